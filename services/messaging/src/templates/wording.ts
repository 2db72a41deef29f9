import type { Block } from './email-content';
import type { EmailTranslate } from './i18n';

/** The greeting of a customer-facing e-mail: by name when there is one. */
export function greet(t: EmailTranslate, name: string | null): Block {
  return {
    kind: 'paragraph',
    text: name ? t('common.greeting', { name }) : t('common.greetingAnonymous'),
  };
}

export function signOff(t: EmailTranslate, siteName: string): Block {
  return { kind: 'paragraph', text: t('common.signOff', { siteName }) };
}

/** A tour's title inside a sentence: as is in English, between « » in French. */
export function quoteTitle(t: EmailTranslate, title: string): string {
  return t('common.quotedTitle', { title });
}
