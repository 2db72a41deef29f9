import type { AdminBooking } from '@mt/contracts/booking-record';
import { formatCalendarDate, formatPrice } from '@mt/domain/format';
import { departureManifest, pendingApart } from '@mt/domain/manifest';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { ErrorState } from '../../../../components/ui/error-state';
import { Spinner } from '../../../../components/ui/spinner';
import { useLanguage } from '../../../../i18n/use-language';
import { useDepartures } from '../../api/departures';
import { useAdminTours } from '../../api/tours';
import { whoAndWhat } from '../../utils/booking-display';
import { manifestCsv } from '../../utils/manifest-csv';
import { primaryButton, secondaryButton } from '../list-states';
import './manifest-page.css';

const COLUMNS = [
  'reference',
  'name',
  'people',
  'phone',
  'email',
  'language',
  'pickup',
  'requests',
  'total',
  'paid',
  'balance',
] as const;

const cell = 'border border-stone-300 px-2 py-1 align-top';

/**
 * A departure's manifest (docs/product.md, Departures): every confirmed booking with what the
 * driver and the guide need, and the totals, then the pending bookings apart; printed on one A4
 * page in black and white (landscape, so no e-mail address wraps: docs/decisions/066), or
 * downloaded as a CSV file. A table from 768 px and on paper, a card per booking on a phone.
 * `/admin/departures/{tour}/{date}/manifest`.
 */
