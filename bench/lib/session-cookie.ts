import { FRESH_READS_COOKIE } from '../../src/server/http/read-cache';

/**
 * The Cookie header a browser sends after this sign-in answer: its session cookies. Not the fresh-reads
 * cookie (decision 028): a browser drops it 3 s later, and a bench that kept sending it would measure
 * every cached read as a miss.
 */
export function sessionCookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.startsWith(`${FRESH_READS_COOKIE}=`))
    .join('; ');
}
