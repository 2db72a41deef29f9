import type { Review } from '@mt/contracts/reviews';
import type { TourSelling } from '@mt/contracts/selling';
import type { GroupPricingTier, Tour } from '@mt/contracts/tours';
import { offersChoices } from '@mt/domain/price-category';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import {
  useCancellationPolicy,
  useOperatorDetails,
} from '../../../components/layout/operator-details';
import { PaymentTerms } from '../../../components/booking-terms/payment-terms';
import { paths } from '../../../config/paths';
import { formatPrice } from '@mt/domain/format';
import { useLanguage } from '../../../i18n/use-language';
import { ImageCarousel } from './image-carousel';
import { RatingSummary } from './rating-summary';
import { primaryAction, secondaryAction, textLink } from './styles';

// Below the fold, in the served HTML already, and nothing to press: their code loads after the
// page's, and the browser takes them over as they were served once it has (docs/decisions/037).
const GroupPricingTable = lazy(async () => ({
  default: (await import('./group-pricing-table')).GroupPricingTable,
}));
const TourSellingSection = lazy(async () => ({
  default: (await import('./tour-selling')).TourSellingSection,
}));
const TourReviews = lazy(async () => ({ default: (await import('./tour-reviews')).TourReviews }));

type TourDetailsProps = {
  tour: Tour;
  /** Undefined while loading or when unavailable: both simply show no table. */
  tiers: readonly GroupPricingTier[] | undefined;
  reviews: readonly Review[] | undefined;
  /** What the tour sells (docs/decisions/074); a section only when it is more than one price. */
  selling?: TourSelling | undefined;
  /** False while the reviews are still loading: the section waits instead of saying "none". */
  reviewsSettled: boolean;
};

// Drawn, not emoji: emoji fonts differ from one system to the next, and some have none.
const FACT_ICONS = {
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  mountain: 'm3 19 6.5-11 4 6.5 2.5-3.5 5 8H3Z',
  people:
    'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m18 0v-1a4 4 0 0 0-3-3.9M15 3.1a4 4 0 0 1 0 7.8M13.5 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z',
} as const;

type FactProps = { icon: keyof typeof FACT_ICONS; label: string; children: ReactNode };

