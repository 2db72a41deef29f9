import { REQUEST_TIMEOUT_MS } from '@mt/contracts/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';

import { i18n } from '../i18n';
import { ApiError, api } from './api-client';
import { getErrorDetail } from './error-detail';

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastInit(): RequestInit {
  const call = fetchMock.mock.lastCall;
  if (!call?.[1]) throw new Error('fetch was not called with options');
  return call[1];
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('GETs JSON with same-origin credentials and a time-out signal', async () => {
    fetchMock.mockResolvedValue(json([{ id: 1, title: 'Sahara' }]));

    await expect(api.get('/api/tours/tours')).resolves.toEqual([{ id: 1, title: 'Sahara' }]);

    expect(fetchMock).toHaveBeenCalledWith('/api/tours/tours', expect.anything());
    const init = lastInit();
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeUndefined();
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.signal?.aborted).toBe(false);
  });

  it.each(['post', 'put', 'patch'] as const)('%s sends the body as JSON', async (method) => {
    fetchMock.mockResolvedValue(json({ email: 'admin@example.com' }));

    const result = await api[method]('/api/auth/login', { email: 'a@b.co', password: 'secret' });

    expect(result).toEqual({ email: 'admin@example.com' });
    const init = lastInit();
    expect(init.method).toBe(method.toUpperCase());
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'secret' }));
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('returns undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(api.delete('/api/tours/tours/3')).resolves.toBeUndefined();
    expect(lastInit().method).toBe('DELETE');
  });

  it('sends FormData as is, letting the browser set the multipart header', async () => {
    fetchMock.mockResolvedValue(json({ url: '/api/media/files/a.webp' }, 201));
    const form = new FormData();
    form.append('caption', 'Erg Chebbi');

    await api.post('/api/media/gallery/upload', form);

    expect(lastInit().body).toBe(form);
    expect(new Headers(lastInit().headers).has('Content-Type')).toBe(false);
  });

  it('turns an error body into an ApiError with status, detail, code and field errors', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          detail: 'Invalid input',
          code: 'VALIDATION',
          errors: [{ path: 'email', message: 'Invalid email' }],
        },
        400,
      ),
    );

    const error = await caught(api.post('/api/bookings/bookings', {}));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      detail: 'Invalid input',
      code: 'VALIDATION',
      errors: [{ path: 'email', message: 'Invalid email' }],
    });
    expect(getErrorDetail(error)).toBe('Invalid input');
  });

  it('keeps the status when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );

    const error = await caught(api.get('/api/tours/tours'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, detail: undefined, code: undefined });
  });

  it('keeps the status when the JSON error body has another shape', async () => {
    fetchMock.mockResolvedValue(json({ message: 'nope' }, 404));

    const error = await caught(api.get('/api/tours/tours/999'));

    expect(error).toMatchObject({ status: 404, detail: undefined });
  });

  it('says a refusal in the page’s language from its reason (docs/decisions/031)', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          detail: 'Only 2 places are left on this date.',
          code: 'CONFLICT',
          reason: 'SEATS_LEFT',
          params: { remaining: 2 },
        },
        409,
      ),
    );
    const error = await caught(api.post('/api/bookings/bookings', {}));
    expect(error).toMatchObject({ reason: 'SEATS_LEFT', params: { remaining: 2 } });
    expect(getErrorDetail(error)).toBe('Only 2 places are left on this date.');
    await i18n.changeLanguage('fr');
    expect(getErrorDetail(error)).toBe('Il ne reste que 2 places à cette date.');
    await i18n.changeLanguage('en');
  });

  it('shows server details for client errors only', async () => {
    fetchMock.mockResolvedValue(json({ detail: 'Internal server error' }, 500));
    const serverError = await caught(api.get('/api/tours/tours'));
    expect(getErrorDetail(serverError)).toBeUndefined();

    fetchMock.mockResolvedValue(json({ detail: 'Too many attempts' }, 429));
    const rateLimited = await caught(api.post('/api/auth/login', {}));
    expect(getErrorDetail(rateLimited)).toBe('Too many attempts');

    expect(getErrorDetail(new Error('boom'))).toBeUndefined();
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await caught(api.get('/api/tours/tours'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', detail: undefined });
  });

  it('aborts after REQUEST_TIMEOUT_MS and reports the time-out as status 0', async () => {
    const controller = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(controller.signal);
    // Like the real fetch: reject with the signal's reason once it aborts.
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

    const pending = caught(api.get('/api/tours/tours'));
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    const error = await pending;

    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it("passes the caller's own cancellation through untouched", async () => {
    const caller = new AbortController();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

    const pending = caught(api.get('/api/auth/me', { signal: caller.signal }));
    caller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
