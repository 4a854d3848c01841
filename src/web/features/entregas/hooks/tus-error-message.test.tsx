import * as tus from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@shared/errors';
import { tusErrorMessage } from './use-video-upload';

/** What tus-js-client hands onError after the server answered `status` with `body`. */
function answered(status: number, body = ''): Error {
  const res = { getStatus: () => status, getBody: () => body, getHeader: () => undefined, getUnderlyingObject: () => null };
  // The typings declare no constructor arguments: set the response the way tus-js-client's own does.
  return Object.assign(new tus.DetailedError('tus: unexpected response'), { originalResponse: res as unknown as tus.HttpResponse });
}

describe('tusErrorMessage (decision 046)', () => {
  it("shows the server's Spanish message for the new refusals", () => {
    for (const code of ['UPLOAD_EXPIRED', 'UPLOADS_TOO_MANY', 'COLLABORATION_STORAGE_FULL'] as const) {
      const body = JSON.stringify({ error: { code, message: ERROR_MESSAGES[code] } });
      expect(tusErrorMessage(answered(400, body))).toBe(ERROR_MESSAGES[code]);
    }
  });

  it('says "try again later" for a 423 HEAD (no body): the server kept the finished video', () => {
    expect(tusErrorMessage(answered(423))).toBe(ERROR_MESSAGES.UPLOAD_FAILED);
  });
});
