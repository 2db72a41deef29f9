import { useTranslation } from 'react-i18next';

import { LinkButton } from '../../components/ui/link-button';
import { PlaceholderPage } from '../../components/ui/placeholder-page';
import { paths } from '../../config/paths';

export default function HomeRoute() {
  const { t } = useTranslation('home');
  return (
    <PlaceholderPage title={t('title')} intro={t('intro')}>
      <LinkButton to={paths.tours}>{t('browseTours')}</LinkButton>
    </PlaceholderPage>
  );
}
