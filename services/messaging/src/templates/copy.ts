import type { Language } from '@mt/contracts/common';
import type { Block } from './email-content';

/** Wording shared by the customer-facing e-mails. */
export function greet(name: string | null, language: Language): Block {
  if (language === 'fr') return { kind: 'paragraph', text: name ? `Bonjour ${name},` : 'Bonjour,' };
  return { kind: 'paragraph', text: name ? `Dear ${name},` : 'Hello,' };
}

export function signOff(siteName: string, language: Language): Block {
  return {
    kind: 'paragraph',
    text:
      language === 'fr'
        ? `À très bientôt,\nL’équipe ${siteName}`
        : `Warm regards,\nThe ${siteName} team`,
  };
}

/** French quotation marks with their no-break spaces. */
export function quoteTitle(title: string, language: Language): string {
  return language === 'fr' ? `«\u00a0${title}\u00a0»` : title;
}
