import { describe, expect, it } from 'vitest';
import { PUBLICACION_MESSAGES, parsePublicacionUrl, safePublicacionUrl } from './publicaciones';

const ok = (value: string) => {
  const r = parsePublicacionUrl(value);
  if (!r.ok) throw new Error(`${value}: ${r.message}`);
  return [r.plataforma, r.url];
};
const refused = (value: unknown) => {
  const r = parsePublicacionUrl(value);
  return r.ok ? `accepted as ${r.url}` : r.message;
};

describe('parsePublicacionUrl (decision 047)', () => {
  it('takes the links the apps share, as one https spelling without trackers', () => {
    expect(ok('https://www.instagram.com/p/C9xYz_12AB/?igsh=MTc4bmR6')).toEqual(['instagram', 'https://www.instagram.com/p/C9xYz_12AB']);
    expect(ok('instagram.com/reel/C9xYz_12AB')).toEqual(['instagram', 'https://www.instagram.com/reel/C9xYz_12AB']);
    expect(ok('HTTP://M.Instagram.com/ana.moda/p/C9x/')).toEqual(['instagram', 'https://www.instagram.com/ana.moda/p/C9x']);
    expect(ok('https://www.tiktok.com/@ana.moda/video/7412345678901234567?is_from_webapp=1&sender_device=pc')).toEqual([
      'tiktok',
      'https://www.tiktok.com/@ana.moda/video/7412345678901234567',
    ]);
    expect(ok('https://vm.tiktok.com/ZMhAbCdEf/')).toEqual(['tiktok', 'https://vm.tiktok.com/ZMhAbCdEf']);
    expect(ok('https://youtube.com/shorts/dQw4w9WgXcQ?si=x')).toEqual(['youtube', 'https://www.youtube.com/shorts/dQw4w9WgXcQ']);
    expect(ok('https://youtu.be/dQw4w9WgXcQ?si=x')).toEqual(['youtube', 'https://youtu.be/dQw4w9WgXcQ']);
    expect(ok('https://m.facebook.com/watch/?v=123&mibextid=x')).toEqual(['facebook', 'https://www.facebook.com/watch?v=123']);
    expect(ok('https://www.facebook.com/anamoda/posts/pfbid02abc')).toEqual(['facebook', 'https://www.facebook.com/anamoda/posts/pfbid02abc']);
    expect(ok('https://www.facebook.com/reel/123456')).toEqual(['facebook', 'https://www.facebook.com/reel/123456']);
    expect(ok('https://fb.watch/abcDEF/')).toEqual(['facebook', 'https://fb.watch/abcDEF']);
  });

  it('refuses other sites, look-alike hosts, profiles and non-web links, in Spanish', () => {
    expect(refused('https://instagram.com.evil.example/p/abc')).toBe(PUBLICACION_MESSAGES.platform);
    expect(refused('https://evilinstagram.com/p/abc')).toBe(PUBLICACION_MESSAGES.platform);
    expect(refused('https://user:pw@www.instagram.com/p/abc')).toBe(PUBLICACION_MESSAGES.platform);
    expect(refused('https://www.instagram.com:8443/p/abc')).toBe(PUBLICACION_MESSAGES.platform);
    expect(refused('https://www.instagram.com/ana.moda/')).toBe(PUBLICACION_MESSAGES.post);
    expect(refused('https://www.tiktok.com/@ana.moda')).toBe(PUBLICACION_MESSAGES.post);
    expect(refused('https://www.facebook.com/anamoda')).toBe(PUBLICACION_MESSAGES.post);
    expect(refused('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(PUBLICACION_MESSAGES.youtube);
    expect(refused('javascript:alert(1)')).toBe(PUBLICACION_MESSAGES.invalid);
    expect(refused('data:text/html,hola')).toBe(PUBLICACION_MESSAGES.invalid);
    expect(refused('ftp://www.instagram.com/p/abc')).toBe(PUBLICACION_MESSAGES.invalid);
    expect(refused('   ')).toBe(PUBLICACION_MESSAGES.required);
    expect(refused(42)).toBe(PUBLICACION_MESSAGES.required);
    expect(refused(`https://www.instagram.com/p/${'a'.repeat(600)}`)).toBe(PUBLICACION_MESSAGES.tooLong);
  });

  it('renders a stored value only when it is the canonical https post link', () => {
    expect(safePublicacionUrl('https://www.instagram.com/p/abc')).toBe('https://www.instagram.com/p/abc');
    expect(safePublicacionUrl('http://www.instagram.com/p/abc')).toBeNull();
    expect(safePublicacionUrl('https://evil.example/p/abc')).toBeNull();
    expect(safePublicacionUrl(null)).toBeNull();
  });
});
