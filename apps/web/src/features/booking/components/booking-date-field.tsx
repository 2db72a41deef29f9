import type { BookingWindow } from '@mt/domain/trip-dates';
import { formatCalendarDate } from '@mt/domain/format';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import type { Language } from '../../../i18n';
import { lastStartFor } from './booking-rules';
import type { BookingTourRules } from './booking-rules';

type BookingDateFieldProps = {
  /** The tour's bookable departures, or null when it has no fixed dates. */
  departures: readonly string[] | null;
  tour: BookingTourRules | undefined;
  bookable: BookingWindow;
  language: Language;
  field: UseFormRegisterReturn<'start_date'>;
  error: string | undefined;
};

/**
 * The start date: a date picker bounded by today in Marrakech and the horizon, or the tour's
 * fixed departures to choose from, or, when it has none left, a way to ask for other dates.
 */
export function BookingDateField({
  departures,
  tour,
  bookable,
  language,
  field,
  error,
}: BookingDateFieldProps) {
  const { t } = useTranslation('booking');
  if (departures === null) {
    return (
      <TextField
        label={t('form.startDate')}
        type="date"
        min={bookable.today}
        max={lastStartFor(bookable, tour)}
        // Today in Marrakech, read from each side's time-zone data, which may disagree about
        // Morocco around midnight (@mt/domain/format-time-zone): the browser's bounds win, quietly.
        suppressHydrationWarning
        required
        error={error}
        {...field}
      />
    );
  }
  if (departures.length > 0) {
    return (
      <SelectField
        label={t('form.departure')}
        hint={t('form.departureHint')}
        required
        error={error}
        {...field}
      >
        <option value="">{t('form.departurePlaceholder')}</option>
        {departures.map((date) => (
          <option key={date} value={date}>
            {formatCalendarDate(date, language, 'long')}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {t('form.noDepartures')}{' '}
      <Link to={paths.contact} className="font-semibold underline underline-offset-2">
        {t('form.askForDates')}
      </Link>
    </p>
  );
}
