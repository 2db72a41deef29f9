import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** This query is the sign-in check: re-run it whenever another call answers 401. */
      isSessionCheck?: boolean;
    };
    mutationMeta: {
      /** A 401 from this call is an answer (e.g. a wrong password), not an ended session. */
      expectsUnauthorized?: boolean;
    };
  }
}

/** Client errors will not change on a retry; network failures and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function createQueryClient(): QueryClient {
  // A 401 from an admin call means the session ended: re-check it, which shows the sign-in form.
  const recheckSession = () =>
    void queryClient.invalidateQueries({
      predicate: (query) => query.meta?.isSessionCheck === true,
    });

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && !query.meta?.isSessionCheck) recheckSession();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error) && !mutation.meta?.expectsUnauthorized) recheckSession();
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
