import { toast } from '../../../lib/toast';

import { ApiError } from '../../../lib/api-client';
import { getErrorDetail } from '../../../lib/error-detail';

/** The session ended: the dashboard gives way to the sign-in form, which says so. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Admin error toasts (docs/product.md, Messages): the translated message, except when the session
 * ended (the sign-in form explains that once, instead of a toast per failed call). Errors are also
 * logged.
 */
export function notifyError(error: unknown, message: string): void {
  console.error(message, error);
  if (isSessionExpired(error)) return;
  // A refusal the server explained (a tier overlap, a taken tag name) says why, in the operator's
  // language (docs/decisions/031); anything else keeps the action's own message.
  const explained = error instanceof ApiError && error.reason ? getErrorDetail(error) : undefined;
  toast.error(explained ?? message);
}

/** "Upload failed: {reason}", "Delete failed: {reason}": the server's detail, else a fallback. */
export function reasonOf(error: unknown, fallback: string): string {
  return getErrorDetail(error) ?? fallback;
}
