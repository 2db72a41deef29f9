import type { TemplateName } from '@mt/contracts/messaging';
import { AppError } from '@mt/service-kit/errors';
import { TemplateDataError, renderTemplate, type RenderedEmail } from './templates/render-template';

export type RenderEmail = (
  template: TemplateName,
  data: unknown,
  language: 'en' | 'fr',
) => RenderedEmail;

/** Renders with the site's name and address; data that does not fit its template is a 400. */
export function createEmailRenderer(context: { siteName: string; publicUrl: string }): RenderEmail {
  return (template, data, language) => {
    try {
      return renderTemplate(template, data, language, context);
    } catch (error) {
      if (error instanceof TemplateDataError) {
        throw new AppError('VALIDATION', 'Invalid input', {
          errors: [{ path: 'data', message: error.message }],
        });
      }
      throw error;
    }
  };
}
