import { useTranslation } from 'react-i18next';

import { LinkButton } from '../../components/ui/link-button';
import { PlaceholderPage } from '../../components/ui/placeholder-page';
import { paths } from '../../config/paths';

export default function TourDetailRoute() {
  const { t } = useTranslation('tours');
  return (
    <PlaceholderPage title={t('detail.title')} intro={t('detail.intro')}>
      <LinkButton to={paths.tours}>{t('detail.backToTours')}</LinkButton>
    </PlaceholderPage>
  );
}
