import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, type OriginFacts } from './origin-check';

const base: OriginFacts = {
  method: 'POST',
  origin: undefined,
  referer: undefined,
  selfOrigin: 'http://localhost:8080',
  publicOrigin: 'https://tours.example.ma',
};

describe('isAllowedOrigin', () => {
  it.each([
    ['same origin', { origin: 'http://localhost:8080' }, true],
    ['the public URL', { origin: 'https://tours.example.ma' }, true],
    ['another site', { origin: 'https://evil.example' }, false],
    ['same host, other port', { origin: 'http://localhost:9999' }, false],
    ['same host, other scheme', { origin: 'https://localhost:8080' }, false],
    ['opaque origin', { origin: 'null' }, false],
    ['referer from another site', { referer: 'https://evil.example/page' }, false],
    ['referer from this site', { referer: 'http://localhost:8080/admin' }, true],
    ['neither header (non-browser client)', {}, true],
  ])('POST from %s', (_name, headers, allowed) => {
    expect(isAllowedOrigin({ ...base, ...headers })).toBe(allowed);
  });

  it('prefers Origin over Referer', () => {
    expect(
      isAllowedOrigin({
        ...base,
        origin: 'https://evil.example',
        referer: 'http://localhost:8080/',
      }),
    ).toBe(false);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through from anywhere', (method) => {
    expect(isAllowedOrigin({ ...base, method, origin: 'https://evil.example' })).toBe(true);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('checks %s', (method) => {
    expect(isAllowedOrigin({ ...base, method, origin: 'https://evil.example' })).toBe(false);
  });
});
