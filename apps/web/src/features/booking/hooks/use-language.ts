import { useTranslation } from 'react-i18next';

import { getCurrentLanguage } from '../../../i18n';
import type { Language } from '../../../i18n';

/**
 * The interface language, as a value that changes on a switch: useTranslation re-renders the
 * caller when the language changes, so queries keyed on it fetch the new language.
 */
// The tours feature has the same hook; features do not import each other (CONVENTIONS.md).
export function useLanguage(): Language {
  useTranslation();
  return getCurrentLanguage();
}
