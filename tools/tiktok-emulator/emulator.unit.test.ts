import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTikTokEmulator, type TikTokEmulator } from './emulator';

let emu: TikTokEmulator;
beforeAll(async () => {
  emu = createTikTokEmulator({ seed: 'empty' });
  await emu.listen(0);
});
afterAll(() => emu.close());

const REDIRECT = 'https://app.example/api/conexiones/tiktok/callback';

async function connect(verifier = randomBytes(32).toString('base64url'), sentVerifier = verifier) {
  const q = new URLSearchParams({ client_key: emu.clientKey, scope: 'user.info.basic,video.list', response_type: 'code', redirect_uri: REDIRECT, state: 'st4te', code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256' });
  const back = new URL(emu.authorize(q, 'ana.moda'));
  expect(back.searchParams.get('state')).toBe('st4te');
  const res = await fetch(`${emu.url}/v2/oauth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_key: emu.clientKey, client_secret: emu.clientSecret, code: back.searchParams.get('code')!, grant_type: 'authorization_code', redirect_uri: REDIRECT, code_verifier: sentVerifier }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

const videoList = (token: string, body: Record<string, unknown>) =>
  fetch(`${emu.url}/v2/video/list/?fields=id,create_time,video_description,share_url,cover_image_url`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('TikTok emulator', () => {
  it('trades a code for tokens only with the matching PKCE verifier', async () => {
    const bad = await connect(undefined, 'otro-verificador');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_request' });
    const good = await connect();
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ token_type: 'Bearer', scope: 'user.info.basic,video.list', expires_in: 86_400 });
  });

  it('pages video.list newest first with cursor and has_more; 429 and 401 in the documented envelope', async () => {
    const { body } = await connect();
    for (let i = 0; i < 3; i += 1) emu.addVideo({ username: 'ana.moda', description: `video ${i}`, createTime: new Date(Date.UTC(2026, 10, 1 + i)) });
    const first = (await (await videoList(body.access_token!, { max_count: 2 })).json()) as { data: { videos: { video_description: string }[]; cursor: number; has_more: boolean }; error: { code: string } };
    expect(first.error.code).toBe('ok');
    expect(first.data.videos.map((v) => v.video_description)).toEqual(['video 2', 'video 1']);
    expect(first.data.has_more).toBe(true);
    const second = (await (await videoList(body.access_token!, { max_count: 2, cursor: first.data.cursor })).json()) as typeof first;
    expect(second.data.videos.map((v) => v.video_description)).toEqual(['video 0']);
    expect(second.data.has_more).toBe(false);
    emu.rateLimitNext();
    const limited = await videoList(body.access_token!, {});
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limit_exceeded');
    emu.expireTokens();
    const expired = await videoList(body.access_token!, {});
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('access_token_invalid');
  });
});
