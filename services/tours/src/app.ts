import { createService } from '@mt/service-kit/create-service';
import { createJsonCache } from '@mt/service-kit/json-cache';
import { registerPageInvalidation } from '@mt/service-kit/page-invalidation';
import type { ToursConfig } from './config';
import { openToursDatabase } from './db/database';
import { createPricingRepository } from './pricing/pricing-repository';
import { registerPricingRoutes } from './pricing/routes';
import { registerReviewAdminRoutes } from './reviews/admin-routes';
import { createReviewRepository } from './reviews/review-repository';
import { registerReviewRoutes } from './reviews/routes';
import { registerSellingRoutes } from './selling/routes';
import { createSellingRepository } from './selling/selling-repository';
import { registerSeoRoutes } from './seo/routes';
import { registerSettingsRoutes } from './settings/routes';
import { createSettingsRepository } from './settings/settings-repository';
import { createTagRepository } from './tags/tag-repository';
import { registerTagRoutes } from './tags/routes';
import { registerBookingFactsRoute } from './tours/booking-facts-route';
import { createTourRepository } from './tours/tour-repository';
import { registerTourRoutes } from './tours/routes';

export interface ToursAppOptions {
  /** The clock, replaceable so tests can move past a review link's expiry. */
  now?: () => Date;
}

export function buildApp(config: ToursConfig, options: ToursAppOptions = {}) {
  const now = options.now ?? (() => new Date());
  const database = openToursDatabase(config.DATA_DIR);
  const repositories = {
    db: database.db,
    tours: createTourRepository(database.db),
    pricing: createPricingRepository(database.db),
    selling: createSellingRepository(database.db),
    tags: createTagRepository(database.db),
    reviews: createReviewRepository(database.db),
  };

  const app = createService('tours', config);
  app.addHook('onClose', async () => database.close());

  const cache = createJsonCache(app);
  registerTourRoutes(app, { tours: repositories.tours, cache });
  registerSettingsRoutes(app, { settings: createSettingsRepository(database.db), cache });
  registerPricingRoutes(app, repositories);
  registerSellingRoutes(app, { ...repositories, cache });
  registerBookingFactsRoute(app, repositories);
  registerTagRoutes(app, repositories);
  registerReviewRoutes(app, { ...repositories, now });
  registerReviewAdminRoutes(app, { reviews: repositories.reviews, now });
  registerSeoRoutes(app, { tours: repositories.tours, publicUrl: config.PUBLIC_URL });
  // Every public page shows the catalogue and the operator's details. After the JSON cache's own
  // clearing (registered above), so the renderer's next render reads the change
  // (docs/decisions/027).
  registerPageInvalidation(app, {
    rendererUrl: config.WEB_RENDERER_URL,
    internalToken: config.INTERNAL_TOKEN,
  });
  return app;
}
