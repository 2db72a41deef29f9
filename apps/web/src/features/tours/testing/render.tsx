import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { createQueryClient } from '../../../lib/react-query';
import { stubFetch } from '../../../testing/fake-fetch';

export { json } from '../../../testing/fake-fetch';

type Handler = () => Response | Promise<Response>;

/** Fake services answering by `METHOD path`; a handler needs nothing from the request. */
export function serve(routes: Record<string, Handler>) {
  return stubFetch(routes, (handler) => handler()).fetchMock;
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
