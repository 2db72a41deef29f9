import { IsoDateSchema } from '@mt/contracts/common';
import { formatCalendarDate } from '@mt/domain/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { ErrorState } from '../../../../components/ui/error-state';
import { Spinner } from '../../../../components/ui/spinner';
import { useLanguage } from '../../../../i18n/use-language';
import { useDepartureDay } from '../../api/departure-day';
import { useAdminTours } from '../../api/tours';
import { dayPath, operatorDays } from '../../utils/operator-days';
import { secondaryButton } from '../list-states';
import { DayDepartureCard } from './day-departure-card';

const switchLink =
  'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

/**
 * The operator's morning check (docs/product.md, Admin dashboard; docs/decisions/066): every
 * tour's departures of one day, each guest with what the driver and the guide need, a call and
 * WhatsApp link, and what is still to pay with a one-tap "Balance paid". `/admin/days/{date}`,
 * made to be read on a phone.
 */
export function DayPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const pickerId = useId();
  const date = useParams().date ?? '';
  const valid = IsoDateSchema.safeParse(date).success;
  const day = useDepartureDay(date, valid);
  const tours = useAdminTours();
  const { today, tomorrow } = operatorDays();
  const which = date === today ? 'today' : date === tomorrow ? 'tomorrow' : 'other';

  // A date field holds partial years while one is typed: only a whole, bounded day navigates.
  const pick = (value: string) => {
    if (IsoDateSchema.safeParse(value).success) void navigate(dayPath(value));
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 text-stone-900">
      <Link to="/admin" className={secondaryButton}>
        {t('day.back')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{t(`day.headings.${which}`)}</h1>
      {valid ? (
        <p className="mt-1 text-stone-700">{formatCalendarDate(date, language, 'full')}</p>
      ) : null}

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <nav aria-label={t('day.switchLabel')} className="flex rounded-full bg-stone-100 p-1">
          {(['today', 'tomorrow'] as const).map((option) => {
            const target = option === 'today' ? today : tomorrow;
            const current = target === date;
            return (
              <Link
                key={option}
                to={dayPath(target)}
                aria-current={current ? 'page' : undefined}
                className={`${switchLink} ${current ? 'bg-white text-amber-800 shadow-sm' : 'text-stone-700 hover:text-stone-900'}`}
              >
                {t(`day.${option}`)}
              </Link>
            );
          })}
        </nav>
        <div className="flex flex-col">
          <label htmlFor={pickerId} className="text-sm font-semibold text-stone-700">
            {t('day.pickDate')}
          </label>
          <input
            id={pickerId}
            type="date"
            min="2000-01-01"
            max="2100-12-31"
            defaultValue={valid ? date : ''}
            key={date}
            onChange={(event) => pick(event.target.value)}
            className="mt-1 rounded-lg border border-stone-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
          />
        </div>
      </div>

      <div className="mt-6">
        {!valid ? (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
            {t('day.invalidDate')}
          </p>
        ) : day.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : day.isError ? (
          <ErrorState
            message={t('day.loadFailed')}
            actionLabel={t('common.tryAgain')}
            onAction={() => void day.refetch()}
          />
        ) : day.data.departures.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            {t(`day.empty.${which}`)}
          </p>
        ) : (
          <ul aria-label={t('day.listLabel')} className="space-y-6">
            {day.data.departures.map((departure) => (
              <li key={departure.tour_id}>
                <DayDepartureCard
                  departure={departure}
                  tour={tours.data?.find((tour) => tour.id === departure.tour_id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
