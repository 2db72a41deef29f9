import '@testing-library/jest-dom/vitest';
import './i18n';
// The admin's namespace comes with the admin chunk in the app; tests render admin parts directly.
import '../i18n/admin-resources';

import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import i18n from 'i18next';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy… and waitFor give up after 1 s by default, which a machine busy with other work outlasts
// (docs/decisions/048-suite-speed.md); they still return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; the Toaster asks it whether the visitor prefers reduced motion.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

beforeEach(async () => {
  // jsdom does not implement scrolling; ScrollToTop calls it on every path change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  await i18n.changeLanguage('en');
  localStorage.clear();
});

afterEach(() => {
  // The toast store outlives a test: start each one with none.
  act(() => toast.remove());
  cleanup();
  vi.restoreAllMocks();
});
