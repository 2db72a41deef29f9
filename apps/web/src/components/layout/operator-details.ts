import type { SiteSettings } from '@mt/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { env } from '../../config/env';
import { operator } from '../../config/operator';
import { useLanguage } from '../../i18n/use-language';
import { api } from '../../lib/api-client';

/** One key for both languages: the answer holds the English and French fields. */
export const SITE_SETTINGS_KEY = ['site-settings'] as const;

// The type only: the contract module builds its zod schemas on load, which would put zod in
// every public page's scripts (docs/decisions/037).
/** GET /api/tours/settings: the operator's details, "" where nothing is set yet. */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<SiteSettings>('/api/tours/settings', { signal }),
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());

/**
 * The cancellation policy in the page's language, French falling back to English; undefined
 * while none is set, and the tour and booking pages then leave it out (docs/decisions/042).
 */
export function useCancellationPolicy(): string | undefined {
  const settings = useSiteSettings().data;
  const french = useLanguage() === 'fr';
  return (french && settings?.cancellation_policy_fr) || settings?.cancellation_policy || undefined;
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tripadvisor'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The operator's details as the public pages show them (docs/decisions/039): the value the
 * operator set, else the placeholder of config/operator.ts and the common texts. While the
 * settings load (a page the browser renders alone), the placeholders show.
 */
export function useOperatorDetails() {
  const { t } = useTranslation('common');
  const french = useLanguage() === 'fr';
  const settings = useSiteSettings().data;
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = settings?.[`${network}_url`];
    if (url) social[network] = url;
  }
  // French hours fall back to the English ones, as a tour's fields do.
  const hours = (french && settings?.opening_hours_fr) || settings?.opening_hours;
  const promotionText = (french && settings?.promotion_text_fr) || settings?.promotion_text;
  const promotionImage = settings?.promotion_image_url;
  return {
    businessName: settings?.business_name || undefined,
    name: settings?.business_name || t('brand.name'),
    /** The operator's logo once set (docs/decisions/065). */
    logo: settings?.logo_url || undefined,
    telephone: settings?.phone || operator.telephone,
    email: settings?.email || operator.email,
    /** Set by the operator: the street address; else the city, as the placeholder has it. */
    streetAddress: settings?.address || undefined,
    address: settings?.address || t('footer.address', { city: operator.address.locality }),
    hours: hours || t('footer.hours'),
    /** wa.me takes digits only; the build's WHATSAPP_NUMBER until the operator sets one. */
    whatsapp: settings?.whatsapp.replace(/\D/g, '') || env.whatsappNumber,
    social,
    licence: settings?.licence_number || undefined,
    mapUrl: settings?.map_url || undefined,
    /** The operator's promotion (docs/decisions/042): none while it has no text and no image. */
    promotion:
      promotionText || promotionImage
        ? { text: promotionText, image: promotionImage, url: settings?.promotion_url }
        : undefined,
  };
}

export type OperatorDetails = ReturnType<typeof useOperatorDetails>;
