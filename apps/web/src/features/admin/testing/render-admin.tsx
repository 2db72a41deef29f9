import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';

import { createQueryClient } from '../../../lib/react-query';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const noContent = () => new Response(null, { status: 204 });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fake of the services behind the gateway, answering by `METHOD path`. An unexpected request
 * fails the test loudly. `calls` lists every request as `METHOD path` for assertions.
 */
export function serve(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push(key);
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request: ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** Renders an admin screen with the app's query client, a router and the toaster. */
export function renderAdmin(element: ReactNode, { path = '/admin' } = {}) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, queryClient, ...view };
}
