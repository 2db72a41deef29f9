import { NotificationSchema } from '@mt/contracts/messaging';
import type { Notification } from '@mt/contracts/messaging';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { sortNewestFirst } from './bookings';

const NotificationListSchema = z.array(NotificationSchema);

/** GET /api/messaging/notifications (admin), newest first. */
export async function getMessages(signal?: AbortSignal): Promise<Notification[]> {
  return sortNewestFirst(
    NotificationListSchema.parse(
      await api.get<unknown>('/api/messaging/notifications', { signal }),
    ),
  );
}

export const messagesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.messages(), queryFn: ({ signal }) => getMessages(signal) });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}

/**
 * docs/product.md (States): the admin can retry a failed message; 409 when it is no longer failed.
 */
export async function retryMessage(id: number): Promise<Notification> {
  return NotificationSchema.parse(
    await api.post<unknown>(`/api/messaging/notifications/${id}/retry`),
  );
}

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    // Not awaited: a row that the reload removes would unmount before its mutate() callbacks (the
    // success toast) could run.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  });
}
