/**
 * Several public pages reserve an advertisement area for the operator's own promotion. It is
 * hidden while none is set (docs/decisions/039); the promotion itself (image, text and link in
 * both languages) comes with a later slice of issue 20, and will render here.
 */
export function AdPlaceholder(_props: { tone?: 'light' | 'dark'; className?: string }) {
  return null;
}
