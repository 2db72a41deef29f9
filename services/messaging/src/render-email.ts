import type { TemplateName } from '@mt/contracts/messaging';
import { AppError } from '@mt/service-kit/errors';
import type { OperatorContact } from './templates/operator-contact';
import { TemplateDataError, renderTemplate, type RenderedEmail } from './templates/render-template';

export type RenderEmail = (
  template: TemplateName,
  data: unknown,
  language: 'en' | 'fr',
) => Promise<RenderedEmail>;

/**
 * Renders with the site's name and address and the operator's contact facts as set now
 * (docs/decisions/039); data that does not fit its template is a 400.
 */
export function createEmailRenderer(
  context: { siteName: string; publicUrl: string },
  operatorContact: () => Promise<OperatorContact | undefined> = async () => undefined,
): RenderEmail {
  return async (template, data, language) => {
    const operator = await operatorContact();
    try {
      return renderTemplate(template, data, language, { ...context, operator });
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
