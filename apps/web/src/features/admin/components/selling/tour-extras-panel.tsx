import type { TourExtra } from '@mt/contracts/selling';
import { formatPrice } from '@mt/domain/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { Language } from '../../../../i18n';
import { useLanguage } from '../../../../i18n/use-language';
import { useDeleteExtra, useTourExtras } from '../../api/selling';
import { ExtraForm } from './extra-form';
import { SoldListPanel } from './sold-list-panel';

/** An extra's price and limit, as its line in the list says them. */
export function describeExtra(
  extra: TourExtra,
  t: TFunction<'admin'>,
  language: Language,
): string[] {
  const price = formatPrice(extra.price, language);
  return [
    extra.per === 'person'
      ? t('settings.extras.details.perPerson', { price })
      : t('settings.extras.details.perBooking', { price }),
    ...(extra.max_quantity === null
      ? []
      : [t('settings.extras.details.limit', { count: extra.max_quantity })]),
  ];
}

/**
 * A tour's extras (docs/decisions/074): a camel ride, a tent upgrade, an airport transfer… Every
 * one, those off sale too, which the visitors are not offered but the operator keeps.
 */
export function TourExtrasPanel({ tourId }: { tourId: number }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const extras = useTourExtras(tourId);
  return (
    <SoldListPanel
      section="extras"
      tourId={tourId}
      query={extras}
      items={extras.data ?? []}
      remove={useDeleteExtra()}
      deleteMessage={t('settings.extras.confirmDeleteMessage')}
      renderForm={(extra, onDone) => <ExtraForm tourId={tourId} extra={extra} onDone={onDone} />}
      describe={(extra) => ({
        details: describeExtra(extra, t, language),
        badge: extra.active ? undefined : t('settings.extras.details.offSale'),
        deletable: true,
      })}
    />
  );
}
