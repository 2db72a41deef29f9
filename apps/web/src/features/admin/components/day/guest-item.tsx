import type { AdminBooking } from '@mt/contracts/booking-record';
import { owesMoney } from '@mt/domain/booking-balance';
import { toCents } from '@mt/domain/money';
import { phoneLinks } from '@mt/domain/phone-links';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useBalanceText } from '../booking-record/booking-money';
import { secondaryButton } from '../list-states';
import { BalancePaid } from './balance-paid';

const contactLink = `${secondaryButton} min-h-11 px-4`;

/**
 * One guest of the day: name (to the booking's page), people, pickup place and requests, the
 * phone as a call and a WhatsApp link, and what is still to pay with "Balance paid". A pending
 * booking shows the same, marked, without the payment: it is not a guest until confirmed.
 */
export function GuestItem({ guest, pending = false }: { guest: AdminBooking; pending?: boolean }) {
  const { t } = useTranslation('admin');
  const balance = useBalanceText(guest);
  const links = phoneLinks(guest.phone);
  const name = guest.customer_name;

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <Link
          to={`/admin/bookings/${guest.reference}`}
          className="font-semibold break-words text-stone-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        >
          {name}
        </Link>
        <span className="text-sm text-stone-700">
          {t('day.people', { count: guest.number_of_participants })}
        </span>
        {pending ? (
          <span className="rounded-full bg-yellow-200 px-2 py-0.5 text-xs font-semibold text-yellow-900">
            {t('day.pendingBadge')}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm break-words text-stone-700">
        {guest.pickup_place ? t('day.pickup', { place: guest.pickup_place }) : t('day.noPickup')}
      </p>
      {guest.special_requests ? (
        <p className="mt-1 text-sm break-words text-stone-600">
          {t('day.requests', { text: guest.special_requests })}
        </p>
      ) : null}

      <div className="mt-2 flex flex-wrap items-center gap-2">
        {links ? (
          <>
            <a href={links.call} className={contactLink} aria-label={t('day.callLabel', { name })}>
              {t('day.call')}
            </a>
            {links.whatsapp ? (
              <a
                href={links.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={contactLink}
                aria-label={t('day.whatsappLabel', { name })}
              >
                {t('day.whatsapp')}
              </a>
            ) : null}
            <span className="text-sm break-all text-stone-600 tabular-nums">{guest.phone}</span>
          </>
        ) : (
          <span className="text-sm text-stone-600">{t('day.noPhone')}</span>
        )}
      </div>

      {pending ? null : (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className={`text-sm font-semibold ${balance.tone}`}>{balance.text}</span>
          <BalancePaid guest={guest} owing={owesMoney(guest.status, toCents(guest.balance))} />
        </div>
      )}
    </li>
  );
}
