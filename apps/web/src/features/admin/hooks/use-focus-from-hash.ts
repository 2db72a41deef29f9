import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The prefix of a Settings field's id, which the Overview's checklist links to. */
export const SETTING_ID_PREFIX = 'setting-';

/** The id of a Settings field, and the address of the link that opens it. */
export const settingId = (field: string) => `${SETTING_ID_PREFIX}${field}`;
export const settingLink = (field: string) => `/admin?tab=settings#${settingId(field)}`;

/**
 * Focuses the field the address names (`#setting-phone`) once the form holding it has mounted:
 * the Overview's checklist opens the Settings tab on the very field to fill (docs/decisions/065).
 */
export function useFocusFromHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash.startsWith(`#${SETTING_ID_PREFIX}`)) return;
    const field = document.getElementById(decodeURIComponent(hash.slice(1)));
    // The browser scrolls a focused field into view.
    if (field instanceof HTMLElement) field.focus();
  }, [hash]);
}
