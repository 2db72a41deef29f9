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
  /** Target of the floating chat button (DESIGN.md §3 WHATSAPP_NUMBER); unset hides the button. */
  whatsappNumber: readPhoneDigits(import.meta.env.VITE_WHATSAPP_NUMBER),
} as const;
