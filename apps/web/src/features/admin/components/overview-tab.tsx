import { formatCalendarDate } from '@mt/domain/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useLanguage } from '../../../i18n/use-language';
import { useUnviewedBookings } from '../api/bookings';
import { useUpcomingDepartures } from '../api/departures';
import { useInbox } from '../api/inbox';
import { bookedTourTitle } from '../utils/booking-display';
import { GoingLiveChecklist } from './going-live-checklist';
import { ListState } from './list-states';
import { Panel } from './panel';
import { PendingHoldsPanel } from './pending-holds-panel';

const linkClass =
  'font-semibold text-amber-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

/**
 * The Overview tab, the dashboard's first (docs/product.md, Admin dashboard): what is still to set
 * before going live (docs/decisions/065), today's and the next 7 days' departures, the pending
 * bookings that expire soonest, the bookings not yet viewed and the unread messages, each one
 * click from its detail.
 */
export function OverviewTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-3 empty:hidden">
        <GoingLiveChecklist />
      </div>
      <div className="space-y-6 lg:col-span-2">
        <UpcomingDepartures />
        <PendingHoldsPanel />
      </div>
      <div className="space-y-6">
        <NewBookings />
        <UnreadMessages />
      </div>
    </div>
  );
}

function UpcomingDepartures() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const departures = useUpcomingDepartures();
  const list = departures.data ?? [];
  return (
    <Panel title={t('overview.departures.title')}>
      <ListState
        query={departures}
        isEmpty={list.length === 0}
        emptyMessage={t('overview.departures.empty')}
      >
        <ul className="divide-y divide-stone-100">
          {list.map((departure) => (
            <li
              key={`${departure.tour_id}-${departure.date}`}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  {departure.bookings[0] ? bookedTourTitle(departure.bookings[0], language) : ''}
                </p>
                <p className="text-sm text-stone-600">
                  {formatCalendarDate(departure.date, language, 'full')}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span className="tabular-nums">
                  {t('overview.departures.seats', {
                    booked: departure.booked,
                    capacity: departure.capacity,
                  })}
                </span>
                {departure.pending > 0 ? (
                  <span className="rounded-full bg-yellow-100 px-2.5 py-0.5 text-xs font-semibold text-yellow-900">
                    {t('overview.departures.pending', { count: departure.pending })}
                  </span>
                ) : null}
                <Link
                  to={`/admin/departures/${departure.tour_id}/${departure.date}/manifest`}
                  className={linkClass}
                >
                  {t('departures.openManifest')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
    </Panel>
  );
}

function NewBookings() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const bookings = useUnviewedBookings();
  const unviewed = bookings.data?.items ?? [];
  const count = bookings.data?.total ?? 0;
  return (
    <Panel title={t('overview.bookings.title', { count })}>
      <ListState query={bookings} isEmpty={count === 0} emptyMessage={t('overview.bookings.empty')}>
        <ul className="space-y-2 text-sm">
          {unviewed.map((booking) => (
            <li key={booking.id}>
              <Link
                to={`/admin/bookings/${booking.reference}`}
                className={`${linkClass} whitespace-nowrap`}
              >
                {booking.reference}
              </Link>{' '}
              {booking.customer_name} · {bookedTourTitle(booking, language)}
            </li>
          ))}
        </ul>
        {count > unviewed.length ? (
          <Link to="/admin?tab=bookings" className={`${linkClass} mt-3 inline-block text-sm`}>
            {t('overview.bookings.all')}
          </Link>
        ) : null}
      </ListState>
    </Panel>
  );
}

function UnreadMessages() {
  const { t } = useTranslation('admin');
  const inbox = useInbox();
  const unread = inbox.data?.counts.new ?? 0;
  return (
    <Panel title={t('overview.messages.title', { count: unread })}>
      <ListState query={inbox} isEmpty={false} emptyMessage="">
        <p className="text-sm text-stone-700">
          {unread > 0
            ? t('overview.messages.some', { count: unread })
            : t('overview.messages.none')}
        </p>
        <Link to="/admin?tab=inbox" className={`${linkClass} mt-3 inline-block text-sm`}>
          {t('overview.messages.open')}
        </Link>
      </ListState>
    </Panel>
  );
}
