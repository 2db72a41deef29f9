import { paths } from '../../config/paths';

/** docs/product.md (Screens, Shell): the header links, in order. Admin is shown to everyone. */
export const HEADER_NAV_ITEMS = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.tours, labelKey: 'nav.tours' },
  { to: paths.gallery, labelKey: 'nav.gallery' },
  { to: paths.booking, labelKey: 'nav.booking' },
  { to: paths.contact, labelKey: 'nav.contact' },
  { to: paths.admin, labelKey: 'nav.admin' },
] as const;

/** The footer's quick links: the public screens, without Admin. */
export const FOOTER_NAV_ITEMS = HEADER_NAV_ITEMS.filter((item) => item.to !== paths.admin);

/** The active link is the one whose path equals the current path exactly. */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  return itemPath === currentPath;
}
