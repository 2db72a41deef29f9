import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';

import { paths } from '../../config/paths';
import { optional } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/prefetch';
import { BusinessNameContext } from '../seo/business-name';
import { Spinner } from '../ui/spinner';
import { Footer } from './footer';
import { Header } from './header';
import { siteSettingsQueryOptions, useSiteSettings } from './operator-details';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollToTop } from './scroll-to-top';

/**
 * Marks the document once the page's screen is live in the browser (hydrated, or mounted from the
 * shell): `<html data-hydrated>`. Inside the screen's Suspense boundary, so it waits for the
 * screen's code too: the app around it hydrates first, and a field typed into before its screen
 * hydrates is not in React's state. The end-to-end tests wait for it (e2e/fixtures.ts); an effect,
 * so the server never writes it.
 */
function ScreenLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * The layout's data, loaded by the renderer before every page (docs/decisions/072): the
 * operator's details it shows (docs/decisions/039). They may be missing: the page then shows the
 * placeholders, and the browser asks again. Not in the browser's bundle.
 */
export const prefetchLayout: Prefetch | undefined = import.meta.env.SSR
  ? async ({ queryClient }) => {
      await optional(queryClient, siteSettingsQueryOptions());
    }
  : undefined;

/** The dashboard's pages: the operator's workspace, without the visitors' footer. */
const isAdminPath = (pathname: string) =>
  pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

/**
 * Every page has the header and, but in the dashboard, the footer (with the promotion and the chat
 * button, which are for visitors); screens load lazily in between.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Every page's title names the business once set (docs/decisions/065).
  const businessName = useSiteSettings().data?.business_name;

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-amber-800 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so content arriving cannot shift it into view. */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        <BusinessNameContext value={businessName}>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<Spinner label={t('loading')} />}>
              <Outlet />
              <ScreenLive />
            </Suspense>
          </RouteErrorBoundary>
        </BusinessNameContext>
      </main>
      {isAdminPath(pathname) ? null : <Footer />}
    </div>
  );
}
