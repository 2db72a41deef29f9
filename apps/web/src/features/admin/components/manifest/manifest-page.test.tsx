import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { familyLines, makeBooking, makeDeparture, makeTour } from '../../testing/admin-fixtures';
import { json, renderAdmin, serve } from '../../testing/render-admin';
import { ManifestPage } from './manifest-page';

afterEach(() => vi.unstubAllGlobals());

const DATE = '2026-11-20';

function renderManifest() {
  serve({
    'GET /api/tours/tours?lang=en': () =>
      json([makeTour({ id: 1, title: 'Ourika Valley', title_fr: 'Vallée de l’Ourika' })]),
    'GET /api/bookings/departures?tour_id=1&month=2026-11': () =>
      json([
        makeDeparture(DATE, {
          bookings: [
            makeBooking({
              id: 1,
              reference: 'MT-000001',
              customer_name: 'Famille Dupont',
              number_of_participants: 4,
              language: 'fr',
              status: 'confirmed',
              total_price: 400,
              paid: 100,
              balance: 300,
              pickup_place: 'Riad Dar Anika',
            }),
            makeBooking({
              id: 2,
              reference: 'MT-000002',
              customer_name: 'Pending Guest',
              status: 'pending',
              phone: '+212 661 23 45 67',
              pickup_place: 'Riad Yasmine',
            }),
          ],
        }),
      ]),
  });
  return renderAdmin(
    <Routes>
      <Route path="/admin/departures/:tourId/:date/manifest" element={<ManifestPage />} />
    </Routes>,
    { path: `/admin/departures/1/${DATE}/manifest` },
  );
}

/** French separates thousands and euros with narrow no-break spaces: compared as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('Manifest page', () => {
  it('speaks French: the title, the date, the columns, the confirmed bookings and the totals', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderManifest();

    expect(
      await screen.findByRole('heading', { name: 'Manifeste · Vallée de l’Ourika' }),
    ).toBeVisible();
    expect(plain(screen.getByText(/novembre 2026/).textContent)).toBe(
      'vendredi 20 novembre 2026 · 5 places réservées sur 12',
    );
    const table = screen.getByRole('table', { name: 'Réservations confirmées de ce départ' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Référence',
      'Nom',
      'Personnes',
      'Téléphone',
      'E-mail',
      'Langue',
      'Prise en charge',
      'Demandes particulières',
      'Total',
      'Payé',
      'Reste dû',
    ]);
    const rows = within(table).getAllByRole('row');
    // The header, the one confirmed booking (the pending one is not on the manifest), the totals.
    expect(rows).toHaveLength(3);
    expect(plain(rows[1]!.textContent)).toBe(
      'MT-000001Famille Dupont4amina@example.comFrançaisRiad Dar Anika400 €100 €300 €',
    );
    expect(plain(rows[2]!.textContent)).toBe('Total · 1 réservation4400 €100 €300 €');
    // The pending booking is listed apart, named, and out of the totals.
    const pending = screen.getByRole('region', { name: 'En attente, non confirmées' });
    expect(
      within(pending).getByRole('list', { name: 'Réservations en attente sur ce départ' }),
    ).toHaveTextContent('Pending GuestMT-0000022 personnes+212 661 23 45 67Riad Yasmine');
    expect(within(table).queryByText('Pending Guest')).toBeNull();
    // On a phone, a card per confirmed booking instead of the table's row.
    const cards = screen.getByRole('list', { name: 'Réservations confirmées de ce départ' });
    const [card, totals] = within(cards).getAllByRole('listitem');
    expect(plain(card!.textContent)).toBe(
      'Famille Dupont MT-000001Personnes4E-mailamina@example.comLangueFrançaisPrise en chargeRiad Dar AnikaTotal400 €Payé100 €Reste dû300 €',
    );
    expect(plain(totals!.textContent)).toBe('Total · 1 réservation · 4 personnes · Reste dû 300 €');
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour aux départs' })).toHaveAttribute(
      'href',
      '/admin?tab=departures',
    );
  });

  it('says under the count who comes and what they take, for a booking priced line by line', async () => {
    await act(() => i18n.changeLanguage('en'));
    serve({
      'GET /api/tours/tours?lang=en': () => json([makeTour({ id: 1, title: 'Merzouga' })]),
      'GET /api/bookings/departures?tour_id=1&month=2026-11': () =>
        json([
          makeDeparture(DATE, {
            bookings: [
              makeBooking({
                id: 1,
                customer_name: 'Famille Dupont',
                number_of_participants: 4,
                seats: 3,
                status: 'confirmed',
                option: { id: 5, name: 'Private 4x4', name_fr: '4x4 privé' },
                lines: familyLines(),
              }),
            ],
          }),
        ]),
    });
    renderAdmin(
      <Routes>
        <Route path="/admin/departures/:tourId/:date/manifest" element={<ManifestPage />} />
      </Routes>,
      { path: `/admin/departures/1/${DATE}/manifest` },
    );
    const details = 'Private 4x4, 2 × Adult, 1 × Child, 1 × Infant, 3 × Camel ride';
    const table = await screen.findByRole('table');
    expect(within(table).getByText(details)).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: /confirmed bookings/i });
    expect(within(cards).getByText(`4 · ${details}`)).toBeInTheDocument();
  });
});
