import { lazy, Suspense, useEffect } from 'react';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { useCancellationPolicy } from '../../components/layout/operator-details';
import { Seo } from '../../components/seo/seo';
import { ErrorState } from '../../components/ui/error-state';
import { LinkButton } from '../../components/ui/link-button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import {
  bookingToursQueryOptions,
  useBookingTours,
} from '../../features/booking/api/get-booking-tours';
import { parseTourId } from '../../features/tours/utils/parse-tour-id';
import { required } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/prefetch';

// The form, with its rules (zod and the contract's schemas), is a chunk of its own, asked for as
// soon as this screen loads: the page paints and hydrates without it, and React hydrates the served
// form when it arrives (docs/decisions/044-form-validation.md).
const bookingForm = import('../../features/booking/components/booking-form');
const BookingForm = lazy(async () => ({ default: (await bookingForm).BookingForm }));

/**
 * What the screen below reads, loaded by the renderer first (docs/decisions/072): the tours one
 * can book. A `?tour=` that names none of them shows the form with nothing chosen, as `/booking`
 * does: answered, but not kept, so made-up ids cannot fill the cache (docs/decisions/057).
 */
export const prefetch: Prefetch | undefined = import.meta.env.SSR
  ? async ({ queryClient, language, query }) => {
      const tours = await required(queryClient, bookingToursQueryOptions(language));
      const asked = parseTourId(query.get('tour'));
      return { status: 200, keepable: asked === null || tours.some((tour) => tour.id === asked) };
    }
  : undefined;

/** docs/product.md (Screens, Booking): `/booking?tour={id}` preselects a tour. */
export default function BookingRoute() {
  const { t } = useTranslation(['booking', 'common']);
  const cancellationPolicy = useCancellationPolicy();
  const [searchParams] = useSearchParams();
  const tourParam = searchParams.get('tour');
  const tours = useBookingTours();

  useEffect(() => {
    // A toast as well as the message in the page.
    if (tours.isError) toast.error(t('toast.loadError'), { id: 'booking-tours-error' });
  }, [tours.isError, t]);

  let content;
  // Also while "Try again" runs, so the press visibly does something.
  if (tours.isPending || (tours.isError && tours.isFetching)) {
    content = <Spinner label={t('loading')} />;
  } else if (tours.isError) {
    content = (
      <ErrorState
        message={t('loadError')}
        actionLabel={t('tryAgain')}
        onAction={() => void tours.refetch()}
      />
    );
  } else if (tours.data.length === 0) {
    content = (
      <div className="rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
        <p className="text-lg text-stone-700">{t('noTours')}</p>
        <LinkButton to={paths.contact} className="mt-6">
          {t('contactUs')}
        </LinkButton>
      </div>
    );
  } else {
    // A new `?tour=` (e.g. the Booking link in the menu) starts a new form.
    content = (
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <BookingForm key={tourParam} tours={tours.data} initialTourId={parseTourId(tourParam)} />
      </Suspense>
    );
  }

  return (
    <>
      <Seo title={t('title')} description={t('seoDescription')} />
      <header className="bg-gradient-to-b from-amber-50 to-stone-50">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:pt-16">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-600">{t('subtitle')}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {content}
        {cancellationPolicy ? (
          <section aria-labelledby="booking-cancellation-title" className="mt-12 max-w-3xl">
            <h2 id="booking-cancellation-title" className="text-xl font-bold text-stone-900">
              {t('common:cancellationPolicy')}
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700">
              {cancellationPolicy}
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
