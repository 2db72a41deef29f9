import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, trustedOriginsOf, type OriginFacts } from './origin-check';

const base: OriginFacts = {
  method: 'POST',
  origin: undefined,
  referer: undefined,
  trustedOrigins: trustedOriginsOf('https://tours.example.ma'),
};

describe('isAllowedOrigin', () => {
  it.each([
    ['the public URL', { origin: 'https://tours.example.ma' }, true],
    ['another site', { origin: 'https://evil.example' }, false],
    ['the public host, other port', { origin: 'https://tours.example.ma:8443' }, false],
    ['the public host, other scheme', { origin: 'http://tours.example.ma' }, false],
    ['a subdomain', { origin: 'https://www.tours.example.ma' }, false],
    ['a loopback address, not the public URL', { origin: 'http://localhost:8080' }, false],
    ['opaque origin', { origin: 'null' }, false],
    ['referer from another site', { referer: 'https://evil.example/page' }, false],
    ['referer from this site', { referer: 'https://tours.example.ma/admin' }, true],
    ['neither header (non-browser client)', {}, true],
  ])('POST from %s', (_name, headers, allowed) => {
    expect(isAllowedOrigin({ ...base, ...headers })).toBe(allowed);
  });

  it('prefers Origin over Referer', () => {
    expect(
      isAllowedOrigin({
        ...base,
        origin: 'https://evil.example',
        referer: 'https://tours.example.ma/',
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

describe('trustedOriginsOf (docs/decisions/060)', () => {
  it("is PUBLIC_URL's origin alone, whatever its path", () => {
    expect([...trustedOriginsOf('https://tours.example.ma/site/')]).toEqual([
      'https://tours.example.ma',
    ]);
  });

  it('takes a loopback PUBLIC_URL under each of its names, on its own scheme and port', () => {
    const trusted = trustedOriginsOf('http://localhost:8080');
    expect([...trusted].sort()).toEqual([
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://localhost:8080',
    ]);
    const facts = { ...base, trustedOrigins: trusted };
    expect(isAllowedOrigin({ ...facts, origin: 'http://127.0.0.1:8080' })).toBe(true);
    expect(isAllowedOrigin({ ...facts, origin: 'http://127.0.0.1:5173' })).toBe(false);
    expect(isAllowedOrigin({ ...facts, origin: 'https://localhost:8080' })).toBe(false);
    expect(isAllowedOrigin({ ...facts, origin: 'http://127.0.0.2:8080' })).toBe(false);
  });

  it('is the site `pnpm start` serves by default when PUBLIC_URL is unset', () => {
    expect(trustedOriginsOf(undefined).has('http://localhost:8080')).toBe(true);
  });
});
