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
 * A slow network after the first chunk: PATCHes past offset 0 wait this long before the server reads
 * them, so a test that leaves the page after the first chunk does so mid-upload however fast the machine.
 */
let holdAfterFirstChunkMs = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'colabora-tus-web-'));
  const tus = new Server({ path: VIDEO_UPLOAD_ENDPOINT, datastore: new FileStore({ directory: dir }) });
  server = http.createServer((req, res) => {
    const offset = req.headers['upload-offset'];
    log.push({ method: req.method ?? '', offset: typeof offset === 'string' ? Number(offset) : null });
    if (req.method === 'PATCH' && Number(offset) > 0 && holdAfterFirstChunkMs > 0) {
      const timer = setTimeout(() => void tus.handle(req, res), holdAfterFirstChunkMs);
      // Aborted while held (a pause, a page left): it never reaches tus, as a request lost on the way.
      req.once('close', () => clearTimeout(timer));
    } else void tus.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Same origin as the page, as in production (the hook resolves its endpoint against location).
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/colaboradora/colaboracion`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  log = [];
  holdAfterFirstChunkMs = 0;
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
    const req = http.request(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } }, (res) => {
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
    await waitFor(() => expect(result.current.state.status).toBe('done'), { timeout: 20_000 });

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
    holdAfterFirstChunkMs = 5_000;
    const { result } = mount('col-pause');
    const { file, bytes } = video('clip-b.mp4');
    act(() => result.current.start(file));
    await waitFor(() => expect(log.some((r) => r.method === 'PATCH' && r.offset === 8 * MB)).toBe(true), { timeout: 20_000 });
    act(() => result.current.pause());
    const atPause = log.length;
    expect(result.current.state.status).toBe('paused');
    expect(result.current.busy).toBe(true);

    const url = uploadUrl();
    await new Promise((r) => setTimeout(r, 300));
    const held = await serverOffset(url);
    expect(held).toBe(8 * MB);
    await new Promise((r) => setTimeout(r, 300));
    // Paused means paused: nothing is sent after the pause, and the server holds no more.
    const continues = (r: { method: string; offset: number | null }) => r.method === 'PATCH' && r.offset !== null && r.offset >= held;
    expect(log.slice(atPause).some(continues)).toBe(false);
    holdAfterFirstChunkMs = 0;
    expect(await serverOffset(url)).toBe(held);
    expect(result.current.state.status).toBe('paused');

    const requests = log.length;
    act(() => result.current.resume());
    expect(result.current.state.status).toBe('uploading');
    await waitFor(() => expect(result.current.state.status).toBe('done'), { timeout: 20_000 });
    const after = log.slice(requests).filter((r) => r.method !== 'PATCH' || continues(r));
    expect(after[0]).toEqual({ method: 'HEAD', offset: null });
    expect(after.find((r) => r.method === 'PATCH')?.offset).toBe(held);
    expect(after.some((r) => r.method === 'POST')).toBe(false);
    expect(Buffer.compare(stored(url), Buffer.from(bytes))).toBe(0);
  });

  it("after a 'reload' a new hook offers the half-way video, and the same file continues from the server's offset", async () => {
    holdAfterFirstChunkMs = 1_000;
    const first = mount('col-reload');
    const { file, bytes } = video('clip-c.mp4');
    act(() => first.result.current.start(file));
    await waitFor(() => expect(first.result.current.state.bytesSent).toBeGreaterThanOrEqual(8 * MB), { timeout: 20_000 });
    const url = uploadUrl();
    first.unmount(); // leaving the page aborts the request; the URL storage keeps the upload
    await new Promise((r) => setTimeout(r, 300));
    const held = await serverOffset(url);
    expect(held).toBeGreaterThanOrEqual(8 * MB);
    expect(held).toBeLessThan(SIZE);
    const before = log.length;
    holdAfterFirstChunkMs = 0;

    // The page again: a new hook instance, the same browser storage, the same file chosen again.
    const second = mount('col-reload');
    await waitFor(() => expect(second.result.current.pending).toEqual({ filename: 'clip-c.mp4', size: SIZE }));
    expect(second.result.current.state.status).toBe('idle');
    act(() => second.result.current.start(new File([bytes], 'clip-c.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 })));
    await waitFor(() => expect(second.result.current.state.status).toBe('done'), { timeout: 20_000 });

    const after = log.slice(before);
    expect(after.some((r) => r.method === 'POST')).toBe(false); // the same upload, not a new one
    expect(after[0]).toEqual({ method: 'HEAD', offset: null });
    expect(after.filter((r) => r.method === 'PATCH')[0]?.offset).toBe(held);
    expect(Buffer.compare(stored(url), Buffer.from(bytes))).toBe(0);
    await waitFor(() => expect(second.result.current.pending).toBeNull());
  });

  it('the same file for another collaboration is another upload (its own fingerprint)', async () => {
    const a = mount('col-x');
    const { file } = video('clip-d.mp4');
    act(() => a.result.current.start(file));
    await waitFor(() => expect(a.result.current.state.bytesSent).toBeGreaterThanOrEqual(8 * MB), { timeout: 20_000 });
    a.unmount();
    const b = mount('col-y');
    await new Promise((r) => setTimeout(r, 100));
    expect(b.result.current.pending).toBeNull();
    const before = log.length;
    act(() => b.result.current.start(file));
    await waitFor(() => expect(b.result.current.state.status).toBe('done'), { timeout: 20_000 });
    expect(log.slice(before).filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
