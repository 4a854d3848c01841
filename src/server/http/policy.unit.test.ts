import { describe, expect, it } from 'vitest';
import { declarePolicy, streamsOwnBody } from './policy';

describe('streamed bodies (RouteOptions.streamsBody)', () => {
  declarePolicy('POST', '/api/test-streams/{id}/archivos', 'portal:use', { streamsBody: true });
  declarePolicy('PATCH', '/api/test-streams/:id', 'portal:use', { streamsBody: true });
  declarePolicy('POST', '/api/test-streams/json', 'portal:use');

  it('holds for the declared method and any value of a path parameter', () => {
    expect(streamsOwnBody('POST', '/api/test-streams/abc-123/archivos')).toBe(true);
    expect(streamsOwnBody('PATCH', '/api/test-streams/abc')).toBe(true);
  });

  it('does not hold for another method, another path or a route without the option', () => {
    expect(streamsOwnBody('PUT', '/api/test-streams/abc-123/archivos')).toBe(false);
    expect(streamsOwnBody('POST', '/api/test-streams/abc/def/archivos')).toBe(false);
    expect(streamsOwnBody('POST', '/api/test-streams/abc/archivos/extra')).toBe(false);
    expect(streamsOwnBody('POST', '/api/test-streams/json')).toBe(false);
  });
});
