import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { SERVED_JSON_LD, Seo } from '../../components/seo/seo';
import { paths } from '../../config/paths';
import { KeptBookingConfirmation } from '../../features/booking/confirmation/kept-confirmation';
import { FEATURED_TOUR_COUNT, toursQueryOptions } from '../../features/tours/api/get-tours';
import { FeaturedTours } from '../../features/tours/components/featured-tours';
import { optional } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/prefetch';
import { useSiteOrigin } from '../../lib/site-origin';
import { useOperatorDetails } from '../../components/layout/operator-details';
import { buildTravelAgencyJsonLd } from '../../lib/structured-data';

// Drawn, not emoji: emoji fonts differ from one system to the next, and some have none.
const REASONS = [
  // A folded map.
  { key: 'authentic', icon: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14' },
  // A shield with a tick.
  { key: 'comfort', icon: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4' },
  // A speech bubble.
  {
    key: 'support',
    icon: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12ZM8 12h.01M12 12h.01M16 12h.01',
  },
] as const;

/** Sunset over the dunes, drawn rather than downloaded so the hero paints at once. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
      <div className="absolute inset-0 bg-gradient-to-b from-stone-900 via-orange-900 to-amber-700" />
      <div className="absolute top-[78%] left-[72%] size-[26rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-amber-400/25 blur-3xl" />
      <div className="absolute top-[78%] left-[72%] size-28 -translate-x-1/2 -translate-y-1/2 rounded-full bg-gradient-to-b from-amber-100 to-orange-300 opacity-90 sm:size-36" />
      <svg
        viewBox="0 0 1440 320"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-2/5 w-full"
      >
        <path
          d="M0 170C200 90 380 120 560 170s360 40 540-30 280-60 340-40v220H0Z"
          className="fill-orange-800"
        />
        <path
          d="M0 230c160-70 340-80 520-20s380 50 560-10 300-40 360-20v140H0Z"
          className="fill-amber-800"
        />
        <path d="M0 280c240-50 520-40 760 0s480 20 680-20v80H0Z" className="fill-amber-900" />
      </svg>
    </div>
  );
}

/**
 * What the page reads, loaded by the renderer first (docs/decisions/072): the featured tours,
 * which may be missing (the rest of the page is its own).
 */
export const prefetch: Prefetch | undefined = import.meta.env.SSR
  ? async ({ queryClient, language }) => {
      await optional(queryClient, toursQueryOptions(language, FEATURED_TOUR_COUNT));
    }
  : undefined;

/** docs/product.md (Screens, Home): hero, featured tours, why choose us, call to action, ad. */
export default function HomeRoute() {
  const { t } = useTranslation(['home', 'common']);
  const origin = useSiteOrigin();
  const details = useOperatorDetails();

  return (
    <>
      {/* The site's default title and description, and who the operator is. */}
      <Seo
        jsonLd={
          import.meta.env.SSR
            ? buildTravelAgencyJsonLd({
                origin,
                name: t('common:seo.siteName'),
                description: t('common:seo.defaultDescription'),
                details,
              })
            : SERVED_JSON_LD
        }
      />

      {/* After a booking: kept in this tab until dismissed (docs/decisions/038). */}
      <KeptBookingConfirmation />

      <section
        aria-labelledby="hero-title"
        className="relative isolate flex min-h-[calc(100svh-4rem)] items-center justify-center overflow-hidden px-4 py-24 text-center"
      >
        <HeroBackdrop />
        <div className="relative max-w-3xl">
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-white drop-shadow-md sm:text-6xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-amber-50 drop-shadow sm:text-xl">
            {t('hero.subtitle')}
          </p>
          <Link
            to={paths.tours}
            className="mt-10 inline-flex items-center justify-center rounded-full bg-white px-8 py-3.5 text-lg font-semibold text-amber-900 shadow-lg transition hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('hero.cta')}
          </Link>
        </div>
      </section>

      <FeaturedTours />

      <section aria-labelledby="why-title" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="why-title" className="text-3xl font-bold tracking-tight text-stone-900">
              {t('why.title')}
            </h2>
            <p className="mt-3 text-stone-600">{t('why.subtitle')}</p>
          </div>
          <ul className="mt-12 grid gap-8 md:grid-cols-3">
            {REASONS.map(({ key, icon }) => (
              <li
                key={key}
                className="rounded-2xl bg-stone-50 p-6 text-center ring-1 ring-stone-200"
              >
                <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-100">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-8 fill-none stroke-amber-800 stroke-[1.8]"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={icon} />
                  </svg>
                </span>
                <h3 className="mt-5 text-xl font-semibold text-stone-900">
                  {t(`why.${key}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-stone-600">{t(`why.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="cta-title"
        className="bg-gradient-to-br from-amber-800 via-orange-800 to-stone-900 py-16 text-center sm:py-20"
      >
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white">
            {t('cta.title')}
          </h2>
          <p className="mt-4 text-lg text-amber-50">{t('cta.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link
              to={paths.tours}
              className="inline-flex items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-amber-900 shadow-sm transition hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('cta.browse')}
            </Link>
            <Link
              to={paths.contact}
              className="inline-flex items-center justify-center rounded-full border-2 border-white/80 px-6 py-3 font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('cta.contact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
