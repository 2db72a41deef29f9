import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { getErrorDetail } from '../../../lib/error-detail';
import { markServerErrors } from '../../../lib/lazy-resolver';
import { newRequestKey } from '../../../lib/request-key';
import { toast } from '../../../lib/toast';
import { useCreateBooking } from '../api/create-booking';
import type { BookableTour } from '../api/get-booking-tours';
import { bookingKeys } from '../api/query-keys';
import { keepConfirmation } from '../confirmation/storage';
import { BOOKING_FIELDS, errorsFromServer } from './booking-rules';
import type { BookingData, BookingValues } from './booking-rules';

/**
 * Sends a valid booking, once per attempt, and says how it went: home with the confirmation, or
 * the refusal in the visitor's language, its fields marked on the form.
 */
export function useSubmitBooking(setError: UseFormSetError<BookingValues>) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateBooking();
  /** The attempt being sent: its details and its Idempotency-Key. */
  const attempt = useRef<{ body: string; key: string } | undefined>(undefined);

  const submit = (input: BookingData, tour: BookableTour | undefined) => {
    if (create.isPending) return;
    // The same details sent again (after a dropped connection) are the same attempt: the server
    // answers its first booking rather than booking twice (docs/decisions/030).
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: newRequestKey() };
    create.mutate(
      { input, idempotencyKey: attempt.current.key },
      {
        onSuccess: (booking) => {
          attempt.current = undefined;
          // Kept on the home page until dismissed, in the visitor's words for the tour
          // (docs/decisions/038-booking-path.md).
          keepConfirmation({
            id: booking.id,
            tour_title: tour?.title ?? booking.tour_title,
            duration: tour?.duration ?? null,
            start_date: booking.start_date,
            end_date: booking.end_date,
            number_of_participants: booking.number_of_participants,
            total_price: booking.total_price,
            email: booking.email,
          });
          // Back to the home page (docs/product.md, Screens, Booking); the language is remembered (docs/decisions/006).
          void navigate(paths.home);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // The departure filled up since the last check: say how (in the visitor's language,
            // docs/decisions/031) and show the seats left.
            toast.error((error.reason && getErrorDetail(error)) || t('toast.full'));
            void queryClient.invalidateQueries({ queryKey: bookingKeys.availabilityAll() });
            return;
          }
          if (error instanceof ApiError && error.status === 429) {
            toast.error(t('toast.rateLimited'));
            return;
          }
          if (error instanceof ApiError && error.status === 400) {
            markServerErrors(setError, BOOKING_FIELDS, errorsFromServer(error.errors));
          }
          toast.error(t('toast.error'));
        },
      },
    );
  };
  return { submit, isPending: create.isPending };
}