export function ManifestPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const params = useParams();
  const tourId = Number(params.tourId);
  const date = params.date ?? '';
  const departures = useDepartures(tourId, date.slice(0, 7));
  const tours = useAdminTours();
  const back = (
    <Link to="/admin?tab=departures" className={`${secondaryButton} print:hidden`}>
      {t('departures.manifest.back')}
    </Link>
  );

  if (departures.isPending) return <Spinner label={t('common.loading')} />;
  if (departures.isError) {
    return (
      <ErrorState
        message={t('departures.toasts.loadFailed')}
        actionLabel={t('common.tryAgain')}
        onAction={() => void departures.refetch()}
      />
    );
  }
  const departure = departures.data.find((candidate) => candidate.date === date);
  const tour = tours.data?.find((candidate) => candidate.id === tourId);
  const title = tour ? (language === 'fr' && tour.title_fr ? tour.title_fr : tour.title) : '';
  const manifest = departureManifest<AdminBooking>(departure?.bookings ?? []);
  const pending = pendingApart<AdminBooking>(departure?.bookings ?? []);
  const money = (euros: number) => formatPrice(euros, language);

  const download = () => {
    const csv = manifestCsv(
      manifest,
      {
        columns: COLUMNS.map((column) => t(`departures.manifest.columns.${column}`)),
        totals: t('departures.manifest.totals'),
        language: (spoken) => t(`departures.manifest.languages.${spoken}`),
      },
      language,
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `manifest-${tourId}-${date}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section className="manifest-sheet mx-auto w-full max-w-6xl px-4 py-8 text-stone-900 print:max-w-none print:p-0 print:text-black">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        {back}
        <button type="button" onClick={() => window.print()} className={primaryButton}>
          {t('departures.manifest.print')}
        </button>
        <button type="button" onClick={download} className={secondaryButton}>
          {t('departures.manifest.download')}
        </button>
      </div>
      <h1 className="mt-6 text-2xl font-bold print:mt-0 print:text-xl">
        {t('departures.manifest.title', { tour: title })}
      </h1>
      <p className="mt-1 text-stone-700 print:text-black">
        {formatCalendarDate(date, language, 'full')}
        {departure
          ? ` · ${t('departures.manifest.seats', { booked: departure.booked, capacity: departure.capacity })}`
          : ''}
      </p>
      {manifest.rows.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-stone-300 p-8 text-center">
          {t('departures.manifest.empty')}
        </p>
      ) : (
        <>
          <ManifestCards manifest={manifest} money={money} />
          {/* From 768 px wide, and on paper; a wide screen that is still narrow scrolls it inside. */}
          <div
            className="mt-4 hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 md:block print:block print:overflow-visible"
            role="region"
            aria-label={t('departures.manifest.tableLabel')}
            tabIndex={0}
          >
            <table className="w-full border-collapse text-left text-sm print:text-[9pt]">
              <caption className="sr-only">{t('departures.manifest.tableLabel')}</caption>
              <thead className="bg-stone-100 print:bg-transparent">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className={`${cell} font-semibold`}>
                      {t(`departures.manifest.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {manifest.rows.map((booking) => (
                  <tr key={booking.id} className="break-inside-avoid">
                    <td className={`${cell} whitespace-nowrap`}>{booking.reference}</td>
                    <th scope="row" className={`${cell} font-semibold`}>
                      {booking.customer_name}
                    </th>
                    <td className={`${cell} text-right tabular-nums`}>
                      {booking.number_of_participants}
                      <WhoAndWhat booking={booking} />
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>{booking.phone ?? ''}</td>
                    <td className={cell}>
                      <BreakableEmail email={booking.email} />
                    </td>
                    <td className={cell}>
                      {t(`departures.manifest.languages.${booking.language}`)}
                    </td>
                    <td className={cell}>{booking.pickup_place ?? ''}</td>
                    <td className={cell}>{booking.special_requests ?? ''}</td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {money(booking.total_price)}
                    </td>
                    <td className={`${cell} text-right tabular-nums`}>{money(booking.paid)}</td>
                    <td className={`${cell} text-right font-semibold tabular-nums`}>
                      {money(booking.balance)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" colSpan={2} className={cell}>
                    {t('departures.manifest.totalsLine', { count: manifest.totals.bookings })}
                  </th>
                  <td className={`${cell} text-right tabular-nums`}>
                    {manifest.totals.participants}
                  </td>
                  <td colSpan={5} className={cell} />
                  <td className={`${cell} text-right tabular-nums`}>
                    {money(manifest.totals.total)}
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>
                    {money(manifest.totals.paid)}
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>
                    {money(manifest.totals.balance)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
      {pending.length > 0 ? <PendingBookings bookings={pending} /> : null}
    </section>
  );
}

/**
 * An e-mail address that may end a line only before its "@" or a dot (and at a hyphen, as any
 * text): a narrow column wraps it in pieces a reader can follow, never letter by letter.
 */
function BreakableEmail({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

type Manifest = ReturnType<typeof departureManifest<AdminBooking>>;

/** On a phone: a card per confirmed booking, every column's value under its name, and the totals. */
function ManifestCards({
  manifest,
  money,
}: {
  manifest: Manifest;
  money: (euros: number) => string;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const label = (column: (typeof COLUMNS)[number]) => t(`departures.manifest.columns.${column}`);
  const field = (column: (typeof COLUMNS)[number], value: string | number | null) =>
    value === null || value === '' ? null : (
      <div className="flex gap-2">
        <dt className="shrink-0 text-stone-600">{label(column)}</dt>
        <dd className="min-w-0 break-words">{value}</dd>
      </div>
    );
  return (
    <ul
      aria-label={t('departures.manifest.cardsLabel')}
      className="mt-4 space-y-3 md:hidden print:hidden"
    >
      {manifest.rows.map((booking) => (
        <li key={booking.id} className="rounded-xl border border-stone-300 p-3">
          <p className="font-semibold break-words">
            {booking.customer_name}{' '}
            <span className="font-mono text-sm font-normal">{booking.reference}</span>
          </p>
          <dl className="mt-1 space-y-0.5 text-sm">
            {field(
              'people',
              [booking.number_of_participants, whoAndWhat(booking, language)]
                .filter(Boolean)
                .join(' · '),
            )}
            {booking.phone ? (
              <div className="flex gap-2">
                <dt className="shrink-0 text-stone-600">{label('phone')}</dt>
                <dd className="min-w-0 break-words">
                  <a href={`tel:${booking.phone}`} className="underline-offset-2 hover:underline">
                    {booking.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {field('email', booking.email)}
            {field('language', t(`departures.manifest.languages.${booking.language}`))}
            {field('pickup', booking.pickup_place)}
            {field('requests', booking.special_requests)}
            {field('total', money(booking.total_price))}
            {field('paid', money(booking.paid))}
            {field('balance', money(booking.balance))}
          </dl>
        </li>
      ))}
      <li className="rounded-xl bg-stone-100 p-3 text-sm font-semibold">
        {t('departures.manifest.totalsLine', { count: manifest.totals.bookings })}
        {' · '}
        {t('day.people', { count: manifest.totals.participants })}
        {' · '}
        {label('balance')} {money(manifest.totals.balance)}
      </li>
    </ul>
  );
}

/** Who comes and what they take, under the count, for a booking priced line by line. */
function WhoAndWhat({ booking }: { booking: AdminBooking }) {
  const details = whoAndWhat(booking, useLanguage());
  return details ? (
    <span className="block text-left text-xs text-stone-700 print:text-black">{details}</span>
  ) : null;
}

/** The bookings awaiting a decision: apart, named, and left out of the manifest's totals. */
function PendingBookings({ bookings }: { bookings: readonly AdminBooking[] }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 break-inside-avoid print:mt-3">
      <h2 id={id} className="text-lg font-semibold print:text-[10pt]">
        {t('departures.manifest.pendingTitle')}
      </h2>
      <p className="text-sm text-stone-700 print:text-[8pt] print:text-black">
        {t('departures.manifest.pendingHint')}
      </p>
      <ul
        aria-label={t('departures.manifest.pendingLabel')}
        className="mt-2 divide-y divide-stone-200 rounded-xl border border-dashed border-stone-400 text-sm print:text-[8pt]"
      >
        {bookings.map((booking) => (
          <li key={booking.id} className="flex flex-wrap gap-x-3 px-3 py-2 print:py-1">
            <span className="font-semibold break-words">{booking.customer_name}</span>
            <span className="font-mono">{booking.reference}</span>
            <span>{t('day.people', { count: booking.number_of_participants })}</span>
            {booking.phone ? <span className="whitespace-nowrap">{booking.phone}</span> : null}
            {booking.pickup_place ? (
              <span className="break-words">{booking.pickup_place}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
