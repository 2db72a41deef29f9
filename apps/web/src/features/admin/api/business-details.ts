import { SiteSettingsSchema } from '@mt/contracts/settings';
import type { SiteSettings } from '@mt/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SITE_SETTINGS_KEY } from '../../../components/layout/operator-details';
import { api } from '../../../lib/api-client';

/**
 * PUT /api/tours/settings: the whole set of the operator's details. The answer replaces the
 * settings every page reads, so the footer and chat button of this very page follow at once.
 */
export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SiteSettings) =>
      SiteSettingsSchema.parse(await api.put<unknown>('/api/tours/settings', input)),
    onSuccess: (saved) => queryClient.setQueryData(SITE_SETTINGS_KEY, saved),
  });
}
