import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { operations, type OperationName } from '../../src/server/shopify/operations';
import type { Emulator } from './emulator';

/** Test-only helpers shared by the emulator's unit tests: a webhook receiver and a GraphQL caller. */

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  topic: string;
  body: Record<string, unknown>;
}

export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, topic: String(req.headers['x-shopify-topic'] ?? ''), body: JSON.parse(raw) as Record<string, unknown> });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/shopify`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** What the app does: HMAC-SHA256 of the raw body, base64, compared in constant time. */
export function signedWith(r: Received, secret: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(r.raw, 'utf8').digest('base64'));
  const given = Buffer.from(String(r.headers['x-shopify-hmac-sha256'] ?? ''));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface GqlReply {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function gql(emu: Emulator, op: OperationName | { query: string }, variables: Record<string, unknown> = {}): Promise<GqlReply> {
  const query = typeof op === 'string' ? operations[op] : op.query;
  const res = await fetch(emu.graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': 'shpat_emulator' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlReply;
}

export async function subscribe(emu: Emulator, uri: string, topics: string[]): Promise<void> {
  for (const topic of topics) {
    const r = await gql(emu, 'WebhookSubscriptionCreate', { topic, uri });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }
}

export async function control(emu: Emulator, path: string, body?: unknown, method = 'POST'): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${emu.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
