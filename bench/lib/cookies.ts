/** A `Cookie` header's pairs (what the benches' sign-in returns) as Playwright's cookies on `base`'s host. */
export function cookieList(cookie: string, base: string): { name: string; value: string; domain: string; path: string }[] {
  const domain = new URL(base).hostname;
  return cookie.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), domain, path: '/' };
  });
}
