import type { AdminBooking, BookingRecord } from '@mt/contracts/booking-record';
import { formatBookingReference, parseBookingReference } from '@mt/domain/booking-reference';
import { formatCalendarDate, formatDateTime, formatPrice } from '@mt/domain/format';
import { inLanguage } from '@mt/domain/in-language';
import { OPERATOR_TIME_ZONE } from '@mt/domain/trip-dates';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { Spinner } from '../../../../components/ui/spinner';
import { WholeReferences } from '../../../../components/ui/whole-references';
import { useLanguage } from '../../../../i18n/use-language';
import { ApiError } from '../../../../lib/api-client';
import { useBookingRecord } from '../../api/booking-record';
import { useMarkBookingViewed } from '../../api/bookings';
import { bookedTourTitle, describeBookingDates, pricedByLines } from '../../utils/booking-display';
import { BookingStatusActions } from '../booking-status-actions';
import { secondaryButton } from '../list-states';
import { Panel } from '../panel';
import { BookingStatusBadge } from '../status-badge';
import { useBalanceText } from './booking-money';
import { NotesPanel } from './notes-panel';
import { PaymentLinkForm } from './payment-link-form';
import { PaymentsPanel } from './payments-panel';
import { BookingEmails, StatusHistory } from './record-history';

const backLink =
  'inline-flex items-center gap-1 text-sm font-semibold text-amber-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

/**
 * A booking's own page (docs/product.md, Admin dashboard): `/admin/bookings/123`, or the
 * reference itself (`/admin/bookings/MT-000123`), as a customer reads it out.
 */
export function BookingRecordPage({ adminEmail }: { adminEmail: string }) {
  const { t } = useTranslation('admin');
  const { reference = '' } = useParams();
  const id = parseBookingReference(reference);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <Link to="/admin?tab=bookings" className={backLink}>
        <span aria-hidden="true">←</span> {t('record.back')}
      </Link>
      {id === null ? (
        <NotFound reference={reference} />
      ) : (
        <RecordLoader id={id} adminEmail={adminEmail} />
      )}
    </section>
  );
}

function NotFound({ reference }: { reference: string }) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="alert"
      className="mt-8 rounded-2xl border border-dashed border-stone-300 p-10 text-center"
    >
      <p className="text-stone-700">{t('record.notFound', { reference })}</p>
    </div>
  );
}

