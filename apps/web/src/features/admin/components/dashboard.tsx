import { useEffect, useId, useRef } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useUnviewedBookings } from '../api/bookings';
import { useInbox } from '../api/inbox';
import { useMessages } from '../api/messages';
import { ADMIN_TABS, useActiveTab } from '../hooks/use-active-tab';
import type { AdminTab } from '../hooks/use-active-tab';
import { hasTourDraft } from '../utils/tour-draft';
import { useConfirmQuestion } from './confirm-question';
import { BookingsTab } from './bookings-tab';
import { DayLinks } from './day/day-links';
import { DeparturesTab } from './departures-tab';
import { GalleryTab } from './gallery-tab';
import { InboxTab } from './inbox-tab';
import { MessagesTab } from './messages-tab';
import { OverviewTab } from './overview-tab';
import { ReviewsTab } from './reviews/reviews-tab';
import { SettingsTab } from './settings-tab';
import { ToursTab } from './tours-tab';

/**
 * A red count on a tab (unviewed bookings, new contact messages, failed e-mails); `label` is read
 * to screen readers.
 */
export type TabBadge = { count: number; label: string };

const TAB_CONTENT: Record<AdminTab, ComponentType> = {
  overview: OverviewTab,
  tours: ToursTab,
  bookings: BookingsTab,
  departures: DeparturesTab,
  inbox: InboxTab,
  reviews: ReviewsTab,
  messages: MessagesTab,
  settings: SettingsTab,
  gallery: GalleryTab,
};

/**
 * docs/product.md (Admin dashboard): the Bookings tab counts bookings not yet viewed, the Inbox
 * new contact messages, the E-mail log failed e-mails.
 */
function useTabBadges(): Partial<Record<AdminTab, TabBadge>> {
  const { t } = useTranslation('admin');
  const bookings = useUnviewedBookings();
  const messages = useMessages();
  const inbox = useInbox();
  const unviewed = bookings.data?.total ?? 0;
  const failed = messages.data?.filter((message) => message.status === 'failed').length ?? 0;
  const unread = inbox.data?.counts.new ?? 0;
  return {
    bookings: { count: unviewed, label: t('badges.bookings', { count: unviewed }) },
    inbox: { count: unread, label: t('badges.inbox', { count: unread }) },
    messages: { count: failed, label: t('badges.messages', { count: failed }) },
  };
}

type DashboardProps = {
  email: string;
  onSignOut: () => void;
  signingOut: boolean;
};

export function Dashboard({ email, onSignOut, signingOut }: DashboardProps) {
  const { t } = useTranslation('admin');
  const badges = useTabBadges();
  const { ask, question } = useConfirmQuestion();
  // Signing out with an unsaved tour form asks first: the draft goes with the session.
  const signOut = () =>
    hasTourDraft()
      ? ask({
          title: t('session.leaveWarning'),
          confirmLabel: t('session.leave'),
          cancelLabel: t('session.stay'),
          onConfirm: onSignOut,
        })
      : onSignOut();
  const [activeTab, setActiveTab] = useActiveTab();
  const id = useId();
  const tabRefs = useRef<Partial<Record<AdminTab, HTMLButtonElement | null>>>({});
  const strip = useRef<HTMLDivElement>(null);
  // On a phone the strip scrolls sideways: the open tab is brought to its middle, sideways only,
  // whether opened from the strip or arrived at by its address (/admin?tab=gallery).
  useEffect(() => {
    const list = strip.current;
    const tab = tabRefs.current[activeTab];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = tab.offsetLeft + tab.offsetWidth / 2 - list.clientWidth / 2;
  }, [activeTab]);
  const tabId = (tab: AdminTab) => `${id}-tab-${tab}`;
  const panelId = (tab: AdminTab) => `${id}-panel-${tab}`;
  const badgeId = (tab: AdminTab) => `${id}-badge-${tab}`;

  const selectAndFocus = (index: number) => {
    const tab = ADMIN_TABS[(index + ADMIN_TABS.length) % ADMIN_TABS.length];
    if (!tab) return;
    setActiveTab(tab);
    tabRefs.current[tab]?.focus();
  };

  // WAI-ARIA APG tabs with automatic activation: arrows move and select, Home/End jump.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = ADMIN_TABS.indexOf(activeTab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: ADMIN_TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    selectAndFocus(next);
  };

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-stone-200 pb-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('title')}</h1>
          <p className="mt-1 text-sm text-stone-600">{t('signedInAs', { email })}</p>
        </div>
        <DayLinks />
        <button
          type="button"
          onClick={signOut}
          disabled={signingOut}
          className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-700 transition hover:border-amber-500 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {signingOut ? t('signingOut') : t('signOut')}
        </button>
        {question}
      </div>

      {/* Every tab in view: on a phone the strip scrolls, a shadow at each end saying more lie
          that way (index.css); from 640 px it wraps, French names and badges included. */}
      <div
        ref={strip}
        role="tablist"
        aria-label={t('tabsLabel')}
        data-scroll-shadows=""
        className="relative mt-6 flex overflow-x-auto border-b border-stone-200 sm:flex-wrap sm:overflow-visible"
      >
        {ADMIN_TABS.map((tab) => {
          const selected = tab === activeTab;
          const badge = badges[tab];
          const showBadge = badge !== undefined && badge.count > 0;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              aria-describedby={showBadge ? badgeId(tab) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActiveTab(tab)}
              onKeyDown={onTabKeyDown}
              className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 ${
                selected
                  ? 'border-amber-600 text-amber-800'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
              }`}
            >
              {t(`tabs.${tab}`)}
              {showBadge ? (
                <span
                  aria-hidden="true"
                  className="min-w-5 rounded-full bg-red-600 px-1.5 py-0.5 text-center text-xs leading-none font-bold text-white"
                >
                  {badge.count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      {/* Badge texts describe their tab without changing its name ("Bookings" stays "Bookings"). */}
      <div hidden>
        {ADMIN_TABS.map((tab) => {
          const badge = badges[tab];
          return badge && badge.count > 0 ? (
            <span key={tab} id={badgeId(tab)}>
              {badge.label}
            </span>
          ) : null;
        })}
      </div>

      {ADMIN_TABS.map((tab) => {
        const Content = TAB_CONTENT[tab];
        return (
          <div
            key={tab}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            hidden={tab !== activeTab}
            tabIndex={0}
            className="py-8 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-600"
          >
            {/* The tab's name as the panel's heading, for screen readers: each tab's own headings
                sit one level below it (docs/product.md Accessibility). */}
            <h2 className="sr-only">{t(`tabs.${tab}`)}</h2>
            {/* Only the open tab mounts its content, so later tabs fetch their data when opened. */}
            {tab === activeTab ? <Content /> : null}
          </div>
        );
      })}
    </section>
  );
}
