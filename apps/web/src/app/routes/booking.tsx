import { useTranslation } from 'react-i18next';

import { PlaceholderPage } from '../../components/ui/placeholder-page';

export default function BookingRoute() {
  const { t } = useTranslation('booking');
  return <PlaceholderPage title={t('title')} intro={t('intro')} />;
}
