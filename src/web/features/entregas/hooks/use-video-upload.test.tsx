import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_UPLOAD_ENDPOINT } from '@shared/schemas/entregas';
import { AppProviders, testQueryClient } from '@web/test/render';
import { budget } from '../../../../../tests/budget';
import { useVideoUpload, type VideoUploadState } from './use-video-upload';

/**
 * useVideoUpload against a real tus server: @tus/server with @tus/file-store on a temporary folder on
 * 127.0.0.1, the page's origin set to it, so tus-js-client's browser build (XMLHttpRequest and
 * localStorage, as happy-dom provides them) talks to it as the phone talks to ours. The server here has
 * none of the app's hooks (who may upload, the delivery row): those are the API tests' subject.
 */
const MB = 1024 * 1024;
const SIZE = 20 * MB; // three 8 MB chunks (the hook's CHUNK_SIZE): 8, 16, 20
let dir: string;
let server: http.Server;
let origin: string;
/** Every request the tus server saw: its method and, for a PATCH, the offset it started from. */
let log: { method: string; offset: number | null }[] = [];
/**
 * A network that stalls after the first chunk: while true, PATCHes past offset 0 are held before the
 * server reads them, and never reach it. A test that stops after the first chunk then does so mid-upload
 * however fast or slow the machine (no timer decides it).
 */
let holdAfterFirstChunk = false;
/** Requests the tus server is handling, and the held ones' answers. */
const handling = new Set<Promise<void>>();
const held = new Set<http.ServerResponse>();

/**
 * Resolves once the server is done with every request it got: the held ones are dropped (the network
 * lost them; the client gave up on them already), the others handled to the end. What HEAD answers after
 * this is final (issue 26: a 300 ms sleep read the offset while an aborted PATCH, released to tus by a
 * timer on a busy machine, was still being written, and the resume then started past it).
 */
