import type { ServiceApp } from '@mt/service-kit/create-service';
import { z } from 'zod';
import { PLACEHOLDER_MAX, PLACEHOLDER_TEXT_MAX, renderPlaceholder } from './placeholder-image';

const size = z.coerce.number().int('A whole number of pixels').min(1).max(PLACEHOLDER_MAX);

/** `/api/placeholder/{w}/{h}`, used for tours without images (and demo content). */
export function registerPlaceholderRoutes(app: ServiceApp): void {
  app.get(
    '/api/placeholder/:width/:height',
    {
      schema: {
        params: z.object({ width: size, height: size }),
        querystring: z.object({
          text: z
            .string()
            .max(PLACEHOLDER_TEXT_MAX * 4)
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const { width, height } = request.params;
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          // The same URL always draws the same picture.
          .header('cache-control', 'public, max-age=31536000, immutable')
          // Opened on its own, the SVG may not run or load anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          .send(renderPlaceholder(width, height, request.query.text))
      );
    },
  );
}
