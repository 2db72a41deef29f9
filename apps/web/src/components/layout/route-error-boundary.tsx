import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '../ui/error-state';

/**
 * The generic failure ("Something went wrong"). The usual cause is a screen's code failing to load
 * (e.g. an old tab after a new release), which a reload fixes.
 */
function RouteError() {
  const { t } = useTranslation();
  return (
    <ErrorState
      message={t('errors.generic')}
      actionLabel={t('errors.reload')}
      onAction={() => window.location.reload()}
    />
  );
}

type Props = { children: ReactNode };

/**
 * Catches a screen that fails to render or load, inside the layout, so the header and footer
 * stay. The layout keys it by path: moving to another page starts over.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
