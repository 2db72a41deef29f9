import { useMutation, useQueryClient } from '@tanstack/react-query';

import { PUBLIC_TOURS_KEY } from './admin-keys';

/**
 * A change the public tour pages show too (a tour's prices or tags): the admin's `reload` keys and
 * the public pages' cached copies become stale.
 */
export function usePublicTourMutation<TVariables, TResult>(
  fn: (variables: TVariables) => Promise<TResult>,
  reload: (variables: TVariables) => readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: a row that the reload removes would unmount before its mutate() callbacks (the
    // success toast) could run.
    onSuccess: (_result, variables) =>
      void Promise.all(
        [...reload(variables), PUBLIC_TOURS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
