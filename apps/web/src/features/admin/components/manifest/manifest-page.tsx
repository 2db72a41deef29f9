import type { AdminBooking } from '@mt/contracts/booking-record';
import { formatCalendarDate, formatPrice } from '@mt/domain/format';
import { departureManifest } from '@mt/domain/manifest';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { ErrorState } from '../../../../components/ui/error-state';
import { Spinner } from '../../../../components/ui/spinner';
import { useLanguage } from '../../../../i18n/use-language';
import { useDepartures } from '../../api/departures';
import { useAdminTours } from '../../api/tours';
import { manifestCsv } from '../../utils/manifest-csv';
import { primaryButton, secondaryButton } from '../list-states';

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
 * driver and the guide need, and the totals; printed on one A4 page in black and white, or
 * downloaded as a CSV file. `/admin/departures/{tour}/{date}/manifest`.
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
    <section className="mx-auto w-full max-w-6xl px-4 py-8 text-stone-900 print:max-w-none print:p-0 print:text-black">
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
        // On a phone the table scrolls sideways: a keyboard reaches and scrolls it too.
        <div
          className="mt-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 print:overflow-visible"
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
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{booking.phone ?? ''}</td>
                  <td className={`${cell} break-all`}>{booking.email}</td>
                  <td className={cell}>{t(`departures.manifest.languages.${booking.language}`)}</td>
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
                <td className={`${cell} text-right tabular-nums`}>{money(manifest.totals.paid)}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {money(manifest.totals.balance)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
