import { createService } from '@mt/service-kit/create-service';
import type { ServiceConfig } from '@mt/service-kit/service-config';

/** The tours service; its routes arrive with their issue. For now it answers /health. */
export function buildApp(config: ServiceConfig) {
  return createService('tours', config);
}
