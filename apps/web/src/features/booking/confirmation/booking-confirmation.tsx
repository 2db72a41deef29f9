import { BookingSchema } from '@mt/contracts/bookings';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { formatCalendarDate, formatPrice } from '@mt/domain/format';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { WholeReferences } from '../../../components/ui/whole-references';
import { useLanguage } from '../../../i18n/use-language';
import { dismissConfirmation, readStoredConfirmation, type KeptConfirmation } from './storage';

const KeptConfirmationSchema = BookingSchema.pick({
  id: true,
  tour_title: true,
  start_date: true,
  end_date: true,
  number_of_participants: true,
  total_price: true,
  email: true,
}).extend({ duration: z.string().nullable() });

/** The kept confirmation, or null when what is stored is not one (then it is dropped). */
function readConfirmation(): KeptConfirmation | null {
  const stored = readStoredConfirmation();
  if (stored === null) return null;
  try {
    const parsed = KeptConfirmationSchema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: dropped below.
  }
  return null;
}

/**
 * The booking confirmation the visitor keeps on the home page until they dismiss it
 * (docs/decisions/038-booking-path.md): reference, tour, dates, group, total, what happens next
 * and where the e-mail went. Focus moves to it when it appears, so a screen reader reads it.
 */
export default function BookingConfirmation() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const [confirmation] = useState(readConfirmation);

  useEffect(() => {
    if (confirmation === null) {
      dismissConfirmation();
      return;
    }
    box.current?.focus();
  }, [confirmation]);

  if (confirmation === null) return null;
  const date = (value: string) => formatCalendarDate(value, language, 'long');
  const sameDay = confirmation.start_date === confirmation.end_date;

  return (
    <div className="bg-emerald-50 px-4 py-8">
      <section
        ref={box}
        tabIndex={-1}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-reference`}
        className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-emerald-200 focus:outline-2 focus:outline-offset-2 focus:outline-emerald-700 sm:p-8"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-2xl font-bold text-stone-900">
            {t('confirmation.title')}
          </h2>
          <button
            type="button"
            onClick={dismissConfirmation}
            className="shrink-0 rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-800 transition hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {t('confirmation.dismiss')}
          </button>
        </div>
        <p id={`${id}-reference`} className="mt-2 text-stone-700">
          <WholeReferences
            text={t('confirmation.reference', {
              reference: formatBookingReference(confirmation.id),
            })}
          />
        </p>
        <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-stone-600">{t('confirmation.tour')}</dt>
            <dd className="font-semibold text-stone-900">
              {confirmation.tour_title}
              {confirmation.duration ? ` · ${confirmation.duration}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('confirmation.dates')}</dt>
            <dd className="font-semibold text-stone-900">
              {sameDay
                ? date(confirmation.start_date)
                : t('confirmation.dateRange', {
                    start: date(confirmation.start_date),
                    end: date(confirmation.end_date),
                  })}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('confirmation.participants')}</dt>
            <dd className="font-semibold text-stone-900">{confirmation.number_of_participants}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('confirmation.total')}</dt>
            <dd className="font-semibold text-stone-900">
              {formatPrice(confirmation.total_price, language)}
            </dd>
          </div>
        </dl>
        <h3 className="mt-6 font-semibold text-stone-900">{t('confirmation.nextTitle')}</h3>
        <p className="mt-1 text-stone-700">{t('confirmation.next')}</p>
        <p className="mt-3 text-stone-700">
          {t('confirmation.email', { email: confirmation.email })}
        </p>
      </section>
    </div>
  );
}
