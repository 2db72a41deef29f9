import { useSearchParams } from 'react-router-dom';

/** The tabs, in this order (docs/product.md, Admin dashboard). */
export const ADMIN_TABS = [
  'overview',
  'tours',
  'bookings',
  'departures',
  'inbox',
  'reviews',
  'messages',
  'settings',
  'gallery',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB_PARAM = 'tab';

function isAdminTab(value: string | null): value is AdminTab {
  return value !== null && (ADMIN_TABS as readonly string[]).includes(value);
}

/** The open tab lives in the URL (`/admin?tab=bookings`), so a reload or a shared link keeps it. */
export function useActiveTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAM);
  const activeTab: AdminTab = isAdminTab(requested) ? requested : ADMIN_TABS[0];

  const setActiveTab = (tab: AdminTab) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (tab === ADMIN_TABS[0]) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, tab);
        return next;
      },
      { replace: true },
    );
  };

  return [activeTab, setActiveTab] as const;
}
