import { describe, expect, it } from 'vitest';
import type { MiEntrega } from '@shared/schemas/entregas';
import { groupByFeedback } from './group-by-feedback';
import { formatDuracion } from '@web/lib/format';

let n = 0;
function entrega(fields: Partial<MiEntrega>): MiEntrega {
  n += 1;
  return {
    id: `e${n}`,
    tipoContenido: 'imagen',
    url: null,
    thumbUrl: null,
    previewUrl: null,
    videoEstado: null,
    feedbackStatus: 'bueno',
    feedbackComentario: null,
    estado: 'enviado',
    createdAt: '2026-11-21T15:00:00.000Z',
    width: null,
    height: null,
    durationMs: null,
    avisos: [],
    colaboracion: { id: 'c1', nombre: 'Jeans Recto Azul', estado: 'produccion' },
    ...fields,
  };
}

describe('groupByFeedback', () => {
  it('orders Excelente, Bueno, Descartado, leaves out empty sections and keeps the order inside each', () => {
    const a = entrega({ feedbackStatus: 'descartado', estado: 'pendiente' });
    const b = entrega({ feedbackStatus: 'excelente', estado: 'aprobado' });
    const c = entrega({ feedbackStatus: 'descartado', estado: 'pendiente' });
    const groups = groupByFeedback([a, b, c], 'imagen');
    expect(groups.map((g) => g.status)).toEqual(['excelente', 'descartado']);
    expect(groups[1]!.items.map((e) => e.id)).toEqual([a.id, c.id]);
  });

  it("puts a file nobody rated under 'Sin revisar', never under Bueno (its stored default)", () => {
    const nueva = entrega({ feedbackStatus: 'bueno', estado: 'enviado' });
    const calificada = entrega({ feedbackStatus: 'bueno', estado: 'pendiente' });
    expect(groupByFeedback([nueva, calificada], 'imagen')).toEqual([
      { status: 'bueno', items: [calificada] },
      { status: 'sin_revisar', items: [nueva] },
    ]);
  });

  it('keeps photos and videos apart', () => {
    const foto = entrega({ tipoContenido: 'imagen' });
    const video = entrega({ tipoContenido: 'video', feedbackStatus: 'excelente', estado: 'aprobado' });
    expect(groupByFeedback([foto, video], 'video')).toEqual([{ status: 'excelente', items: [video] }]);
    expect(groupByFeedback([video], 'imagen')).toEqual([]);
  });
});

describe('formatDuracion', () => {
  it('reads m:ss and nothing when unknown', () => {
    expect(formatDuracion(30_000)).toBe('0:30');
    expect(formatDuracion(61_400)).toBe('1:01');
    expect(formatDuracion(null)).toBeNull();
  });
});
