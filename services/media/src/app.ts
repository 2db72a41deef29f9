import { createService } from '@mt/service-kit/create-service';
import type { ServiceConfig } from '@mt/service-kit/service-config';
import { registerPlaceholderRoutes } from './placeholder/routes';

/** The media service; uploads and the gallery arrive with their issue. */
export function buildApp(config: ServiceConfig) {
  const app = createService('media', config);
  registerPlaceholderRoutes(app);
  return app;
}