async function serverQuiet(): Promise<void> {
  for (const res of held) res.destroy();
  held.clear();
  while (handling.size > 0) await Promise.all(handling);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'colabora-tus-web-'));
  const tus = new Server({ path: VIDEO_UPLOAD_ENDPOINT, datastore: new FileStore({ directory: dir }) });
  server = http.createServer((req, res) => {
    const offset = req.headers['upload-offset'];
    log.push({ method: req.method ?? '', offset: typeof offset === 'string' ? Number(offset) : null });
    if (req.method === 'PATCH' && Number(offset) > 0 && holdAfterFirstChunk) {
      held.add(res);
      return;
    }
    const handled: Promise<void> = tus.handle(req, res).finally(() => handling.delete(handled));
    handling.add(handled);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Same origin as the page, as in production (the hook resolves its endpoint against location).
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/colaboradora/colaboracion`);
});

afterAll(async () => {
  // A request the last test left half-sent stays open on the server: end them all, then stop it.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  log = [];
  holdAfterFirstChunk = false;
});

function video(name: string): { file: File; bytes: Uint8Array<ArrayBuffer> } {
  const bytes = new Uint8Array(SIZE);
  for (let i = 0; i < SIZE; i += 4096) bytes[i] = (i / 4096) % 251;
  return { file: new File([bytes], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 }), bytes };
}

/** The hook, with every state it rendered recorded. */
function mount(colaboracionId: string) {
  const client = testQueryClient();
  const states: VideoUploadState[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders client={client}>{children}</AppProviders>;
  const hook = renderHook(
    () => {
      const upload = useVideoUpload(colaboracionId);
      states.push(upload.state);
      return upload;
    },
    { wrapper },
  );
  return { ...hook, states };
}

/** What the server holds for the one upload in `dir` (tus's file is named by the upload id). */
function uploadUrl(): string {
  const post = log.findIndex((r) => r.method === 'POST');
  expect(post).toBeGreaterThanOrEqual(0);
  const stored = Object.keys(localStorage).find((k) => k.startsWith('tus::'));
  expect(stored).toBeDefined();
  return (JSON.parse(localStorage.getItem(stored!)!) as { uploadUrl: string }).uploadUrl;
}

/** The server's offset, asked with node's own HTTP client, as tus-js-client does on resume (HEAD). */
function serverOffset(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // A fresh connection (agent: false): a kept-alive socket the server is closing answers 'socket hang up'.
    const req = http.request(url, { method: 'HEAD', agent: false, headers: { 'Tus-Resumable': '1.0.0' } }, (res) => {
      res.resume();
      resolve(Number(res.headers['upload-offset']));
    });
    req.on('error', reject);
    req.end();
  });
}

const stored = (url: string) => readFileSync(path.join(dir, url.slice(url.lastIndexOf('/') + 1)));

describe('useVideoUpload against a real tus server', () => {
  it('sends the file in 8 MB chunks, reports progress, and ends in "done" with every byte on the server', async () => {
    const { result, states } = mount('col-progress');
    const { file, bytes } = video('clip-a.mp4');
    act(() => result.current.start(file));
    expect(result.current.state).toMatchObject({ status: 'uploading', filename: 'clip-a.mp4', bytesSent: 0, bytesTotal: SIZE });
    const url = await waitFor(uploadUrl);
    await waitFor(() => expect(result.current.state.status).toBe('done'), { timeout: budget(20_000) });

    const sent = states.map((s) => s.bytesSent);
    expect(sent).toEqual([...sent].sort((a, b) => a - b)); // never goes back
    expect(sent).toEqual(expect.arrayContaining([8 * MB, 16 * MB, SIZE]));
    expect(result.current.state).toMatchObject({ status: 'done', bytesSent: SIZE, bytesTotal: SIZE });
    expect(result.current.busy).toBe(false);
    expect(log.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toEqual([0, 8 * MB, 16 * MB]);
    expect(Buffer.compare(stored(url), Buffer.from(bytes))).toBe(0);
    // Done: the URL storage forgets it, so nothing is offered as half-way.
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]);
  });

  it('pauses (the server keeps what it got, nothing more is sent) and resumes from the server\'s offset', async () => {
    // The second chunk is held on its way, so the pause lands mid-upload however fast the machine.
    holdAfterFirstChunk = true;
    const { result } = mount('col-pause');
    const { file, bytes } = video('clip-b.mp4');
    act(() => result.current.start(file));
    await waitFor(() => expect(log.some((r) => r.method === 'PATCH' && r.offset === 8 * MB)).toBe(true), { timeout: budget(20_000) });
    act(() => result.current.pause());
    const atPause = log.length;
    expect(result.current.state.status).toBe('paused');
    expect(result.current.busy).toBe(true);

    const url = uploadUrl();
    await serverQuiet();
    const kept = await serverOffset(url);
    expect(kept).toBe(8 * MB);
    // Nothing is sent after the pause, and the server holds no more.
    const continues = (r: { method: string; offset: number | null }) => r.method === 'PATCH' && r.offset !== null && r.offset >= kept;
    expect(log.slice(atPause).some(continues)).toBe(false);
    holdAfterFirstChunk = false;
    expect(await serverOffset(url)).toBe(kept);
    expect(result.current.state.status).toBe('paused');

    const requests = log.length;
    act(() => result.current.resume());
    expect(result.current.state.status).toBe('uploading');
    await waitFor(() => expect(result.current.state.status).toBe('done'), { timeout: budget(20_000) });
    const after = log.slice(requests).filter((r) => r.method !== 'PATCH' || continues(r));
    expect(after[0]).toEqual({ method: 'HEAD', offset: null });
    expect(after.find((r) => r.method === 'PATCH')?.offset).toBe(kept);
    expect(after.some((r) => r.method === 'POST')).toBe(false);
    expect(Buffer.compare(stored(url), Buffer.from(bytes))).toBe(0);
  });

  it("after a 'reload' a new hook offers the half-way video, and the same file continues from the server's offset", async () => {
    holdAfterFirstChunk = true;
    const first = mount('col-reload');
    const { file, bytes } = video('clip-c.mp4');
    act(() => first.result.current.start(file));
    await waitFor(() => expect(first.result.current.state.bytesSent).toBeGreaterThanOrEqual(8 * MB), { timeout: budget(20_000) });
    const url = uploadUrl();
    first.unmount(); // leaving the page aborts the request; the URL storage keeps the upload
    await serverQuiet();
    const kept = await serverOffset(url);
    expect(kept).toBe(8 * MB);
    const before = log.length;
    holdAfterFirstChunk = false;

    // The page again: a new hook instance, the same browser storage, the same file chosen again.
    const second = mount('col-reload');
    await waitFor(() => expect(second.result.current.pending).toEqual({ filename: 'clip-c.mp4', size: SIZE }));
    expect(second.result.current.state.status).toBe('idle');
    act(() => second.result.current.start(new File([bytes], 'clip-c.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 })));
    await waitFor(() => expect(second.result.current.state.status).toBe('done'), { timeout: budget(20_000) });

    const after = log.slice(before);
    expect(after.some((r) => r.method === 'POST')).toBe(false); // the same upload, not a new one
    expect(after[0]).toEqual({ method: 'HEAD', offset: null });
    expect(after.filter((r) => r.method === 'PATCH')[0]?.offset).toBe(kept);
    expect(Buffer.compare(stored(url), Buffer.from(bytes))).toBe(0);
    await waitFor(() => expect(second.result.current.pending).toBeNull());
  });

  it('the same file for another collaboration is another upload (its own fingerprint)', async () => {
    const a = mount('col-x');
    const { file } = video('clip-d.mp4');
    // Her first upload stalls after its first chunk, so it is still half-way when she leaves (on a quiet
    // machine the whole 20 MB could otherwise finish first, and a finished upload leaves no fingerprint).
    holdAfterFirstChunk = true;
    act(() => a.result.current.start(file));
    await waitFor(() => expect(a.result.current.state.bytesSent).toBeGreaterThanOrEqual(8 * MB), { timeout: budget(20_000) });
    a.unmount();
    holdAfterFirstChunk = false;
    await serverQuiet();
    const b = mount('col-y');
    // The same lookup for col-x, started after b's, finds a's upload: b's has finished too, and found none.
    const again = mount('col-x');
    await waitFor(() => expect(again.result.current.pending).toEqual({ filename: 'clip-d.mp4', size: SIZE }));
    again.unmount();
    expect(b.result.current.pending).toBeNull();
    const before = log.length;
    act(() => b.result.current.start(file));
    await waitFor(() => expect(b.result.current.state.status).toBe('done'), { timeout: budget(20_000) });
    expect(log.slice(before).filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
