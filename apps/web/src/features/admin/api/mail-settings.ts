import {
  MailSettingsSchema,
  TestMailResultSchema,
  type MailSettings,
  type MailSettingsInput,
} from '@mt/contracts/mail-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/messaging/settings (admin): the alert inbox, and what applies while it is unset. */
export function useMailSettings() {
  return useQuery({
    queryKey: adminKeys.mailSettings(),
    queryFn: async ({ signal }): Promise<MailSettings> =>
      MailSettingsSchema.parse(await api.get<unknown>('/api/messaging/settings', { signal })),
  });
}

/** PUT /api/messaging/settings: the answer is the new baseline. */
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MailSettingsInput) =>
      MailSettingsSchema.parse(await api.put<unknown>('/api/messaging/settings', input)),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.mailSettings(), saved),
  });
}

/**
 * POST /api/messaging/settings/test-mail: a real mail to the saved inbox, answered with how it
 * went; the E-mail log lists it.
 */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      TestMailResultSchema.parse(await api.post<unknown>('/api/messaging/settings/test-mail', {})),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  });
}
