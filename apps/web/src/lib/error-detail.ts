import { i18n } from '../i18n';
import { refusalTranslator } from '../i18n/refusals';
import { ApiError } from './api-client';

const translateRefusal = refusalTranslator(i18n);

/**
 * The server's explanation when it is meant for the user: client errors (4xx) only, in the
 * reader's language when the answer names a known refusal (docs/decisions/031), else the server's
 * detail. Server errors hide their text (docs/product.md, Errors from the services) and a missing
 * response has none, so callers show their translated fallback instead:
 * `getErrorDetail(error) ?? t('…')`. Only forms import it, so the catalogue of refusals stays out
 * of the pages that have none (docs/decisions/037).
 */
export function getErrorDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const translated = error.reason && translateRefusal(error.reason, error.params ?? {});
    return translated || error.detail || undefined;
  }
  return undefined;
}
