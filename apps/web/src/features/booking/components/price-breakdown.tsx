import type { BookingPrice, PriceLine } from '@mt/contracts/bookings';
import { inLanguage } from '@mt/domain/in-language';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatCalendarDate, formatPrice } from '@mt/domain/format';
import { useLanguage } from '../../../i18n/use-language';

type PriceBreakdownProps = {
  tourTitle: string | undefined;
  /** The tour's own duration text ("Half day", "3 days / 2 nights"). */
  tourDuration: string | undefined;
  /** The server's price for the current choice; undefined when there is none. */
  price: BookingPrice | undefined;
  isCalculating: boolean;
  startDate: string | undefined;
  /** What is missing while there is no price. */
  emptyText: string;
  /** Whether the tour sells several options, so that the one priced is named. */
  showOption?: boolean;
};

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * The price breakdown (docs/product.md, Screens, Booking): per-person price, participants, the group tier applied, days, dates and
 * total, all as the server computed them (docs/product.md, Rules, Prices), announced politely as they change.
 */
export function PriceBreakdown({
  tourTitle,
  tourDuration,
  price,
  isCalculating,
  startDate,
  emptyText,
  showOption = false,
}: PriceBreakdownProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();

  let body: ReactNode;
  if (price) {
    const tier = price.pricing_tier;
    const lines = price.lines ?? [];
    // More than one line, or one that is not N of a category, is the price line by line
    // (docs/decisions/074): "2 × Adult €358, 1 × Child €90, 1 × Infant Free".
    const byLine = lines.length > 1 || lines.some((line) => line.kind !== 'category');
    // Who comes in a private group, whose price includes them.
    const includedInGroup = (line: PriceLine) =>
      line.kind === 'category' && lines.some((other) => other.kind === 'group');
    const lineTerm = (line: PriceLine) => {
      const name = inLanguage(language, line.name, line.name_fr);
      if (line.kind === 'group' || line.kind === 'discount') return name;
      return t(line.kind === 'minimum' ? 'price.minimumLine' : 'price.line', {
        count: line.quantity,
        name,
      });
    };
    body = (
      <dl className="mt-4 divide-y divide-stone-100 text-sm">
        {tourTitle ? <Row term={t('price.tour')}>{tourTitle}</Row> : null}
        {showOption && price.option ? (
          <Row term={t('price.option')}>
            {inLanguage(language, price.option.name, price.option.name_fr)}
          </Row>
        ) : null}
        {byLine ? (
          lines.map((line, index) => (
            <Row key={index} term={lineTerm(line)}>
              {line.total !== 0
                ? formatPrice(line.total, language)
                : includedInGroup(line)
                  ? t('price.included')
                  : t('price.free')}
            </Row>
          ))
        ) : (
          <Row term={t('price.perPerson')}>{formatPrice(price.price_per_person, language)}</Row>
        )}
        <Row term={t('price.participants')}>{price.participants}</Row>
        {tier ? (
          <Row term={t('price.groupRate')}>
            {t('price.groupRateRange', { min: tier.min_participants, max: tier.max_participants })}
          </Row>
        ) : null}
        {tourDuration ? <Row term={t('price.duration')}>{tourDuration}</Row> : null}
        {startDate && price.end_date ? (
          <>
            <Row term={t('price.startDate')}>{formatCalendarDate(startDate, language, 'long')}</Row>
            <Row term={t('price.endDate')}>
              {formatCalendarDate(price.end_date, language, 'long')}
            </Row>
          </>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 pt-4">
          <dt className="text-base font-semibold text-stone-900">{t('price.total')}</dt>
          <dd className="text-2xl font-bold text-amber-800">
            {formatPrice(price.total_price, language)}
          </dd>
        </div>
      </dl>
    );
  } else {
    body = (
      <p className="mt-4 text-sm text-stone-600">
        {isCalculating ? t('price.calculating') : emptyText}
      </p>
    );
  }

  return (
    <section aria-labelledby="booking-price-title">
      <h2 id="booking-price-title" className="text-xl font-bold text-stone-900">
        {t('price.title')}
      </h2>
      <div aria-live="polite" aria-busy={isCalculating}>
        {body}
      </div>
    </section>
  );
}
