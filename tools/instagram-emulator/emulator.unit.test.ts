import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstagramEmulator, type InstagramEmulator } from './emulator';

let emu: InstagramEmulator;
const TOKEN = 'ig_test_token';

beforeAll(async () => {
  emu = createInstagramEmulator({ token: TOKEN, seed: 'empty' });
  await emu.listen(0);
});
afterAll(() => emu.close());

async function graph(path: string, params: Record<string, string>) {
  const res = await fetch(`${emu.graphUrl}/${path}?${new URLSearchParams({ access_token: TOKEN, ...params })}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- arbitrary Graph JSON
}

describe('Instagram Graph emulator', () => {
  it('answers Business Discovery with the fields asked for, newest first, with cursors and usage headers', async () => {
    await emu.addPost({ username: 'ana.moda', caption: 'uno', timestamp: new Date('2026-11-01T10:00:00Z') });
    await emu.addPost({ username: 'ana.moda', caption: 'dos @colabora.demo', media_type: 'VIDEO' });
    const r = await graph(emu.brand.id, { fields: 'business_discovery.username(ana.moda){media.limit(1){caption,permalink,timestamp,media_type,media_url}}' });
    expect(r.status).toBe(200);
    const media = r.body.business_discovery.media;
    expect(media.data).toHaveLength(1);
    expect(media.data[0]).toMatchObject({ caption: 'dos @colabora.demo', media_type: 'VIDEO', permalink: expect.stringMatching(/^https:\/\/www\.instagram\.com\/reel\//) });
    expect(media.data[0].timestamp).toMatch(/\+0000$/);
    const next = await graph(emu.brand.id, { fields: `business_discovery.username(ana.moda){media.limit(1).after(${media.paging.cursors.after}){caption}}` });
    expect(next.body.business_discovery.media.data[0].caption).toBe('uno');
    expect(JSON.parse(r.headers.get('x-app-usage')!)).toHaveProperty('call_count');
    expect(JSON.parse(r.headers.get('x-business-use-case-usage')!)[emu.brand.id][0]).toMatchObject({ type: 'instagram' });
  });

  it('refuses a personal or unknown account as Invalid user id (110)', async () => {
    emu.addAccount('solo.personal', false);
    for (const u of ['solo.personal', 'no.existe']) {
      const r = await graph(emu.brand.id, { fields: `business_discovery.username(${u}){media{caption}}` });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code: 110, type: 'OAuthException', error_subcode: 2207013 });
    }
  });

  it('answers rate-limit errors on demand and past the hourly budget', async () => {
    emu.failNext(17);
    const r = await graph(emu.brand.id, { fields: 'business_discovery.username(ana.moda){media{caption}}' });
    expect(r.body.error).toMatchObject({ code: 17, message: '(#17) User request limit reached' });
    const small = createInstagramEmulator({ token: TOKEN, seed: 'empty', hourlyLimit: 2 });
    await small.listen(0);
    await small.addPost({ username: 'ana.moda', caption: 'x' });
    const call = async () => (await fetch(`${small.graphUrl}/${small.brand.id}?${new URLSearchParams({ access_token: TOKEN, fields: 'business_discovery.username(ana.moda){media{caption}}' })}`)).json() as Promise<{ error?: { code: number } }>;
    expect((await call()).error).toBeUndefined();
    expect((await call()).error).toBeUndefined();
    const last = { body: await call() };
    await small.close();
    expect(last.body.error).toMatchObject({ code: 4 });
  });

  it('lists tags and mentioned_media; signs the mentions webhook with the app secret', async () => {
    const received: { sig: string; raw: string }[] = [];
    const hook = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        received.push({ sig: String(req.headers['x-hub-signature-256']), raw });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    emu.setWebhookUrl(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`);
    const tagged = await emu.addPost({ username: 'lupita', caption: 'hola', tagBrand: true });
    const mentioned = await emu.addPost({ username: 'lupita', caption: 'gracias @colabora.demo' });
    await emu.webhooksSettled();
    hook.close();
    const tags = await graph(`${emu.brand.id}/tags`, { fields: 'id,caption,username,permalink' });
    expect(tags.body.data.map((p: { id: string }) => p.id)).toContain(tagged.id);
    expect(received).toHaveLength(1);
    expect(received[0]!.sig).toBe(`sha256=${createHmac('sha256', emu.appSecret).update(received[0]!.raw).digest('hex')}`);
    expect(JSON.parse(received[0]!.raw).entry[0].changes[0]).toEqual({ field: 'mentions', value: { media_id: mentioned.id } });
    const mm = await graph(emu.brand.id, { fields: `mentioned_media.media_id(${mentioned.id}){caption,media_type,username}` });
    expect(mm.body.mentioned_media).toMatchObject({ id: mentioned.id, caption: 'gracias @colabora.demo', username: 'lupita' });
  });

  it('exchanges a token for a long-lived one; an expired token is code 190 subcode 463', async () => {
    const ex = await fetch(`${emu.graphUrl}/oauth/access_token?${new URLSearchParams({ grant_type: 'fb_exchange_token', client_id: emu.appId, client_secret: emu.appSecret, fb_exchange_token: TOKEN })}`);
    const body = (await ex.json()) as { access_token: string; expires_in: number };
    expect(body.expires_in).toBe(60 * 86_400);
    emu.expireTokens();
    const r = await graph(emu.brand.id, { fields: 'id,username' });
    expect(r.body.error).toMatchObject({ code: 190, error_subcode: 463 });
  });
});
