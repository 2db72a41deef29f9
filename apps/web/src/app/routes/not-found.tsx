import { useTranslation } from 'react-i18next';

import { Seo } from '../../components/seo/seo';
import { LinkButton } from '../../components/ui/link-button';
import { PlaceholderPage } from '../../components/ui/placeholder-page';
import { paths } from '../../config/paths';
import type { Prefetch } from '../../lib/prefetch';

/** The renderer answers the not-found page with its status; it has no data. */
export const prefetch: Prefetch | undefined = import.meta.env.SSR
  ? () => Promise.resolve(404)
  : undefined;

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('notFound.title')} intro={t('notFound.body')}>
      <Seo title={t('notFound.title')} noIndex />
      <LinkButton to={paths.home}>{t('notFound.backHome')}</LinkButton>
    </PlaceholderPage>
  );
}
