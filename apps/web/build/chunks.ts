/**
 * How the browser's scripts are grouped into files (docs/decisions/037). Every public page runs
 * the same libraries, and the tour pages share a handful of small modules: one file each
 * compresses better than many, costs fewer requests, and keeps a public page under its budget.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path that matches with either separator. */
const slashes = (path: string) => path.split('/').map(escape).join('[\\\\/]');

/** The libraries that run on every page, as pnpm stores them (`+` stands for a scope's `/`). */
const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@tanstack+query-core',
  '@tanstack+react-query',
  'i18next',
  'react-i18next',
  'use-sync-external-store',
];

/**
 * What home, the tour list and a tour's page share: the head, a tour's photo, prices, rating; and
 * what a tour's page shares with the booking form (the payment terms, the group-size limit), which
 * as files of their own cost more than they weigh (docs/decisions/067).
 */
const TOUR_UI = [
  'apps/web/src/components/seo/',
  'packages/domain/src/format',
  'apps/web/src/features/tours/api/query-keys',
  'apps/web/src/features/tours/components/styles',
  'apps/web/src/features/tours/components/tour-image',
  'apps/web/src/features/tours/components/rating-summary',
  'apps/web/src/features/tours/components/star-rating',
  'apps/web/src/features/tours/utils/parse-tour-id',
  'packages/domain/src/excerpt',
  'packages/domain/src/tour-images',
  'packages/contracts/src/media-urls',
  'packages/contracts/src/media-limits',
  'packages/contracts/src/form-limits',
  'packages/domain/src/money',
  'apps/web/src/components/booking-terms/payment-terms',
];

/**
 * Parts of those libraries that only the forms and the dashboard use, which load after the page
 * (docs/decisions/044): left to the chunks that import them, not put in every page's file.
 */
const AFTER_THE_PAGE = /[\\/](useMutation|mutationObserver)\.js$/;

const framework = new RegExp(
  `node_modules[\\\\/]\\.pnpm[\\\\/](${FRAMEWORK.map(escape).join('|')})@`,
);

export const chunkGroups = [
  {
    name: 'framework',
    priority: 2,
    test: (id: string) => framework.test(id) && !AFTER_THE_PAGE.test(id),
  },
  { name: 'tour-ui', priority: 1, test: new RegExp(`(${TOUR_UI.map(slashes).join('|')})`) },
];
