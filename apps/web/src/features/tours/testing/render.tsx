import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

import { createQueryClient } from '../../../lib/react-query';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = () => Response | Promise<Response>;

/**
 * A fake tours service answering GET requests by path (query string included). An unexpected
 * request fails the test loudly.
 */
export function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request: ${key}`);
    return handler();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders `element` at `path` (matched against `route`) with the app's query client. */
export function renderAt(element: ReactNode, { path = '/', route = '*' } = {}) {
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, ...view };
}

/** For components that only need a router (links) and no server. */
export function renderWithRouter(element: ReactNode) {
  const user = userEvent.setup();
  const view = render(<MemoryRouter>{element}</MemoryRouter>);
  return { user, ...view };
}
