import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

import { ErrorState } from '../components/ui/error-state';

/**
 * §8 generic failure. The usual cause is a screen's code failing to load (e.g. an old tab after a
 * new release), which a reload fixes.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorState
      message={t('errors.generic')}
      actionLabel={t('errors.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
