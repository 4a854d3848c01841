import { describe, expect, it } from 'vitest';
import { codigoColaboracion } from '../../shared/domain/publicaciones';
import { matchReason, type FoundPost } from './match';

const id = '3f1c2a9e-4b7d-4e21-9a6b-0c5d8e7f1a23';
const recibidoAt = new Date('2026-11-20T12:00:00Z');
const colab = { colaboracionId: id, recibidoAt, handle: 'Ana.Moda', marcas: ['colabora.demo'] };
const post = (over: Partial<FoundPost>): FoundPost => ({
  plataforma: 'instagram',
  externoId: '1',
  autor: 'ana.moda',
  caption: '',
  permalink: 'https://www.instagram.com/p/x/',
  publicadoAt: new Date('2026-11-21T12:00:00Z'),
  mediaTipo: 'IMAGE',
  mediaUrl: null,
  etiquetaMarca: false,
  ...over,
});

describe('matchReason', () => {
  it('takes a tag, a mention or the collaboration code, after Recibido, by her', () => {
    expect(matchReason(post({ etiquetaMarca: true }), colab)).toBe('etiqueta');
    expect(matchReason(post({ caption: 'Mis jeans de @Colabora.Demo!' }), colab)).toBe('mencion');
    expect(matchReason(post({ caption: `Look del día #${codigoColaboracion(id)}` }), colab)).toBe('codigo');
    expect(matchReason(post({ caption: codigoColaboracion(id).toLowerCase() }), colab)).toBe('codigo');
    // Posts carry whole seconds: one made in the second she marked it received counts.
    expect(matchReason(post({ etiquetaMarca: true, publicadoAt: new Date('2026-11-20T12:00:00Z') }), { ...colab, recibidoAt: new Date('2026-11-20T12:00:00.700Z') })).toBe('etiqueta');
  });
  it('refuses posts before Recibido, by someone else, or near misses of the handle and code', () => {
    expect(matchReason(post({ etiquetaMarca: true, publicadoAt: new Date('2026-11-19T12:00:00Z') }), colab)).toBeNull();
    expect(matchReason(post({ etiquetaMarca: true, autor: 'otra' }), colab)).toBeNull();
    expect(matchReason(post({ caption: '@colabora.demo.fake y @colabora.demox' }), colab)).toBeNull();
    expect(matchReason(post({ caption: `${codigoColaboracion(id)}X` }), colab)).toBeNull();
    expect(matchReason(post({ etiquetaMarca: true }), { ...colab, handle: '' })).toBeNull();
  });
  it('codes are COLAB- and four unambiguous characters, stable per id', () => {
    expect(codigoColaboracion(id)).toMatch(/^COLAB-[2-9A-HJKMNP-Z]{4}$/);
    expect(codigoColaboracion(id)).toBe(codigoColaboracion(id));
    expect(codigoColaboracion('00000000-0000-4000-8000-000000000001')).not.toBe(codigoColaboracion(id));
  });
});
