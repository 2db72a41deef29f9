/**
 * The time zone moments (a review's or an upload's timestamp) are written in: UTC. A page rendered
 * on the server and the browser that hydrates it must write the same text, and their time-zone
 * data for Morocco differ: Debian's Chromium puts Africa/Casablanca at UTC+0 in November 2026
 * where Node puts it at UTC+1, so a review written at 23:30 UTC showed a different day on each
 * side and broke hydration. A moment's day is its UTC day. ("Today in Marrakech" for the booking
 * rules is OPERATOR_TIME_ZONE in trip-dates.ts.) A module of its own, so that the footer's year
 * does not pull the formatters into the site's first load (docs/decisions/032).
 */
export const DISPLAY_TIME_ZONE = 'UTC';
