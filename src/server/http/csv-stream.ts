import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { fechaMexico, MEXICO_TZ } from '../../shared/mexico-time';

/**
 * A spreadsheet of many rows, streamed as it is read (issue 20 item 4): rows come from the database in
 * keyset pages (one page in memory at a time), csv-stringify quotes and escapes them, and the response
 * carries them as the client reads, so the first bytes leave at once and memory stays flat whatever the
 * total. UTF-8 with a BOM: Excel (es-MX) reads the file as UTF-8 only when the BOM is there, and without
 * it 'Gómez' opens as 'GÃ³mez'. Comma separated: es-MX Excel's list separator is the comma.
 */
export interface CsvColumn<Row> {
  /** The column's heading, in Spanish as the screen says it. */
  header: string;
  value: (row: Row) => CsvValue;
}

export type CsvValue = string | number | boolean | Date | null | undefined;

const MX_DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: MEXICO_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2026-11-26 08:15' in Mexico City: a form Excel recognises as a date and time in every locale. */
export function csvDateTime(d: Date | null | undefined): string {
  return d ? MX_DATE_TIME.format(d) : '';
}

/** Today's date in Mexico City, 'YYYY-MM-DD', for file names. */
export function mexicoCityDate(d: Date = new Date()): string {
  return fechaMexico(d);
}

const FIRST_PAGE = 50;

/**
 * Keyset pages as one row stream: `fetchPage(after, limit)` returns the rows after the cursor in a stable
 * order (an indexed ORDER BY ending in a unique column), `cursorOf(row)` the cursor of a row. One page is
 * read when the stream needs more, so a slow client pauses the reads instead of queueing rows in memory.
 * Each page is its own query: a row changed mid-download shows as it was when its page was read.
 */
export async function* keysetRows<Row, Cursor>(
  fetchPage: (after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageSize = 500,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  // A short first page: the download starts after a small read, then full pages follow.
  let limit = Math.min(FIRST_PAGE, pageSize);
  for (;;) {
    const page = await fetchPage(after, limit);
    for (const row of page) yield row;
    if (page.length < limit) return;
    after = cursorOf(page[page.length - 1]!);
    limit = pageSize;
    // Let the event loop write what is queued before the next read: the embedded database (PGlite) runs
    // its queries on this thread, and back-to-back pages kept the first bytes in the socket's queue.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * A newest-first keyset cursor (ORDER BY created_at DESC, id DESC). The time travels as PostgreSQL's own
 * text (`created_at::text`, microseconds): a JS Date keeps milliseconds, and rows within the same
 * millisecond would be skipped.
 */
export interface TimeCursor {
  t: string;
  id: string;
}

/** The cursor column to select beside the row: `t: cursorText(table.createdAt)`. */
export const cursorText = (createdAt: AnyColumn): SQL<string> => sql<string>`${createdAt}::text`;

/** Rows strictly after the cursor in newest-first order; no condition for the first page. */
export function newestFirstAfter(createdAt: AnyColumn, id: AnyColumn, after: TimeCursor | null): SQL | undefined {
  return after ? sql`(${createdAt}, ${id}) < (${after.t}::timestamptz, ${after.id}::uuid)` : undefined;
}

/** `attachment` with an ASCII fallback and the real (Spanish) name in RFC 5987 form. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export interface CsvResponseOptions<Row> {
  /** e.g. 'colaboraciones_2026-11-26.csv'; accents are kept in filename*. */
  filename: string;
  columns: readonly CsvColumn<Row>[];
  rows: AsyncIterable<Row>;
  logger: Logger;
}

/** The streamed CSV response: header row, then one line per row as `rows` yields them. */
export function csvResponse<Row>({ filename, columns, rows, logger }: CsvResponseOptions<Row>): Response {
  const stringifier = stringify({
    bom: true,
    // Excel's own line ending; a quoted field may still hold a bare \n (csv-stringify quotes it).
    record_delimiter: 'windows',
    cast: {
      // A creator's name or note starting with = + - @ would run as a formula when the sheet opens
      // (CSV injection): a leading apostrophe makes Excel show it as text.
      string: (v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v),
      date: (d) => csvDateTime(d),
      boolean: (b) => (b ? 'Sí' : 'No'),
    },
  });
  const source = Readable.from(
    (async function* () {
      yield columns.map((c) => c.header);
      for await (const row of rows) yield columns.map((c) => c.value(row) ?? '');
    })(),
  );
  // A database error mid-way ends the download short (the client sees a cut transfer, not a silent
  // partial file marked complete) and is logged.
  source.on('error', (err) => {
    logger.warn({ err, filename }, 'csv export failed mid-way');
    stringifier.destroy(err);
  });
  source.pipe(stringifier);
  // A client that goes away stops the reads.
  stringifier.once('close', () => source.destroy());
  return new Response(Readable.toWeb(stringifier, { strategy: { highWaterMark: 16 } }) as ReadableStream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(filename),
      // no-transform: the app's gzip (hono/compress) holds output until its buffer fills, which kept the
      // first bytes back for ~1,000 rows; uncompressed, they leave with the first page. A CSV of 10,000
      // collaborations is about 1 MB.
      'cache-control': 'no-store, no-transform',
      'x-content-type-options': 'nosniff',
    },
  });
}
