import { paths } from '../../config/paths';

/** §2 Shell: the header links, in order. The Admin link is shown to everyone. */
export const HEADER_NAV_ITEMS = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.tours, labelKey: 'nav.tours' },
  { to: paths.gallery, labelKey: 'nav.gallery' },
  { to: paths.booking, labelKey: 'nav.booking' },
  { to: paths.contact, labelKey: 'nav.contact' },
  { to: paths.admin, labelKey: 'nav.admin' },
] as const;

/** §2 Footer quick links: the public screens, without Admin. */
export const FOOTER_NAV_ITEMS = HEADER_NAV_ITEMS.filter((item) => item.to !== paths.admin);

/** §2: the active link is the one whose path equals the current path exactly. */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  return itemPath === currentPath;
}
