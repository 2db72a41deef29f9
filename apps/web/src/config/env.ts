/**
 * Build-time configuration, read here and nowhere else. Vite inlines `VITE_*` variables when the
 * app is built.
 */

/** wa.me links take the international number as digits only: no "+", spaces or dashes. */
function readPhoneDigits(value: string | undefined): string | undefined {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits === '' ? undefined : digits;
}

export const env = {
  /** The chat button's target (WHATSAPP_NUMBER, README.md Configuration); unset hides it. */
  whatsappNumber: readPhoneDigits(import.meta.env.VITE_WHATSAPP_NUMBER),
} as const;
