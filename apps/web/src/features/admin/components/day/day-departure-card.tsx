import type { DayDeparture } from '@mt/contracts/departure-day';
import type { Tour } from '@mt/contracts/tours';
import { formatPrice } from '@mt/domain/format';
import { inLanguage } from '@mt/domain/in-language';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useLanguage } from '../../../../i18n/use-language';
import { bookedTourTitle } from '../../utils/booking-display';
import { GuestItem } from './guest-item';

const linkClass =
  'font-semibold text-amber-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

/**
 * One departure of the day: the tour as booked, where it meets, its seats, its guests (the
 * manifest's) with what each still owes, and the pending bookings apart, not counted as guests.
 */
export function DayDepartureCard({
  departure,
  tour,
}: {
  departure: DayDeparture;
  /** The tour as it is now, for its meeting point; absent while the tours load or once deleted. */
  tour: Tour | undefined;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  const pendingId = useId();
  const meetingPoint = tour
    ? inLanguage(language, tour.meeting_point ?? '', tour.meeting_point_fr)
    : '';

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          {bookedTourTitle(departure, language)}
        </h2>
        <Link
          to={`/admin/departures/${departure.tour_id}/${departure.date}/manifest`}
          className={`${linkClass} text-sm`}
        >
          {t('day.manifest')}
        </Link>
      </div>
      {meetingPoint ? (
        <p className="mt-1 text-sm break-words text-stone-700">
          {t('day.meetingPoint', { place: meetingPoint })}
        </p>
      ) : null}
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-stone-700">
        <span className="tabular-nums">
          {t('day.seats', { booked: departure.booked, capacity: departure.capacity })}
        </span>
        <span className="font-semibold">
          {t('day.guestCount', { count: departure.totals.participants })}
        </span>
        {departure.totals.balance > 0 ? (
          <span className="font-semibold text-red-700">
            {t('day.toPay', { amount: formatPrice(departure.totals.balance, language) })}
          </span>
        ) : null}
      </p>

      {departure.guests.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('day.noGuests')}</p>
      ) : (
        <ul aria-label={t('day.guestsLabel')} className="mt-3 divide-y divide-stone-100">
          {departure.guests.map((guest) => (
            <GuestItem key={guest.id} guest={guest} />
          ))}
        </ul>
      )}

      {departure.pending_guests.length > 0 ? (
        <section
          // Named with its tour too: a day of two departures has two of these regions.
          aria-labelledby={`${pendingId} ${headingId}`}
          className="mt-4 rounded-xl border border-yellow-300 bg-yellow-50 p-3"
        >
          <h3 id={pendingId} className="font-semibold text-yellow-900">
            {t('day.pendingTitle')}
          </h3>
          <p className="text-sm text-yellow-900">{t('day.pendingHint')}</p>
          <ul className="mt-2 divide-y divide-yellow-200">
            {departure.pending_guests.map((guest) => (
              <GuestItem key={guest.id} guest={guest} pending />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
