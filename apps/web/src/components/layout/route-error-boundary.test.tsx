import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { clientWithSettings } from '../../testing/operator-settings';
import { MainLayout } from './main-layout';

function Broken(): never {
  throw new Error('screen failed');
}

describe('a screen that fails', () => {
  it('shows the generic error inside the layout, and recovers on another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <QueryClientProvider client={clientWithSettings()}>
        <MemoryRouter initialEntries={['/broken']}>
          <Routes>
            <Route element={<MainLayout />}>
              <Route path="broken" element={<Broken />} />
              <Route index element={<p>Home page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('link', { name: 'Home' })[0]!);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });
});
