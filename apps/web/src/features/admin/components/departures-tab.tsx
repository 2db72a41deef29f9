import type { Departure } from '@mt/contracts/departures';
import { monthBounds } from '@mt/domain/departure-availability';
import { formatCalendarMonth, formatWeekday } from '@mt/domain/format';
import { addDays, addMonths, daysBetween, todayIn } from '@mt/domain/trip-dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../i18n/use-language';
import { useDepartures } from '../api/departures';
import { useAdminTours } from '../api/tours';
import { useErrorToast } from '../hooks/use-error-toast';
import { DepartureCard, departureAnchor } from './departure-card';
import { ListState, secondaryButton } from './list-states';
import { TourPicker } from './tour-picker';

const thisMonth = () => todayIn().slice(0, 7);
const shiftMonth = (month: string, by: number) => addMonths(`${month}-01`, by).slice(0, 7);

/**
 * The Departures tab (docs/product.md, Departures): one tour's month as a calendar and as a list
 * of its departures, each with capacity, seats booked and left, its bookings, and the operator's
 * capacity and sales for that date.
 */
export function DeparturesTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const tours = useAdminTours();
  const [tourId, setTourId] = useState<number | null>(null);
  const [month, setMonth] = useState(thisMonth);
  const list = tours.data ?? [];
  const tour = list.find((candidate) => candidate.id === tourId) ?? list[0];

  return (
    <div className="space-y-6">
      <ListState query={tours} isEmpty={list.length === 0} emptyMessage={t('tours.empty')}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <TourPicker
            label={t('departures.tourLabel')}
            tours={list}
            selected={tour?.id ?? null}
            onSelect={setTourId}
          />
          <nav aria-label={t('departures.monthNav')} className="flex items-center gap-2">
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setMonth(shiftMonth(month, -1))}
            >
              <span aria-hidden="true">←</span> {t('departures.previousMonth')}
            </button>
            {/* The month shrinks (and wraps) between the buttons on a phone, within the screen. */}
            <h3
              aria-live="polite"
              className="min-w-0 flex-1 text-center font-semibold text-stone-900 sm:min-w-36 sm:flex-none"
            >
              {formatCalendarMonth(month, language)}
            </h3>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setMonth(shiftMonth(month, 1))}
            >
              {t('departures.nextMonth')} <span aria-hidden="true">→</span>
            </button>
          </nav>
        </div>
        {tour ? <TourMonth key={tour.id} tourId={tour.id} month={month} /> : null}
      </ListState>
    </div>
  );
}

function TourMonth({ tourId, month }: { tourId: number; month: string }) {
  const { t } = useTranslation('admin');
  const departures = useDepartures(tourId, month);
  useErrorToast(departures, t('departures.toasts.loadFailed'));
  const list = departures.data ?? [];
  return (
    <div className="space-y-6" aria-busy={departures.isFetching}>
      {departures.data ? <MonthGrid month={month} departures={list} /> : null}
      <ListState
        query={departures}
        isEmpty={list.length === 0}
        emptyMessage={t('departures.empty')}
      >
        <ul aria-label={t('departures.listLabel')} className="space-y-4">
          {list.map((departure) => (
            <DepartureCard key={departure.date} departure={departure} />
          ))}
        </ul>
      </ListState>
      {departures.isFetching && departures.data ? <Spinner label={t('common.loading')} /> : null}
    </div>
  );
}

/** The month as a calendar, Monday first; a departure's day links to its card below. */
function MonthGrid({ month, departures }: { month: string; departures: readonly Departure[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { first, last } = monthBounds(month);
  const byDate = new Map(departures.map((departure) => [departure.date, departure]));
  // 2024-01-01 was a Monday: how many days the month's first day is past a Monday.
  const leading = ((daysBetween(MONDAY, first) % 7) + 7) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: daysBetween(first, last) + 1 }, (_, index) => addDays(first, index)),
  ];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, index) =>
    cells.slice(index * 7, index * 7 + 7),
  );

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] table-fixed border-separate border-spacing-1 text-center text-sm">
        <caption className="sr-only">
          {t('departures.calendarLabel', { month: formatCalendarMonth(month, language) })}
        </caption>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, index) => addDays(MONDAY, index)).map((day) => (
              <th key={day} scope="col" className="py-1 text-xs font-semibold text-stone-500">
                <abbr title={formatWeekday(day, language, 'long')} className="no-underline">
                  {formatWeekday(day, language, 'short')}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, index) =>
                date ? (
                  <DayCell key={date} date={date} departure={byDate.get(date)} />
                ) : (
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const MONDAY = '2024-01-01';

function DayCell({ date, departure }: { date: string; departure: Departure | undefined }) {
  const { t } = useTranslation('admin');
  const dayNumber = Number(date.slice(8));
  if (!departure) {
    return <td className="rounded-lg p-2 text-stone-500">{dayNumber}</td>;
  }
  const tone = departure.sales_stopped
    ? 'border-stone-400 bg-stone-100 text-stone-800'
    : departure.seats_left === 0
      ? 'border-red-300 bg-red-50 text-red-800'
      : 'border-amber-300 bg-amber-50 text-amber-900';
  return (
    <td>
      <a
        href={`#${departureAnchor(date)}`}
        className={`block rounded-lg border p-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 ${tone}`}
      >
        <span className="block font-semibold">{dayNumber}</span>
        <span className="block text-xs tabular-nums">
          {departure.sales_stopped
            ? t('departures.stoppedShort')
            : t('departures.bookedOf', { booked: departure.booked, capacity: departure.capacity })}
        </span>
      </a>
    </td>
  );
}
