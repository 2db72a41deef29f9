import { SessionUserSchema } from '@mt/contracts/auth';
import type { SessionUser } from '@mt/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, api } from '../../../lib/api-client';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** 200 `{email}` means signed in; 401 means signed out, an answer and not an error. */
export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return SessionUserSchema.parse(await api.get<unknown>('/api/auth/me', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    meta: { isSessionCheck: true },
  });

/** The signed-in admin (`data` is null when signed out). */
export function useSession() {
  return useQuery(sessionQueryOptions());
}
