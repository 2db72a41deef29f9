import { useTranslation } from 'react-i18next';

import { PlaceholderPage } from '../../components/ui/placeholder-page';

export default function ReviewRoute() {
  const { t } = useTranslation('review');
  return <PlaceholderPage title={t('title')} intro={t('intro')} />;
}
