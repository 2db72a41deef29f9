import type { CalendarDay } from '@mt/contracts/bookings';
import type { Language } from '@mt/contracts/common';
import { formatCalendarDate, formatCalendarMonth, formatWeekday } from '@mt/domain/format';
import { addMonths } from '@mt/domain/trip-dates';
import type { BookingWindow } from '@mt/domain/trip-dates';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import type { ClassNames, Modifiers } from 'react-day-picker';
import { useTranslation } from 'react-i18next';

import { useTourMonth } from '../api/get-tour-month';

export type BookingCalendarProps = {
  tourId: number;
  /** The chosen start date (`YYYY-MM-DD`), or '' for none. */
  value: string;
  onChange: (date: string) => void;
  language: Language;
  /** Today in Marrakech to the last date the form offers: the months one can move between. */
  bookable: BookingWindow;
  /** The month shown first when no date is chosen (a fixed-departure tour's first departure). */
  initialMonth?: string;
};

const pad = (value: number) => String(value).padStart(2, '0');
/** DayPicker's days are local midnights; the site's dates are calendar dates without a zone. */
const toDate = (iso: string) =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const toIso = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const monthOf = (iso: string) => iso.slice(0, 7);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Tailwind for DayPicker's parts, without its stylesheet. */
const CLASS_NAMES: Partial<ClassNames> = {
  root: 'relative w-full max-w-sm',
  months: 'relative',
  month: 'space-y-3',
  month_caption: 'flex h-10 items-center justify-center',
  caption_label: 'text-base font-semibold text-stone-900 first-letter:uppercase',
  nav: 'absolute inset-x-0 top-0 flex h-10 items-center justify-between',
  button_previous:
    'flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-30',
  button_next:
    'flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-30',
  chevron: 'size-5 fill-current',
  month_grid: 'w-full border-collapse',
  weekdays: '',
  weekday: 'pb-1 text-center text-xs font-medium text-stone-600',
  week: '',
  day: 'p-0.5 text-center',
  day_button:
    'relative mx-auto flex size-10 items-center justify-center rounded-full text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700',
  today: 'font-bold',
  selected: '',
  disabled: '',
  outside: 'invisible',
  footer: 'mt-2 min-h-5 text-sm text-stone-700',
};

/** How a day looks, by its state; a few-places day also carries a dot. */
const MODIFIER_CLASS_NAMES = {
  open: '[&>button]:text-stone-900 [&>button]:hover:bg-amber-100',
  unavailable: '[&>button]:cursor-not-allowed [&>button]:text-stone-400',
  soldOut: '[&>button]:line-through [&>button]:decoration-2',
  few: "[&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:size-1 [&>button]:after:rounded-full [&>button]:after:bg-amber-600 [&>button]:after:content-['']",
  selected: '[&>button]:bg-amber-700 [&>button]:text-white [&>button]:hover:bg-amber-800',
};

/**
 * The date step's month calendar (docs/decisions/040-booking-calendar.md): the days the tour
 * runs, with sold-out and closed days disabled and "few places left" marked only when true, as
 * the bookings service answers them month by month. react-day-picker gives the grid its keyboard
 * (arrows, Home/End, Page Up/Down, Enter) and roles; every word is the page's language. Loaded
 * lazily, after the page is live, so the booking page's first scripts do not carry it.
 */
export default function BookingCalendar({
  tourId,
  value,
  onChange,
  language,
  bookable,
  initialMonth,
}: BookingCalendarProps) {
  const { t } = useTranslation('booking');
  const firstMonth = monthOf(bookable.today);
  const lastMonth = monthOf(bookable.lastDate);
  const within = (month: string) =>
    month < firstMonth ? firstMonth : month > lastMonth ? lastMonth : month;
  const [month, setMonth] = useState(() =>
    within(value ? monthOf(value) : (initialMonth ?? firstMonth)),
  );

  // A date typed or picked elsewhere shows its month (state adjusted while rendering, as React's
  // "You might not need an effect" shows).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (ISO_DATE.test(value)) setMonth(within(monthOf(value)));
  }

  // The shown month and its neighbours: the keyboard moves from one month's edge into the next
  // only onto a day known to be open, so the months on either side are read with it.
  const neighbour = (offset: number) => {
    const candidate = addMonths(`${month}-01`, offset).slice(0, 7);
    return candidate >= firstMonth && candidate <= lastMonth ? candidate : null;
  };
  const query = useTourMonth(tourId, month);
  const previous = useTourMonth(tourId, neighbour(-1));
  const next = useTourMonth(tourId, neighbour(1));
  const queries = [previous, query, next];
  // A few dozen days: rebuilt on each render rather than memoized over a fresh array.
  const days = new Map<string, CalendarDay>(
    queries.flatMap((each) => each.data?.days ?? []).map((day) => [day.date, day]),
  );
  const isOpen = (date: Date) => days.get(toIso(date))?.state === 'open';

  const describe = (iso: string): string => {
    const date = formatCalendarDate(iso, language, 'full');
    const day = days.get(iso);
    if (!day) return date;
    if (day.state === 'open' && day.few_left && day.seats_left !== null) {
      return t('calendar.day.few', { date, count: day.seats_left });
    }
    return t(`calendar.day.${day.state}`, { date });
  };

  const chosen = value && days.get(value);
  let footer = '';
  if (query.isPending) footer = t('calendar.loading');
  else if (query.isError) footer = t('calendar.error');
  else if (chosen) footer = t('calendar.chosen', { day: describe(value) });

  return (
    // A named group: a screen reader announces "Available dates" on entering, then each month's
    // grid by its own name.
    <div
      role="group"
      aria-label={t('calendar.label')}
      className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:p-4"
    >
      <DayPicker
        mode="single"
        lang={language}
        weekStartsOn={1}
        month={toDate(`${month}-01`)}
        onMonthChange={(date) => setMonth(within(monthOf(toIso(date))))}
        startMonth={toDate(`${firstMonth}-01`)}
        endMonth={toDate(`${lastMonth}-01`)}
        today={toDate(bookable.today)}
        selected={ISO_DATE.test(value) ? toDate(value) : undefined}
        onSelect={(date) => {
          if (date) onChange(toIso(date));
        }}
        disabled={(date) => !isOpen(date)}
        modifiers={{
          open: isOpen,
          unavailable: (date) => !isOpen(date),
          soldOut: (date) => days.get(toIso(date))?.state === 'sold_out',
          few: (date) => days.get(toIso(date))?.few_left === true,
        }}
        modifiersClassNames={MODIFIER_CLASS_NAMES}
        classNames={CLASS_NAMES}
        formatters={{
          formatCaption: (date) => formatCalendarMonth(monthOf(toIso(date)), language),
          formatWeekdayName: (date) => formatWeekday(toIso(date), language, 'short'),
        }}
        labels={{
          labelGrid: (date) => formatCalendarMonth(monthOf(toIso(date)), language),
          labelNav: () => t('calendar.nav'),
          labelNext: () => t('calendar.next'),
          labelPrevious: () => t('calendar.previous'),
          labelWeekday: (date) => formatWeekday(toIso(date), language, 'long'),
          labelDayButton: (date: Date, modifiers: Modifiers) => {
            const label = describe(toIso(date));
            return modifiers.selected ? t('calendar.selected', { day: label }) : label;
          },
        }}
        footer={footer}
      />
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="size-1.5 rounded-full bg-amber-600" />
          {t('calendar.legend.few')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="line-through decoration-2">12</span>
          {t('calendar.legend.soldOut')}
        </li>
      </ul>
    </div>
  );
}
