import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

/** 204 on success. A 401 means the session had already ended: the visitor is signed out either way. */
export async function logout(): Promise<void> {
  try {
    await api.post<undefined>('/api/auth/logout');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onSuccess: async () => {
      await queryClient.cancelQueries();
      // Drop everything fetched with the admin's rights, then show the sign-in form.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
