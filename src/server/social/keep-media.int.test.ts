import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, diskSettings } from '../storage';
import { keepMedia } from './keep-media';

// Issue 30 item 3: the kept copy is bounded whatever the server declares, and only media is kept.
let server: Server;
let base = '';
const storage = createStorage(diskSettings(mkdtempSync(path.join(tmpdir(), 'colabora-keep-'))));

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/sin-longitud.mp4') {
      // Chunked, no Content-Length: the size is only known by counting.
      res.writeHead(200, { 'content-type': 'video/mp4' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 4 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => (sent = Number.MAX_SAFE_INTEGER));
      pump();
      return;
    }
    if (req.url === '/pagina.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
    if (req.url === '/chica.png') return void res.writeHead(200, { 'content-type': 'image/png', 'content-length': '4' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('keepMedia', () => {
  it('stops reading a body past the limit even without a declared length, and keeps nothing', async () => {
    expect(await keepMedia(storage, `${base}/sin-longitud.mp4`, 'publicaciones/x/grande', 1024 * 1024)).toEqual({ estado: 'demasiado_grande', key: null, contentType: null });
    expect(await storage.exists('entregas', 'publicaciones/x/grande.mp4')).toBe(false);
  });
  it('keeps media under its own key and type; refuses a page, a missing file and a non-web address', async () => {
    expect(await keepMedia(storage, `${base}/chica.png`, 'publicaciones/x/chica', 1024)).toEqual({ estado: 'guardada', key: 'publicaciones/x/chica.png', contentType: 'image/png' });
    expect(await storage.exists('entregas', 'publicaciones/x/chica.png')).toBe(true);
    expect((await keepMedia(storage, `${base}/pagina.html`, 'publicaciones/x/p', 1024)).estado).toBe('no_disponible');
    expect((await keepMedia(storage, `${base}/nada.jpg`, 'publicaciones/x/n', 1024)).estado).toBe('no_disponible');
    expect((await keepMedia(storage, 'file:///etc/passwd', 'publicaciones/x/f', 1024)).estado).toBe('no_disponible');
  });
});
