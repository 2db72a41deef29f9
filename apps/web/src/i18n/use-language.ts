import { useTranslation } from 'react-i18next';

import { FALLBACK_LANGUAGE, isLanguage } from './index';
import type { Language } from './index';

/**
 * The interface language, as a value that changes on a switch: useTranslation re-renders the
 * caller when the language changes, so queries keyed on it fetch the new language. It reads the
 * i18next instance of the React tree, not the module's, because the server renderer gives each
 * request its own instance (src/i18n/server.ts).
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  return isLanguage(resolved) ? resolved : FALLBACK_LANGUAGE;
}
