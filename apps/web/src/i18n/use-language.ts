import { useTranslation } from 'react-i18next';

import { getCurrentLanguage } from './index';
import type { Language } from './index';

/**
 * The interface language, as a value that changes on a switch: useTranslation re-renders the
 * caller when the language changes, so queries keyed on it fetch the new language.
 */
export function useLanguage(): Language {
  useTranslation();
  return getCurrentLanguage();
}