function RecordLoader({ id, adminEmail }: { id: number; adminEmail: string }) {
  const { t } = useTranslation('admin');
  const record = useBookingRecord(id);
  if (record.isPending) return <Spinner label={t('common.loading')} />;
  if (record.isError) {
    if (record.error instanceof ApiError && record.error.status === 404) {
      return <NotFound reference={formatBookingReference(id)} />;
    }
    return (
      <div
        role="alert"
        className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
      >
        <p className="text-red-800">{t('record.loadError')}</p>
        <button
          type="button"
          onClick={() => void record.refetch()}
          className={`${secondaryButton} mt-4`}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return <RecordView record={record.data} adminEmail={adminEmail} />;
}

/** Opening a booking is viewing it: the list's "not yet viewed" mark goes, once. */
function useMarkViewedOnOpen(booking: AdminBooking) {
  const markViewed = useMarkBookingViewed();
  const asked = useRef(false);
  useEffect(() => {
    if (booking.admin_viewed || asked.current) return;
    asked.current = true;
    markViewed.mutate(booking.id);
  }, [booking.admin_viewed, booking.id, markViewed]);
}

function RecordView({ record, adminEmail }: { record: BookingRecord; adminEmail: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { booking } = record;
  useMarkViewedOnOpen(booking);

  return (
    <>
      <header className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-stone-200 pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          <WholeReferences text={t('record.title', { reference: booking.reference })} />
        </h1>
        <BookingStatusBadge status={booking.status} />
        <p className="w-full text-sm text-stone-600">
          {t('record.createdAt', {
            customer: booking.customer_name,
            date: formatDateTime(booking.created_at, language, OPERATOR_TIME_ZONE),
          })}
        </p>
        {record.hold_expires_at ? (
          <p className="w-full rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
            {t('record.holdExpires', {
              date: formatDateTime(record.hold_expires_at, language, OPERATOR_TIME_ZONE),
            })}
          </p>
        ) : null}
        {/* First on a phone too: changing the status is what the page is most often opened for. */}
        <section aria-label={t('record.statusTitle')} className="w-full">
          <BookingStatusActions booking={booking} />
        </section>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <BookingDetails booking={booking} />
          <PaymentsPanel booking={booking} payments={record.payments} />
          <Panel title={t('record.paymentLink.title')}>
            <PaymentLinkForm booking={booking} />
          </Panel>
          <NotesPanel bookingId={booking.id} notes={record.notes} adminEmail={adminEmail} />
        </div>
        <div className="space-y-6">
          <StatusHistory history={record.history} />
          <BookingEmails bookingId={booking.id} />
        </div>
      </div>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-stone-500">{label}</dt>
      <dd className="text-sm break-words text-stone-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function BookingDetails({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const dates = describeBookingDates(booking);
  const balance = useBalanceText(booking);
  const price = (euros: number) => formatPrice(euros, language);

  return (
    <Panel title={t('record.detailsTitle')}>
      <dl className="divide-y divide-stone-100">
        <Row label={t('record.fields.reference')}>
          <span className="font-mono font-semibold whitespace-nowrap">{booking.reference}</span>
        </Row>
        <Row label={t('record.fields.customer')}>
          <p className="font-semibold">{booking.customer_name}</p>
          <p>
            <a href={`mailto:${booking.email}`} className="underline-offset-2 hover:underline">
              {booking.email}
            </a>
          </p>
          {booking.phone ? (
            <p>
              <a href={`tel:${booking.phone}`} className="underline-offset-2 hover:underline">
                {booking.phone}
              </a>
            </p>
          ) : null}
          <p className="text-stone-600">
            {t('record.fields.speaks', { language: t(`record.languages.${booking.language}`) })}
          </p>
        </Row>
        <Row label={t('record.fields.tour')}>
          {bookedTourTitle(booking, language) || t('bookings.unknownTour')}
        </Row>
        <Row label={t('record.fields.dates')}>
          {dates.kind === 'range'
            ? `${t('bookings.dateRange', {
                start: formatCalendarDate(dates.start, language, 'long'),
                end: formatCalendarDate(dates.end, language, 'long'),
              })} · ${t('bookings.days', { count: dates.days })}`
            : dates.kind === 'single'
              ? formatCalendarDate(dates.date, language, 'long')
              : t('bookings.noDate')}
        </Row>
        {booking.option ? (
          <Row label={t('record.fields.option')}>
            {inLanguage(language, booking.option.name, booking.option.name_fr)}
          </Row>
        ) : null}
        <Row label={t('record.fields.participants')}>
          {t('bookings.participants', { count: booking.number_of_participants })}
          {booking.seats !== booking.number_of_participants
            ? ` · ${t('record.fields.seats', { count: booking.seats })}`
            : null}
          {pricedByLines(booking)
            ? null
            : ` · ${t('record.fields.perPerson', { price: price(booking.price_per_person) })}`}
        </Row>
        {pricedByLines(booking) ? (
          // The price line by line, as it was computed when booked (docs/decisions/074).
          <Row label={t('record.fields.price')}>
            <ul className="space-y-0.5">
              {booking.lines.map((line, index) => {
                const name = inLanguage(language, line.name, line.name_fr);
                return (
                  <li key={index} className="flex justify-between gap-4">
                    <span>
                      {line.kind === 'group' || line.kind === 'discount'
                        ? name
                        : t(
                            line.kind === 'minimum'
                              ? 'record.fields.minimumLine'
                              : 'record.fields.line',
                            {
                              count: line.quantity,
                              name,
                            },
                          )}
                    </span>
                    <span className="tabular-nums">
                      {line.total !== 0
                        ? price(line.total)
                        : line.kind === 'category' &&
                            booking.lines.some((other) => other.kind === 'group')
                          ? t('record.fields.included')
                          : t('record.fields.free')}
                    </span>
                  </li>
                );
              })}
            </ul>
          </Row>
        ) : null}
        <Row label={t('record.fields.total')}>
          <span className="font-semibold">{price(booking.total_price)}</span>
        </Row>
        <Row label={t('record.fields.deposit')}>
          {booking.deposit_percent > 0
            ? t('record.fields.depositOf', {
                amount: price(booking.deposit),
                percent: booking.deposit_percent,
              })
            : t('record.fields.noDeposit')}
        </Row>
        <Row label={t('record.fields.paid')}>{price(booking.paid)}</Row>
        <Row label={t('record.fields.balance')}>
          <span className={`font-semibold ${balance.tone}`}>{balance.text}</span>
        </Row>
        {booking.special_requests ? (
          <Row label={t('bookings.specialRequests')}>
            <p className="whitespace-pre-line">{booking.special_requests}</p>
          </Row>
        ) : null}
      </dl>
    </Panel>
  );
}
