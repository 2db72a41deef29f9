import { describe, expect, it } from 'vitest';
import { publicUrlWarning } from './public-url';

describe('publicUrlWarning (docs/decisions/060)', () => {
  it('says that writes come only from PUBLIC_URL when the site listens beyond this machine', () => {
    expect(publicUrlWarning({ HOST: '0.0.0.0', PORT: 8080 })).toMatch(
      /^HOST is 0\.0\.0\.0 but PUBLIC_URL is unset: only http:\/\/localhost:8080 can sign in/,
    );
  });

  it.each([
    { HOST: '0.0.0.0', PORT: 8080, PUBLIC_URL: 'https://tours.example.ma' },
    { HOST: 'localhost', PORT: 8080 },
    { HOST: '127.0.0.1', PORT: 8080 },
  ])('says nothing for %o', (site) => {
    expect(publicUrlWarning(site)).toBeUndefined();
  });
});
