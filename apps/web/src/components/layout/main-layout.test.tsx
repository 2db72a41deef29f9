import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { clientWithSettings } from '../../testing/operator-settings';
import { MainLayout } from './main-layout';

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={clientWithSettings({ whatsapp: '+212612345678' })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<MainLayout />}>
            <Route path="*" element={<p>Screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the layout', () => {
  it('gives the visitors’ pages the footer, with its chat button', async () => {
    renderAt('/contact');
    expect(await screen.findByText('Screen')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
  });

  it('keeps the footer, its promotion and the chat button out of the dashboard', async () => {
    for (const path of ['/admin', '/admin/bookings/MT-000123']) {
      const view = renderAt(path);
      expect(await screen.findByText('Screen')).toBeVisible();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
      view.unmount();
    }
  });
});
