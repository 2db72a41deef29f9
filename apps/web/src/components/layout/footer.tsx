import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { operator } from '../../config/operator';
import { DISPLAY_TIME_ZONE } from '@mt/domain/format-time-zone';
import { FOOTER_NAV_ITEMS } from './nav-items';
import { AdPlaceholder } from '../ui/ad-placeholder';

const SOCIAL_KEYS = ['facebook', 'instagram', 'tripadvisor'] as const;

// The year in UTC, as on the server that rendered the page: both sides write the same.
const yearFormat = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: DISPLAY_TIME_ZONE });

export function Footer() {
  const { t } = useTranslation();
  const { email, telephone } = operator;

  return (
    <footer className="mt-auto bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-white">{t('brand.name')}</p>
          <p className="mt-1 text-sm text-amber-400">{t('brand.tagline')}</p>
          <p className="mt-4 text-sm leading-relaxed">{t('footer.about')}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-amber-400">
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2
            id="footer-contact"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            {t('footer.contactTitle')}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-stone-400">{t('footer.addressLabel')}</dt>
              <dd>
                <address className="not-italic">
                  {t('footer.address', { city: operator.address.locality })}
                </address>
              </dd>
            </div>
            <div>
              <dt className="text-stone-400">{t('footer.phoneLabel')}</dt>
              <dd>{telephone}</dd>
            </div>
            <div>
              <dt className="text-stone-400">{t('footer.emailLabel')}</dt>
              <dd>
                <a href={`mailto:${email}`} className="hover:text-amber-400">
                  {email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-stone-400">{t('footer.hoursLabel')}</dt>
              <dd>{t('footer.hours')}</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="footer-social">
          <h2
            id="footer-social"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            {t('footer.followUs')}
          </h2>
          {/* Placeholders: the operator's accounts are not known yet, so these are not links. */}
          <ul className="mt-4 flex flex-wrap gap-2 text-sm">
            {SOCIAL_KEYS.map((key) => (
              <li
                key={key}
                className="rounded-full border border-stone-700 px-3 py-1 text-stone-400"
              >
                {t(`footer.social.${key}`)}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-stone-400">{t('footer.socialSoon')}</p>
        </section>
      </div>
      <div className="px-4 pb-10">
        <AdPlaceholder tone="dark" />
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-stone-400">
          {t('footer.copyright', { year: yearFormat.format(new Date()) })}
        </p>
      </div>
    </footer>
  );
}