function Fact({ icon, label, children }: FactProps) {
  // A <dl> group may hold only <dt> and <dd>: the icon sits inside the term, placed beside both.
  return (
    <div className="relative rounded-xl bg-white py-3 pr-4 pl-17 ring-1 ring-stone-200">
      <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">
        <span className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-amber-50">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 fill-none stroke-amber-800 stroke-[1.8]"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={FACT_ICONS[icon]} />
          </svg>
        </span>
        {label}
      </dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

function SideBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One of the page's titled sections. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A heading and a text kept as typed (line breaks included); nothing when the text is empty. */
function TextSection({ id, title, text }: { id: string; title: string; text?: string | null }) {
  return text ? (
    <Section id={id} title={title}>
      <p className="mt-4 leading-relaxed whitespace-pre-line text-stone-700">{text}</p>
    </Section>
  ) : null;
}

/** One tour's page: photos, title, facts, what's included, description, prices and reviews. */
export function TourDetails({ tour, tiers, reviews, selling, reviewsSettled }: TourDetailsProps) {
  const { t } = useTranslation(['tours', 'common']);
  const language = useLanguage();
  const cancellationPolicy = useCancellationPolicy();
  const operatorName = useOperatorDetails().name;
  // The lowest a bookable group pays, as the service computed it (docs/decisions/038).
  const price = formatPrice(tour.from_price, language);
  const hasIncluded = tour.tags.length > 0 || tour.includes.length > 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <p>
        <Link to={paths.tours} className={`${textLink} inline-flex items-center gap-1 text-sm`}>
          <span aria-hidden="true">←</span>
          {t('tourDetails.allTours')}
        </Link>
      </p>

      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <ImageCarousel images={tour.images} title={tour.title} />

          <p className="mt-8 text-sm font-semibold tracking-wide text-amber-800 uppercase">
            {tour.location}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {tour.title}
          </h1>
          <RatingSummary
            average={tour.average_rating}
            total={tour.total_reviews}
            className="mt-2"
          />
          <p className="mt-3 text-xl font-semibold text-amber-800">
            {t('tourDetails.fromPrice', { price })}
          </p>

          <dl aria-label={t('tourDetails.facts')} className="mt-6 grid gap-3 sm:grid-cols-3">
            <Fact icon="clock" label={t('tourDetails.duration')}>
              {tour.duration}
            </Fact>
            <Fact icon="mountain" label={t('tourDetails.difficulty')}>
              {t(`difficulty.${tour.difficulty_level}`)}
            </Fact>
            <Fact icon="people" label={t('tourDetails.groupSize')}>
              {t('tourDetails.upTo', { count: tour.max_participants })}
            </Fact>
          </dl>

          {hasIncluded ? (
            <Section id="tour-included-title" title={t('tourDetails.whatsIncluded')}>
              {tour.tags.length > 0 ? (
                <ul className="mt-4 flex flex-wrap gap-2">
                  {tour.tags.map((link) => (
                    <li
                      key={link.id}
                      className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
                    >
                      <span aria-hidden="true">{link.tag.icon}</span>
                      {link.tag.name}
                    </li>
                  ))}
                </ul>
              ) : null}
              {tour.includes.length > 0 ? (
                <ul className="mt-5 grid gap-2 sm:grid-cols-2">
                  {tour.includes.map((item) => (
                    <li key={item} className="flex gap-2 text-stone-700">
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className="mt-1 size-4 shrink-0 fill-emerald-700"
                      >
                        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                      </svg>
                      {item}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Section>
          ) : null}

          <Section id="tour-about-title" title={t('tourDetails.about')}>
            <div
              className="tour-prose mt-4"
              // Sanitized by the tours service when stored: docs/product.md (Rules, Rich text).
              dangerouslySetInnerHTML={{ __html: tour.description }}
            />
          </Section>

          <TextSection
            id="tour-meeting-point-title"
            title={t('tourDetails.meetingPoint')}
            text={tour.meeting_point}
          />

          {offersChoices(selling) ? (
            <Suspense>
              <TourSellingSection selling={selling} tour={tour} />
            </Suspense>
          ) : null}

          {tiers ? (
            <Suspense>
              <GroupPricingTable tiers={tiers} tour={tour} />
            </Suspense>
          ) : null}
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <SideBox id="tour-book-title" title={t('tourDetails.book.title')}>
            <p className="mt-2 flex items-baseline gap-2">
              <span className="text-sm text-stone-600">{t('card.from')}</span>
              <span className="text-3xl font-bold text-amber-800">{price}</span>
              <span className="text-sm text-stone-600">{t('card.perPerson')}</span>
            </p>
            <p className="mt-3 text-sm text-stone-600">{t('tourDetails.book.text')}</p>
            <Link
              to={`${paths.booking}?tour=${tour.id}`}
              className={`${primaryAction} mt-5 w-full`}
            >
              {t('tourDetails.book.action')}
            </Link>
            {/* Beside the button, what booking commits the visitor to (docs/decisions/067). */}
            <div className="mt-5 border-t border-stone-100 pt-4">
              <PaymentTerms depositPercent={tour.deposit_percent} />
              {cancellationPolicy ? (
                <section aria-labelledby="tour-cancellation-title" className="mt-4">
                  <h3 id="tour-cancellation-title" className="text-sm font-semibold text-stone-900">
                    {t('common:cancellationPolicy')}
                  </h3>
                  <p className="mt-1 text-sm whitespace-pre-line text-stone-700">
                    {cancellationPolicy}
                  </p>
                </section>
              ) : null}
            </div>
          </SideBox>
          <SideBox id="tour-questions-title" title={t('tourDetails.questions.title')}>
            <p className="mt-3 text-sm text-stone-600">{t('tourDetails.questions.text')}</p>
            <Link to={paths.contact} className={`${secondaryAction} mt-5 w-full`}>
              {t('tourDetails.questions.action')}
            </Link>
          </SideBox>
        </aside>
      </div>

      {reviewsSettled ? (
        <Suspense>
          <TourReviews
            reviews={reviews}
            average={tour.average_rating}
            total={tour.total_reviews}
            operatorName={operatorName}
          />
        </Suspense>
      ) : null}

      {/* Below the laptop layout, where the booking box falls under the description: a slim bar
          held at the bottom of the screen while the tour scrolls by, plain server markup with no
          script of its own (docs/decisions/038). Its right end stays clear of the chat button. */}
      <div className="sticky bottom-0 z-30 -mx-4 mt-10 border-t border-stone-200 bg-white/95 py-3 pr-24 pl-4 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:pr-28 lg:hidden">
        <div className="flex items-center justify-between gap-3">
          <p className="leading-tight">
            <span className="block text-xs text-stone-600">{t('card.from')}</span>
            <span className="text-lg font-bold text-amber-800">{price}</span>{' '}
            <span className="text-xs text-stone-600">{t('card.perPerson')}</span>
          </p>
          <Link
            to={`${paths.booking}?tour=${tour.id}`}
            aria-label={t('tourDetails.bar.bookLabel', { title: tour.title })}
            className={`${primaryAction} shrink-0 px-5 py-2.5`}
          >
            {t('tourDetails.bar.book')}
          </Link>
        </div>
      </div>
    </div>
  );
}
