import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from './common';
import { isPhoneNumber, PHONE_MESSAGE } from './phone';
import { isSitePath } from './site-path';
import { isMultiLineText, singleLineText, UNSAFE_TEXT_MESSAGE } from './text';

/**
 * The operator's own details (docs/decisions/039-operator-settings.md): every public page, the
 * chat button and the structured data read them. An empty field means "not set yet": the site
 * shows the placeholder in its place, and the dashboard lists it.
 */
export const SETTINGS_LIMITS = {
  businessName: 100,
  phone: 30,
  address: 300,
  openingHours: 200,
  licenceNumber: 100,
  url: 500,
  cancellationPolicy: 5000,
  promotionText: 300,
} as const;

// The operator's phone and WhatsApp numbers follow the one phone rule (./phone.ts).
export { isPhoneNumber, PHONE_MESSAGE };

export const HTTPS_URL_MESSAGE = 'Use an https:// address';
function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s]+$/i.test(value)) return false;
  return URL.canParse(value);
}

const line = (max: number) => singleLineText().max(max, `At most ${max} characters`);
const optional = (schema: z.ZodType<string>) => schema.default('');
const phone = () =>
  line(SETTINGS_LIMITS.phone).refine(
    (value) => value === '' || isPhoneNumber(value),
    PHONE_MESSAGE,
  );
const httpsUrl = () =>
  line(SETTINGS_LIMITS.url).refine((value) => value === '' || isHttpsUrl(value), HTTPS_URL_MESSAGE);
/** An image uploaded to this site (a site path, ./site-path.ts) or an https:// address. */
export const IMAGE_URL_MESSAGE = 'Upload an image or use an https:// address';
const imageUrl = () =>
  line(SETTINGS_LIMITS.url).refine(
    (value) => value === '' || isSitePath(value) || isHttpsUrl(value),
    IMAGE_URL_MESSAGE,
  );
const email = () =>
  line(EMAIL_MAX).refine(
    (value) => value === '' || (EMAIL_PATTERN.test(value) && z.email().safeParse(value).success),
    'Please enter a valid email address',
  );
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(isMultiLineText, UNSAFE_TEXT_MESSAGE);

/** What the admin's "Business details" panel sends (PUT /api/tours/settings): the whole set. */
export const SiteSettingsInputSchema = z.object({
  business_name: optional(line(SETTINGS_LIMITS.businessName)),
  /**
   * The operator's logo (docs/decisions/065): an image uploaded through the media service, or an
   * https:// address; the header, the structured data and the dashboard show it once set.
   */
  logo_url: optional(imageUrl()),
  phone: optional(phone()),
  whatsapp: optional(phone()),
  email: optional(email()),
  address: optional(line(SETTINGS_LIMITS.address)),
  opening_hours: optional(line(SETTINGS_LIMITS.openingHours)),
  opening_hours_fr: optional(line(SETTINGS_LIMITS.openingHours)),
  facebook_url: optional(httpsUrl()),
  instagram_url: optional(httpsUrl()),
  tripadvisor_url: optional(httpsUrl()),
  licence_number: optional(line(SETTINGS_LIMITS.licenceNumber)),
  map_url: optional(httpsUrl()),
  cancellation_policy: optional(text(SETTINGS_LIMITS.cancellationPolicy)),
  cancellation_policy_fr: optional(text(SETTINGS_LIMITS.cancellationPolicy)),
  /**
   * The language of the operator's own copies (a new booking, a contact message):
   * docs/decisions/043. "" reads as English.
   */
  operator_language: z.enum(['', 'en', 'fr']).default(''),
  /**
   * The operator's own promotion, where the advertisement boxes were (docs/decisions/042): shown
   * on every public page while it has a text or an image, hidden otherwise.
   */
  promotion_image_url: optional(imageUrl()),
  promotion_text: optional(line(SETTINGS_LIMITS.promotionText)),
  promotion_text_fr: optional(line(SETTINGS_LIMITS.promotionText)),
  promotion_url: optional(httpsUrl()),
});
export type SiteSettingsInput = z.input<typeof SiteSettingsInputSchema>;

/** GET /api/tours/settings: every field, "" where the operator has set nothing yet. */
export const SiteSettingsSchema = z.object(
  Object.fromEntries(
    Object.keys(SiteSettingsInputSchema.shape).map((key) => [key, z.string()]),
  ) as Record<keyof typeof SiteSettingsInputSchema.shape, z.ZodString>,
);
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const SETTINGS_FIELDS = Object.keys(SiteSettingsInputSchema.shape) as (keyof SiteSettings)[];

/** Settings with nothing set: what a new site answers. */
export const EMPTY_SETTINGS = Object.fromEntries(
  SETTINGS_FIELDS.map((key) => [key, '']),
) as SiteSettings;

/** The language the operator's copies are written in (docs/decisions/043). */
export function operatorLanguage(settings: Pick<SiteSettings, 'operator_language'> | undefined) {
  return settings?.operator_language === 'fr' ? 'fr' : 'en';
}
