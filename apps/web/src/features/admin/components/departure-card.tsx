import { DepartureSettingsSchema } from '@mt/contracts/departures';
import type { Departure } from '@mt/contracts/departures';
import { TOUR_LIMITS } from '@mt/contracts/tours';
import { formatCalendarDate } from '@mt/domain/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';

import { inputClass } from '../../../components/ui/field-shell';
import { useLanguage } from '../../../i18n/use-language';
import { toast } from '../../../lib/toast';
import { useSetDeparture } from '../api/departures';
import { notifyError } from '../api/notify-error';
import { primaryButton, secondaryButton, Stat } from './list-states';
import { BookingStatusBadge } from './status-badge';

/** The id of a departure's card, which the calendar's day links to. */
export const departureAnchor = (date: string) => `departure-${date}`;

/** The capacity field: the contract's rule for a date's own capacity (1 to the tours' limit). */
const CapacityFormSchema = z.object({
  capacity: DepartureSettingsSchema.shape.capacity.unwrap(),
});
type CapacityForm = z.infer<typeof CapacityFormSchema>;

/** One departure: its figures, its bookings, and the operator's capacity and sales for it. */
export function DepartureCard({ departure }: { departure: Departure }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const id = useId();
  const dateText = formatCalendarDate(departure.date, language, 'full');
  const save = useSetDeparture(departure.tour_id);
  const form = useForm<CapacityForm>({
    resolver: zodResolver(CapacityFormSchema),
    defaultValues: { capacity: departure.capacity },
  });
  const settings = (changes: Partial<{ capacity: number | null; sales_stopped: boolean }>) => ({
    capacity: departure.capacity_set ? departure.capacity : null,
    sales_stopped: departure.sales_stopped,
    ...changes,
  });
  const apply = (changes: Parameters<typeof settings>[0], done: string) =>
    save.mutate(
      { date: departure.date, settings: settings(changes) },
      {
        onSuccess: (updated) => {
          form.reset({ capacity: updated.capacity });
          toast.success(done);
        },
        onError: (error) => notifyError(error, t('departures.toasts.saveFailed')),
      },
    );
  const capacityError = form.formState.errors.capacity;

  return (
    <li id={departureAnchor(departure.date)} className="scroll-mt-24">
      <article
        aria-labelledby={`${id}-title`}
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
            {dateText}
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            {departure.sales_stopped ? (
              <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
                {t('departures.salesStopped')}
              </span>
            ) : null}
            <Link
              to={`/admin/departures/${departure.tour_id}/${departure.date}/manifest`}
              className={secondaryButton}
            >
              {t('departures.openManifest')}
            </Link>
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label={t('departures.capacity')} value={departure.capacity} />
          <Stat label={t('departures.booked')} value={departure.booked} tone="blue" />
          <Stat
            label={t('departures.seatsLeft')}
            value={departure.seats_left}
            tone={departure.seats_left === 0 ? 'red' : 'green'}
          />
          <Stat label={t('departures.pending')} value={departure.pending} />
        </dl>

        {departure.bookings.length > 0 ? (
          <ul aria-label={t('departures.bookingsLabel')} className="mt-4 divide-y divide-stone-100">
            {departure.bookings.map((booking) => (
              <li
                key={booking.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <span className="font-medium text-stone-900">{booking.customer_name}</span>
                <span className="text-stone-600">
                  {t('departures.participants', { count: booking.number_of_participants })}
                </span>
                <BookingStatusBadge status={booking.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-stone-600">{t('departures.noBookings')}</p>
        )}

        <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-stone-100 pt-4">
          <form
            noValidate
            // A named form is a landmark: each card's names its own date, so the month's
            // landmarks differ (docs/product.md, Accessibility).
            aria-label={t('departures.capacityForm', { date: dateText })}
            onSubmit={form.handleSubmit(({ capacity }) =>
              apply({ capacity }, t('departures.toasts.capacitySaved')),
            )}
            className="flex flex-wrap items-end gap-2"
          >
            <div>
              <label
                htmlFor={`${id}-capacity`}
                className="block text-sm font-semibold text-stone-800"
              >
                {t('departures.capacityLabel')}
              </label>
              <input
                id={`${id}-capacity`}
                type="number"
                inputMode="numeric"
                min={1}
                max={TOUR_LIMITS.maxParticipants}
                aria-invalid={capacityError ? true : undefined}
                aria-describedby={capacityError ? `${id}-capacity-error` : undefined}
                className={`${inputClass} w-28`}
                {...form.register('capacity', { valueAsNumber: true })}
              />
            </div>
            <button type="submit" disabled={save.isPending} className={primaryButton}>
              {t('departures.saveCapacity')}
            </button>
            {departure.capacity_set ? (
              <button
                type="button"
                disabled={save.isPending}
                onClick={() => apply({ capacity: null }, t('departures.toasts.capacitySaved'))}
                className={secondaryButton}
              >
                {t('departures.useTourMaximum')}
              </button>
            ) : null}
            {capacityError ? (
              <p id={`${id}-capacity-error`} role="alert" className="w-full text-sm text-red-700">
                {t('departures.capacityInvalid', { max: TOUR_LIMITS.maxParticipants })}
              </p>
            ) : null}
          </form>
          <button
            type="button"
            disabled={save.isPending}
            onClick={() =>
              departure.sales_stopped
                ? apply({ sales_stopped: false }, t('departures.toasts.salesResumed'))
                : apply({ sales_stopped: true }, t('departures.toasts.salesStopped'))
            }
            className={`${secondaryButton} sm:ml-auto`}
          >
            {departure.sales_stopped ? t('departures.resumeSales') : t('departures.stopSales')}
          </button>
        </div>
      </article>
    </li>
  );
}
