import { SessionUserSchema } from '@mt/contracts/auth';
import type { Login, SessionUser } from '@mt/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

/**
 * 200 `{email}` with a session cookie; 401 wrong credentials; 429 rate limited
 * (docs/decisions/020-sign-in-throttle.md).
 */
export async function login(credentials: Login): Promise<SessionUser> {
  return SessionUserSchema.parse(await api.post<unknown>('/api/auth/login', credentials));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'login'],
    meta: { expectsUnauthorized: true },
    mutationFn: login,
    onSuccess: async (user) => {
      // A session check still in flight must not overwrite the fresh answer.
      await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
  });
}
