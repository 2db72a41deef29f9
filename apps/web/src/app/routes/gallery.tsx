import { useTranslation } from 'react-i18next';

import { PlaceholderPage } from '../../components/ui/placeholder-page';

export default function GalleryRoute() {
  const { t } = useTranslation('gallery');
  return <PlaceholderPage title={t('title')} intro={t('intro')} />;
}
