import { useTranslation } from 'react-i18next';

import { PlaceholderPage } from '../../components/ui/placeholder-page';

export default function ToursRoute() {
  const { t } = useTranslation('tours');
  return <PlaceholderPage title={t('list.title')} intro={t('list.intro')} />;
}
