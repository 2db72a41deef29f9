import { useTranslation } from 'react-i18next';

import { PlaceholderPage } from '../../components/ui/placeholder-page';

export default function ContactRoute() {
  const { t } = useTranslation('contact');
  return <PlaceholderPage title={t('title')} intro={t('intro')} />;
}
