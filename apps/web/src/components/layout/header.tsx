import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { paths } from '../../config/paths';
import { LanguageMenu } from './language-menu';
import { useSiteSettings } from './operator-details';
import { HEADER_NAV_ITEMS, isActivePath } from './nav-items';

const linkBase =
  'rounded-full px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';
const linkActive = 'bg-amber-100 text-amber-900';
const linkIdle = 'text-stone-700 hover:bg-stone-100 hover:text-amber-800';

export function Header() {
  const { t } = useTranslation();
  // The operator's business name and logo once set, else the site's (docs/decisions/065).
  const settings = useSiteSettings().data;
  const logo = settings?.logo_url;
  const { pathname } = useLocation();
  // The mobile menu belongs to the path it was opened on, so any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const mobileOpen = openOnPath === pathname;
  const mobileMenuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMobile = () => setOpenOnPath(null);

  const onMobileKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && mobileOpen) {
      closeMobile();
      toggleRef.current?.focus();
    }
  };

  const links = (variant: 'desktop' | 'mobile') =>
    HEADER_NAV_ITEMS.map((item) => {
      const active = isActivePath(item.to, pathname);
      return (
        <li key={item.to}>
          <Link
            to={item.to}
            aria-current={active ? 'page' : undefined}
            onClick={variant === 'mobile' ? closeMobile : undefined}
            className={`${linkBase} ${active ? linkActive : linkIdle} ${variant === 'mobile' ? 'block text-base' : ''}`}
          >
            {t(item.labelKey)}
          </Link>
        </li>
      );
    });

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur print:hidden">
      <nav
        aria-label={t('nav.label')}
        onKeyDown={onMobileKeyDown}
        className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3"
      >
        <Link
          to={paths.home}
          className="flex items-center gap-2 text-base font-bold tracking-tight text-stone-900 sm:text-lg"
        >
          {/* The operator's logo (its small WebP: docs/decisions/065) in a fixed square, so
              nothing moves as it arrives; the name beside it says what it is. Until set, the
              site's own mark. */}
          {logo ? (
            <img src={logo} alt="" width={36} height={36} className="size-9 object-contain" />
          ) : (
            <span
              aria-hidden="true"
              className="inline-block size-7 rounded-full bg-gradient-to-br from-amber-400 to-orange-600"
            />
          )}
          {settings?.business_name || t('brand.name')}
        </Link>

        <ul className="hidden items-center gap-1 md:flex">{links('desktop')}</ul>

        <div className="flex items-center gap-2">
          <LanguageMenu />
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setOpenOnPath(mobileOpen ? null : pathname)}
            className="inline-flex items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm font-semibold text-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 md:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
              {mobileOpen ? (
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              ) : (
                <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
              )}
            </svg>
            {/* Icon only on the narrowest screens; the name stays "Menu" for everyone. */}
            <span className="sr-only sm:not-sr-only">{t('nav.menu')}</span>
          </button>
        </div>

        <ul
          id={mobileMenuId}
          hidden={!mobileOpen}
          className="flex w-full flex-col gap-1 border-t border-stone-200 pt-3 md:hidden"
        >
          {links('mobile')}
        </ul>
      </nav>
    </header>
  );
}
