import { InboxListSchema, InboxMessageSchema } from '@mt/contracts/messaging';
import type { InboxList, InboxMessage, InboxState } from '@mt/contracts/messaging';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * GET /api/messaging/inbox (admin): every contact message, newest first, with the count in each
 * state; the tab filters the list itself, so the counts and the filters always agree.
 */
export async function getInbox(signal?: AbortSignal): Promise<InboxList> {
  return InboxListSchema.parse(await api.get<unknown>('/api/messaging/inbox', { signal }));
}

export const inboxQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.inbox(), queryFn: ({ signal }) => getInbox(signal) });

export function useInbox() {
  return useQuery(inboxQueryOptions());
}

/** PATCH /api/messaging/inbox/:id: read, handled, or back to new. */
export async function setInboxState(id: number, state: InboxState): Promise<InboxMessage> {
  return InboxMessageSchema.parse(
    await api.patch<unknown>(`/api/messaging/inbox/${id}`, { state }),
  );
}

export function useSetInboxState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: InboxState }) => setInboxState(id, state),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.inbox() }),
  });
}
