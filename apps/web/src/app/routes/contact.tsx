import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { Seo } from '../../components/seo/seo';
import { ContactInfo } from '../../features/contact/components/contact-info';
import { MapPlaceholder } from '../../features/contact/components/map-placeholder';

// The form and react-hook-form are a chunk of their own, asked for as soon as this screen loads:
// the page paints and hydrates without it, and React hydrates the served form when it arrives
// (docs/decisions/044-form-validation.md).
const contactForm = import('../../features/contact/components/contact-form');
const ContactForm = lazy(async () => ({ default: (await contactForm).ContactForm }));

/** docs/product.md (Screens, Contact): details, a map placeholder and the form. */
export default function ContactRoute() {
  const { t } = useTranslation('contact');

  return (
    <>
      <Seo title={t('contact.title')} description={t('contact.seoDescription')} />
      <header className="bg-gradient-to-b from-amber-50 to-stone-50">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:pt-16">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {t('contact.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-600">{t('contact.subtitle')}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-5">
        <div className="space-y-8 lg:col-span-2">
          <ContactInfo />
          <MapPlaceholder />
        </div>
        <div className="lg:col-span-3">
          <Suspense fallback={<div className="min-h-[40rem]" />}>
            <ContactForm />
          </Suspense>
        </div>
      </div>
    </>
  );
}
