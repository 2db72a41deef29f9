/**
 * The time zone dates are written in on pages: UTC. A page rendered on the server and the browser
 * that hydrates it must write the same text, and their time-zone data for Morocco differ: Debian's
 * Chromium puts Africa/Casablanca at UTC+0 in November 2026 where Node puts it at UTC+1, so a
 * review written at 23:30 UTC showed a different day on each side and broke hydration. A review's
 * day is its UTC day. (The booking rules' "today in Marrakech" is the services' to decide:
 * docs/product.md, Rules, Dates and capacity.) A module of its own, so the footer's year does not
 * pull the formatters into the first load.
 */
export const DISPLAY_TIME_ZONE = 'UTC';
