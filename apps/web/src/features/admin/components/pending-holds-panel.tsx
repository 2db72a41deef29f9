import { formatCalendarDate, formatDateTime } from '@mt/domain/format';
import { OPERATOR_TIME_ZONE } from '@mt/domain/trip-dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useLanguage } from '../../../i18n/use-language';
import { usePendingHolds } from '../api/pending-holds';
import { bookedTourTitle } from '../utils/booking-display';
import { ListState } from './list-states';
import { Panel } from './panel';

const linkClass =
  'font-semibold text-amber-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

/**
 * The Overview's pending bookings that expire soonest (docs/decisions/059): each booking, its tour
 * and date, its seats and when its hold ends (Marrakech time), one click from its page, so the
 * operator decides before the customer's request expires on its own.
 */
export function PendingHoldsPanel() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const holds = usePendingHolds();
  const list = holds.data?.items ?? [];
  const total = holds.data?.total ?? 0;
  return (
    <Panel
      title={t('overview.holds.title')}
      hint={holds.data ? t('overview.holds.hint', { count: holds.data.hold_hours }) : undefined}
    >
      <ListState query={holds} isEmpty={total === 0} emptyMessage={t('overview.holds.empty')}>
        <ul className="divide-y divide-stone-100">
          {list.map((hold) => (
            <li
              key={hold.booking_id}
              className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
            >
              <div className="min-w-0">
                <p className="text-stone-900">
                  <Link
                    to={`/admin/bookings/${hold.reference}`}
                    className={`${linkClass} whitespace-nowrap`}
                  >
                    {hold.reference}
                  </Link>{' '}
                  {hold.customer_name} · {bookedTourTitle(hold, language)}
                </p>
                <p className="text-stone-600">
                  {formatCalendarDate(hold.start_date, language, 'full')} ·{' '}
                  {t('overview.holds.seats', { count: hold.number_of_participants })}
                </p>
              </div>
              <p className="rounded-full bg-yellow-100 px-2.5 py-0.5 text-xs font-semibold text-yellow-900">
                {t('overview.holds.expires', {
                  date: formatDateTime(hold.expires_at, language, OPERATOR_TIME_ZONE),
                })}
              </p>
            </li>
          ))}
        </ul>
        {total > list.length ? (
          <Link
            to="/admin?tab=bookings&status=pending"
            className={`${linkClass} mt-3 inline-block text-sm`}
          >
            {t('overview.holds.all', { total })}
          </Link>
        ) : null}
      </ListState>
    </Panel>
  );
}
