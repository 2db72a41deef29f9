import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';

import { createQueryClient } from '../../../lib/react-query';
import { stubFetch } from '../../../testing/fake-fetch';

export { json, noContent } from '../../../testing/fake-fetch';

export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Fake services behind the gateway; a handler gets the request's init (method, body). */
export function serve(routes: Record<string, Handler>) {
  return stubFetch(routes, (handler, init) => handler(init));
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
