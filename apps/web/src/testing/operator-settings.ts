import { EMPTY_SETTINGS } from '@mt/contracts/settings';
import type { SiteSettings } from '@mt/contracts/settings';

import { SITE_SETTINGS_KEY } from '../components/layout/operator-details';
import { createQueryClient } from '../lib/react-query';

/**
 * The app's query client holding the operator's settings, as the server renderer hands them to
 * every page: nothing set by default (the placeholders show).
 */
export function clientWithSettings(settings: Partial<SiteSettings> = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SITE_SETTINGS_KEY, { ...EMPTY_SETTINGS, ...settings });
  return queryClient;
}
