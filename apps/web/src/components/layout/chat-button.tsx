import { useTranslation } from 'react-i18next';

import { useOperatorDetails } from './operator-details';

/** A chat link on wa.me with the greeting prefilled in the visitor's language. */
export function chatUrl(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}

/**
 * docs/product.md (Screens, Shell): the floating chat button; it opens WhatsApp in a new tab,
 * without giving it this window. The operator's WhatsApp number, else the build's; neither hides it.
 * It steps aside while the visitor fills a field (index.css), so it never covers one or its counter;
 * on a phone it waits below the first screen, and the footer's end leaves it room (index.css,
 * docs/decisions/069).
 */
export function ChatButton() {
  const { t } = useTranslation('common');
  const { whatsapp } = useOperatorDetails();
  if (!whatsapp) return null;
  return (
    <a
      href={chatUrl(whatsapp, t('chat.greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      title={t('chat.label')}
      data-chat-button=""
      className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg transition hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-green-700 sm:right-6 sm:bottom-6"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor">
        <path d="M12.04 2a9.9 9.9 0 0 0-8.5 15l-1.4 5.1 5.2-1.4A9.9 9.9 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3a8.2 8.2 0 1 1 7 3.9Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.4.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3Z" />
      </svg>
    </a>
  );
}
