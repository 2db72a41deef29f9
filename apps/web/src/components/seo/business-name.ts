import { createContext } from 'react';

/**
 * The operator's business name once set (docs/decisions/065), which every page's title and link
 * previews carry: the layout, which reads the settings for the header and the footer, provides
 * it, so the head costs the pages' scripts no query of its own (docs/decisions/037).
 */
export const BusinessNameContext = createContext<string | undefined>(undefined);
