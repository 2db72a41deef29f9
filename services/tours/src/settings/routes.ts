import { SiteSettingsInputSchema, SiteSettingsSchema } from '@mt/contracts/settings';
import type { ServiceApp } from '@mt/service-kit/create-service';
import type { JsonCache } from '@mt/service-kit/json-cache';
import type { SettingsRepository } from './settings-repository';

/**
 * The operator's details (docs/decisions/039-operator-settings.md): read by every public page,
 * so answered from the cache like the catalogue; written by the admin's "Business details" panel.
 */
export function registerSettingsRoutes(
  app: ServiceApp,
  deps: { settings: SettingsRepository; cache: JsonCache },
): void {
  const { settings, cache } = deps;

  app.get(
    '/api/tours/settings',
    { schema: { response: { 200: SiteSettingsSchema } } },
    async (request, reply) =>
      cache.send(request, reply, 'settings', SiteSettingsSchema, () => settings.read()),
  );

  // Internal (messaging → tours): the e-mails print the operator's contact facts.
  app.get('/internal/settings', { schema: { response: { 200: SiteSettingsSchema } } }, async () =>
    settings.read(),
  );

  app.put(
    '/api/tours/settings',
    {
      onRequest: app.requireAdmin,
      schema: { body: SiteSettingsInputSchema, response: { 200: SiteSettingsSchema } },
    },
    async (request) => settings.write(request.body),
  );
}
