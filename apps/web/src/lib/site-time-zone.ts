/**
 * Moments are dated in Marrakech's time zone, the operator's, not the reader's: a page rendered
 * on the server then shows the same day as the browser that hydrates it (docs/decisions/024).
 * A module of its own, so the footer's year does not pull the formatters into the first load.
 */
export const SITE_TIME_ZONE = 'Africa/Casablanca';
