import { PromoCodeSchema, type PromoCode, type PromoCodeInput } from '@mt/contracts/promo-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/bookings/promo-codes (admin, docs/decisions/074): every code, by name. */
export function usePromoCodes() {
  return useQuery({
    queryKey: adminKeys.promoCodes(),
    queryFn: async ({ signal }) =>
      z
        .array(PromoCodeSchema)
        .parse(await api.get<unknown>('/api/bookings/promo-codes', { signal })),
  });
}

/** POST for a new code (id null), PUT for a change; the list reloads after either. */
export function useSavePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: PromoCodeInput }) =>
      PromoCodeSchema.parse(
        id === null
          ? await api.post<unknown>('/api/bookings/promo-codes', input)
          : await api.put<unknown>(`/api/bookings/promo-codes/${id}`, input),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promoCodes() }),
  });
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/bookings/promo-codes/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promoCodes() }),
  });
}

/** A code as the form sends it back: its stored rules, to switch it on or off alone. */
export function promoInputOf(code: PromoCode, active = code.active): PromoCodeInput {
  const { id: _id, uses: _uses, created_at: _created, ...rest } = code;
  return { ...rest, active };
}
