import type { AvailabilityInput, BookingPriceInput } from '@mt/contracts/bookings';

import type { Language } from '../../../i18n';

/** The booking screen's queries. Prices and availability do not depend on the language. */
export const bookingKeys = {
  all: ['booking'] as const,
  tours: (language: Language) => [...bookingKeys.all, 'tours', language] as const,
  price: ({ tour_id, number_of_participants, start_date }: BookingPriceInput) =>
    [...bookingKeys.all, 'price', tour_id, number_of_participants, start_date ?? null] as const,
  month: (tourId: number, month: string) => [...bookingKeys.all, 'month', tourId, month] as const,
  availabilityAll: () => [...bookingKeys.all, 'availability'] as const,
  availability: ({ tour_id, start_date, number_of_participants }: AvailabilityInput) =>
    [...bookingKeys.availabilityAll(), tour_id, start_date, number_of_participants] as const,
};
