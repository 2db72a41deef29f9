import '@testing-library/jest-dom/vitest';
import '../i18n';

import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(async () => {
  // jsdom does not implement scrolling; ScrollToTop calls it on every path change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  await i18n.changeLanguage('en');
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
