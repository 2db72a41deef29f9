import { BookingSettingsSchema } from '@mt/contracts/booking-settings';
import type { ServiceApp } from '@mt/service-kit/create-service';
import type { BookingSettingsStore } from './booking-settings';

/**
 * The admin's "Bookings" settings (docs/decisions/052): the reminder before a trip and the
 * completion by itself. A save runs the due jobs at once, so a change acts without waiting for
 * the next pass.
 */
export function registerBookingSettingsRoutes(
  app: ServiceApp,
  deps: { settings: BookingSettingsStore; runJobsSoon: () => void },
): void {
  app.get(
    '/api/bookings/settings',
    { onRequest: app.requireAdmin, schema: { response: { 200: BookingSettingsSchema } } },
    async () => deps.settings.read(),
  );

  app.put(
    '/api/bookings/settings',
    {
      onRequest: app.requireAdmin,
      schema: { body: BookingSettingsSchema, response: { 200: BookingSettingsSchema } },
    },
    async (request) => {
      const saved = deps.settings.write(request.body);
      deps.runJobsSoon();
      return saved;
    },
  );
}
