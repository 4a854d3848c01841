import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps what it receives (issue 17): `npm run demo` shows it on a
 * page beside the store emulator's panel, and the tests, the fault suite and the bench send to it
 * instead of mocking a transport. Faults for those: refuse connections' mail for a while (a server
 * down), answer DATA late (a slow server), reject a recipient.
 *
 * A message counts as received once the server has answered its DATA with 250; a client that hangs up
 * before that (a worker killed mid-send) left nothing, as with a real server that replies after
 * committing the message.
 */
export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  receivedAt: string;
  /** The raw message, as an .eml. */
  raw: string;
}

export interface MailCatcherOptions {
  smtpPort?: number;
  /** A page listing the messages, and /messages as JSON; none unless given. */
  httpPort?: number;
  host?: string;
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number | null;
  smtpUrl: string;
  messages: CaughtMail[];
  /** Resolves with the first message (from now on or already received) that matches. */
  waitFor(match: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** While on, every message is refused with 421 (a server down); the client retries later. */
  setDown(down: boolean): void;
  /** Answer DATA this many ms late (a slow server). */
  setDelayMs(ms: number): void;
  /** Messages whose DATA arrived and are not yet answered (a slow server holds them). */
  inFlight(): number;
  /** Addresses refused with 550 at RCPT. */
  rejectRecipient(address: string): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const messages: CaughtMail[] = [];
  const waiters = new Set<{ match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }>();
  const rejected = new Set<string>();
  let down = false;
  let delayMs = 0;
  let nextId = 1;
  let pending = 0;
  const closedSessions = new Set<string>();

  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onClose(session) {
      closedSessions.add(session.id);
    },
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'demo' });
    },
    onMailFrom(_address, _session, callback) {
      if (down) return callback(Object.assign(new Error('Servicio no disponible, intenta más tarde'), { responseCode: 421 }));
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase())) return callback(Object.assign(new Error('Buzón no existe'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const accept = async () => {
          const parsed = await simpleParser(raw);
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.key.length + 1).trim();
          const mail: CaughtMail = {
            id: nextId++,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers,
            receivedAt: new Date().toISOString(),
            raw: raw.toString('utf8'),
          };
          messages.push(mail);
          for (const w of waiters) {
            if (w.match(mail)) {
              waiters.delete(w);
              w.resolve(mail);
            }
          }
          callback(null, 'Mensaje recibido');
        };
        pending += 1;
        setTimeout(() => {
          pending -= 1;
          // The client gave up (or was killed) before our answer: nothing was delivered.
          if (closedSessions.has(session.id)) return callback(new Error('conexión cerrada'));
          accept().catch((err: unknown) => callback(err as Error));
        }, delayMs);
      });
    },
  });
  // A client killed mid-conversation resets the socket; that is its business, not a crash of ours.
  smtp.on('error', () => undefined);

  await new Promise<void>((resolve) => smtp.listen(options.smtpPort ?? 0, host, resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let http: Server | null = null;
  if (options.httpPort !== undefined) {
    http = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/messages') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(messages.map(({ raw: _raw, ...m }) => m)));
        return;
      }
      const one = url.pathname.match(/^\/messages\/(\d+)(\.eml)?$/);
      if (one) {
        const m = messages.find((x) => x.id === Number(one[1]));
        if (!m) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No existe');
          return;
        }
        if (one[2]) res.writeHead(200, { 'content-type': 'message/rfc822' }).end(m.raw);
        else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'" }).end(m.html || `<pre>${escapeHtml(m.text)}</pre>`);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(listPage(messages, smtpPort));
    });
    await new Promise<void>((resolve) => http!.listen(options.httpPort, host, resolve));
  }

  return {
    smtpPort,
    httpPort: http ? (http.address() as AddressInfo).port : null,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    messages,
    waitFor(match, timeoutMs = 15_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching email within ${timeoutMs} ms (${messages.length} received: ${messages.map((m) => m.subject).join(' | ')})`));
        }, timeoutMs).unref();
      });
    },
    setDown: (v) => {
      down = v;
    },
    inFlight: () => pending,
    setDelayMs: (ms) => {
      delayMs = ms;
    },
    rejectRecipient: (a) => rejected.add(a.toLowerCase()),
    clear: () => {
      messages.length = 0;
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http!.close(() => resolve()));
    },
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function listPage(messages: CaughtMail[], smtpPort: number): string {
  const rows = [...messages]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(new Date(m.receivedAt).toLocaleString('es-MX', { timeZone: 'America/Mexico_City' }))}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${m.id}" target="_blank" rel="noopener">${escapeHtml(m.subject)}</a></td><td><a href="/messages/${m.id}.eml">.eml</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5"><title>Correos de la demo</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1f2430}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;font-size:.9rem}@media (prefers-color-scheme:dark){body{background:#15181f;color:#e8e8ea}a{color:#9cc0ff}}</style></head>
<body><h1>Correos de la demo</h1><p>Servidor SMTP en 127.0.0.1:${smtpPort}. ${messages.length} ${messages.length === 1 ? 'correo recibido' : 'correos recibidos'}; la lista se actualiza sola y cada asunto abre el correo en otra pestaña.</p>
<table><thead><tr><th>Recibido</th><th>Para</th><th>Asunto</th><th>Archivo</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Todavía no llega ningún correo.</td></tr>'}</tbody></table></body></html>`;
}
