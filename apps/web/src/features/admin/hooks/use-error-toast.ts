import { useEffect } from 'react';

import { notifyError } from '../api/notify-error';

/**
 * docs/product.md (Messages): a list that fails to load says so once per failure, e.g. "Failed to
 * fetch bookings".
 */
export function useErrorToast(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  message: string,
) {
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notifyError(error, message);
    // The message is read when the failure happens; a language switch does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt]);
}
