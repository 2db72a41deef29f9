import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

import { paths } from '../../config/paths';
import { BusinessNameContext } from './business-name';
import { useLanguage } from '../../i18n/use-language';
import { useSiteOrigin } from '../../lib/site-origin';

type SeoProps = {
  /** The page's own title; the site's tagline is appended. Omit on the home page. */
  title?: string | undefined;
  description?: string | undefined;
  keywords?: string | undefined;
  /** An absolute or site-relative image for social cards. */
  image?: string | undefined;
  type?: 'website' | 'article';
  /**
   * schema.org objects, written as JSON-LD, or built from the brand (the operator's name:
   * docs/decisions/065); in the browser, SERVED_JSON_LD.
   */
  jsonLd?: JsonLd | ((brand: { name: string }) => JsonLd) | typeof SERVED_JSON_LD | undefined;
  /** For pages that say "not found": search engines should not list them. */
  noIndex?: boolean;
};

/**
 * JSON-LD is for crawlers, which read the served HTML. The browser keeps the element the server
 * wrote and never builds its text again, so the builders stay out of the page's scripts
 * (docs/decisions/037): a page passes `import.meta.env.SSR ? build(...) : SERVED_JSON_LD`.
 */
export const SERVED_JSON_LD = 'served';
type JsonLd = object | object[];

/** The page's URL in a language: English has no parameter, French adds `?lang=fr`. */
export function languageUrl(origin: string, pathname: string, language: 'en' | 'fr'): string {
  return language === 'en' ? `${origin}${pathname}` : `${origin}${pathname}?lang=fr`;
}

/** Keeps `<` from closing the script element early when JSON-LD carries user text. */
function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * docs/product.md (Search engines and link previews), for one page: title with the tagline,
 * description, keywords, canonical, hreflang alternates, Open Graph and Twitter cards, robots,
 * structured data. React 19 moves the title, meta and link elements into the document head.
 */
export function Seo({
  title,
  description,
  keywords,
  image,
  type = 'website',
  jsonLd,
  noIndex = false,
}: SeoProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const language = useLanguage();
  const origin = useSiteOrigin();
  const businessName = useContext(BusinessNameContext);
  const name = businessName || t('brand.name');
  // docs/product.md (Search engines): the home page's title is the name and the tagline; another
  // page's, its own then the operator's business name, or the tagline until one is set
  // (docs/decisions/065).
  const fullTitle = title
    ? `${title} – ${businessName || t('brand.tagline')}`
    : t('seo.defaultTitle', { name });
  const summary = description ?? t('seo.defaultDescription');
  const canonical = languageUrl(origin, pathname, language);
  const imageUrl = new URL(image ?? paths.shareImage, origin).href;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <meta name="keywords" content={keywords ?? t('seo.defaultKeywords')} />
      <meta name="robots" content={noIndex ? 'noindex, follow' : 'index, follow'} />
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="en" href={languageUrl(origin, pathname, 'en')} />
      <link rel="alternate" hrefLang="fr" href={languageUrl(origin, pathname, 'fr')} />
      <link rel="alternate" hrefLang="x-default" href={languageUrl(origin, pathname, 'en')} />
      <meta property="og:site_name" content={name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={language === 'fr' ? 'fr_FR' : 'en_US'} />
      <meta property="og:locale:alternate" content={language === 'fr' ? 'en_US' : 'fr_FR'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd !== undefined ? (
        <script
          // A page opened in the browser gets an element of its own, empty, never the last one's.
          key={pathname}
          type="application/ld+json"
          // Hydration keeps the server's text; the browser's render of it is empty on purpose.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html:
              jsonLd === SERVED_JSON_LD
                ? ''
                : // Built only on the server: the browser keeps the served text.
                  serializeJsonLd(
                    import.meta.env.SSR && typeof jsonLd === 'function' ? jsonLd({ name }) : jsonLd,
                  ),
          }}
        />
      ) : null}
    </>
  );
}
