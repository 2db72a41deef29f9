import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { DISPLAY_TIME_ZONE } from '@mt/domain/format-time-zone';
import { SOCIAL_NETWORKS, useOperatorDetails } from './operator-details';
import { ChatButton } from './chat-button';
import { FOOTER_NAV_ITEMS } from './nav-items';

// The year in UTC, as on the server that rendered the page: both sides write the same.
const yearFormat = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: DISPLAY_TIME_ZONE });

export function Footer() {
  const { t } = useTranslation();
  const { name, email, telephone, address, hours, social, licence, promotion } =
    useOperatorDetails();
  const hasSocial = Object.keys(social).length > 0;

  return (
    <footer className="mt-auto bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-white">{name}</p>
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
                <address className="not-italic">{address}</address>
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
              <dd>{hours}</dd>
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
          {/* The operator's pages once set; until then the networks' names, not linked, and a
              word that they are coming (docs/decisions/039). */}
          <ul className="mt-4 flex flex-wrap gap-2 text-sm">
            {SOCIAL_NETWORKS.map((key) => {
              const url = social[key];
              if (hasSocial && !url) return null;
              return (
                <li key={key} className="rounded-full border border-stone-700 px-3 py-1">
                  {url ? (
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-white hover:text-amber-400"
                    >
                      {t(`footer.social.${key}`)}
                    </a>
                  ) : (
                    <span className="text-stone-400">{t(`footer.social.${key}`)}</span>
                  )}
                </li>
              );
            })}
          </ul>
          {!hasSocial && <p className="mt-3 text-xs text-stone-400">{t('footer.socialSoon')}</p>}
        </section>
      </div>
      {/* Where the advertisement boxes were; hidden while none is set (docs/decisions/042). */}
      {promotion && (
        <aside aria-label={t('promotion')} className="border-t border-stone-800 bg-stone-800/40">
          <a
            href={promotion.url || undefined}
            className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-5 text-white"
          >
            {promotion.image && (
              <img
                src={promotion.image}
                alt={promotion.text ? '' : t('promotion')}
                loading="lazy"
                className="h-20 w-32 shrink-0 rounded-lg object-cover"
              />
            )}
            <span className="font-semibold">{promotion.text}</span>
          </a>
        </aside>
      )}
      <div className="border-t border-stone-800">
        {/* Room below the last line for the floating chat button on a phone. */}
        <p className="mx-auto max-w-6xl px-4 pt-6 pb-24 text-xs text-stone-400 sm:pb-6">
          {t('footer.copyright', { year: yearFormat.format(new Date()), name })}
          {licence ? ` · ${t('footer.licence', { number: licence })}` : null}
        </p>
      </div>
      {/* Floating, yet inside a landmark like every part of a page (axe's "region" rule). */}
      <ChatButton />
    </footer>
  );
}
