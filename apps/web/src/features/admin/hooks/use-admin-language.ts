import { useTranslation } from 'react-i18next';

import { getCurrentLanguage } from '../../../i18n';
import type { Language } from '../../../i18n';

/** The interface language; the caller re-renders on a switch (useTranslation subscribes it). */
export function useAdminLanguage(): Language {
  useTranslation();
  return getCurrentLanguage();
}
