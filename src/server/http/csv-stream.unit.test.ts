import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, csvResponse, keysetRows } from './csv-stream';

const logger = pino({ level: 'silent' });

describe('csvResponse', () => {
  it('writes a BOM, a header, quoted fields, Sí/No and Mexico City dates', async () => {
    const rows = [
      { nombre: 'Carla Gómez', nota: 'dijo "hola", y se fue\notra línea', activa: true, fecha: new Date('2026-11-26T18:30:00Z'), n: 3 },
      { nombre: 'Ana', nota: '=HYPERLINK("x")', activa: false, fecha: null, n: 0 },
    ];
    async function* gen() {
      yield* rows;
    }
    const res = csvResponse({
      filename: 'colaboraciones_año.csv',
      logger,
      rows: gen(),
      columns: [
        { header: 'Nombre', value: (r) => r.nombre },
        { header: 'Nota', value: (r) => r.nota },
        { header: '¿Activa?', value: (r) => r.activa },
        { header: 'Fecha', value: (r) => r.fecha },
        { header: 'Número', value: (r) => r.n },
      ],
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="colaboraciones_ano.csv"; filename*=UTF-8''colaboraciones_a%C3%B1o.csv`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text).toBe(
      'Nombre,Nota,¿Activa?,Fecha,Número\r\n' +
        'Carla Gómez,"dijo ""hola"", y se fue\notra línea",Sí,2026-11-26 12:30,3\r\n' +
        'Ana,"\'=HYPERLINK(""x"")",No,,0\r\n',
    );
  });

  it('reads keyset pages one after another until a short page', async () => {
    const data = Array.from({ length: 125 }, (_, i) => i);
    const calls: (number | null)[] = [];
    const out: number[] = [];
    for await (const n of keysetRows(
      async (after: number | null, limit) => {
        calls.push(after);
        return data.filter((d) => after === null || d > after).slice(0, limit);
      },
      (n) => n,
      100,
    ))
      out.push(n);
    expect(out).toEqual(data);
    // A short first page (50), then full pages of 100 until a short one.
    expect(calls).toEqual([null, 49]);
  });

  it('keeps only safe ASCII in the fallback name', () => {
    expect(attachmentDisposition('creadoras "ñ".csv')).toContain('filename="creadoras__n_.csv"');
  });
});
