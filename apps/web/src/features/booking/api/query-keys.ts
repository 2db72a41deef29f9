import type { AvailabilityInput, BookingPriceInput } from '@mt/contracts/bookings';

import type { Language } from '../../../i18n';

/**
 * The booking screen's queries. Prices and availability do not depend on the language; they key
 * everything the request sends, the option, people and extras included (docs/decisions/074).
 */
export const bookingKeys = {
  all: ['booking'] as const,
  tours: (language: Language) => [...bookingKeys.all, 'tours', language] as const,
  selling: (tourId: number, language: Language) =>
    [...bookingKeys.all, 'selling', tourId, language] as const,
  price: ({ tour_id, number_of_participants, start_date, ...choice }: BookingPriceInput) =>
    [
      ...bookingKeys.all,
      'price',
      tour_id,
      number_of_participants,
      start_date ?? null,
      choice,
    ] as const,
  month: (tourId: number, month: string) => [...bookingKeys.all, 'month', tourId, month] as const,
  availabilityAll: () => [...bookingKeys.all, 'availability'] as const,
  availability: ({ tour_id, start_date, number_of_participants, ...choice }: AvailabilityInput) =>
    [
      ...bookingKeys.availabilityAll(),
      tour_id,
      start_date,
      number_of_participants,
      choice,
    ] as const,
};
