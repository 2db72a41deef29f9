import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, bodyLimitFor, JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body-limits';
import { createService } from './create-service';
import { createTestConfig } from '../testing/service-setup';

describe('bodyLimitFor', () => {
  it.each([
    ['/api/media/gallery/upload', UPLOAD_BODY_LIMIT],
    ['/api/media/upload/tour-image?x=1', UPLOAD_BODY_LIMIT],
    ['/api/media/gallery', JSON_BODY_LIMIT],
    ['/api/media/gallery/upload/', JSON_BODY_LIMIT],
    ['/api/bookings/bookings', JSON_BODY_LIMIT],
    ['/contact', JSON_BODY_LIMIT],
  ])('%s', (url, limit) => {
    expect(bodyLimitFor(url)).toBe(limit);
  });

  it('gives uploads 10 MiB and the envelope, with the media service’s own text', () => {
    expect(UPLOAD_BODY_LIMIT).toEqual({
      bytes: 10 * 1024 * 1024 + 64 * 1024,
      detail: 'File size must be less than 10MB',
    });
    expect([...BODY_LIMITS.values()].every((limit) => limit === UPLOAD_BODY_LIMIT)).toBe(true);
  });
});

describe('a service', () => {
  const app = createService('tours', createTestConfig('/nonexistent'));
  app.post('/echo', async (request) => ({ size: JSON.stringify(request.body).length }));
  const jsonOfSize = (bytes: number) =>
    JSON.stringify({ text: 'a'.repeat(bytes - '{"text":""}'.length) });

  it('takes a JSON body of exactly the table’s limit, as the gateways do', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: jsonOfSize(JSON_BODY_LIMIT.bytes),
    });
    expect(response.json()).toEqual({ size: JSON_BODY_LIMIT.bytes });
  });

  it('refuses one byte more with 413 {detail, code}', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: jsonOfSize(JSON_BODY_LIMIT.bytes + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: JSON_BODY_LIMIT.detail, code: 'TOO_LARGE' });
  });
});
