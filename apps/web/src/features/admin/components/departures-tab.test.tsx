import type { Departure } from '@mt/contracts/departures';
import { todayIn } from '@mt/domain/trip-dates';
import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeDeparture, makeTour } from '../testing/admin-fixtures';
import { json, renderAdmin, serve } from '../testing/render-admin';
import { DeparturesTab } from './departures-tab';

afterEach(() => vi.unstubAllGlobals());

const MONTH = todayIn().slice(0, 7);
const DATE = `${MONTH}-20`;

const departure = (overrides: Partial<Departure> = {}) => makeDeparture(DATE, overrides);

/** The tours list and one tour's month; PUTs answer the departure as the service would. */
function serveDepartures(current: Departure) {
  const puts: unknown[] = [];
  serve({
    'GET /api/tours/tours?lang=en': () => json([makeTour({ id: 1 })]),
    [`GET /api/bookings/departures?tour_id=1&month=${MONTH}`]: () => json([current]),
    [`PUT /api/bookings/departures/1/${DATE}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as {
        capacity: number | null;
        sales_stopped: boolean;
      };
      puts.push(body);
      if (body.capacity !== null && body.capacity < current.booked) {
        return json(
          {
            detail: `The capacity cannot be below the ${current.booked} seats already booked`,
            reason: 'CAPACITY_BELOW_BOOKED',
            params: { booked: current.booked },
          },
          409,
        );
      }
      Object.assign(current, {
        capacity: body.capacity ?? 12,
        capacity_set: body.capacity !== null,
        sales_stopped: body.sales_stopped,
        seats_left: (body.capacity ?? 12) - current.booked,
      });
      return json(current);
    },
  });
  return puts;
}

describe('Departures tab', () => {
  it('shows the month’s departures in a calendar and a list, with seats and bookings', async () => {
    serveDepartures(departure());
    renderAdmin(<DeparturesTab />);

    const card = await screen.findByRole('article');
    expect(within(card).getByText('Capacity').nextSibling).toHaveTextContent('12');
    expect(within(card).getByText('Booked').nextSibling).toHaveTextContent('5');
    expect(within(card).getByText('Seats left').nextSibling).toHaveTextContent('7');
    const bookings = within(card).getByRole('list', { name: 'Bookings on this departure' });
    expect(
      within(bookings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Famille Dupont4 people'),
      expect.stringContaining('Hannah Weber1 person'),
    ]);
    const calendar = screen.getByRole('table');
    expect(within(calendar).getByRole('link', { name: /20\s*5\/12/ })).toHaveAttribute(
      'href',
      `#departure-${DATE}`,
    );
  });

  it('stops the date’s sales and changes its capacity, saying why a capacity is refused', async () => {
    const puts = serveDepartures(departure());
    const { user } = renderAdmin(<DeparturesTab />);

    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Stop sales' }));
    expect(await screen.findByText('Sales stopped for this date')).toBeInTheDocument();
    expect(puts).toEqual([{ capacity: null, sales_stopped: true }]);

    const seats = within(card).getByLabelText('Seats on this date');
    await user.clear(seats);
    await user.type(seats, '0');
    await user.click(within(card).getByRole('button', { name: 'Save capacity' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Enter a whole number of seats from 1 to 500',
    );
    expect(puts).toHaveLength(1);

    await user.clear(seats);
    await user.type(seats, '3');
    await user.click(within(card).getByRole('button', { name: 'Save capacity' }));
    expect(
      await screen.findByText('The capacity cannot be below the 5 seats already booked'),
    ).toBeInTheDocument();

    await user.clear(seats);
    await user.type(seats, '16');
    await user.click(within(card).getByRole('button', { name: 'Save capacity' }));
    expect(await screen.findByText('Capacity saved')).toBeInTheDocument();
    expect(puts.at(-1)).toEqual({ capacity: 16, sales_stopped: true });
  });

  it('speaks French: the figures, the bookings, the actions and a refused capacity', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serveDepartures(departure());
    const { user } = renderAdmin(<DeparturesTab />);

    const card = await screen.findByRole('article');
    expect(within(card).getByText('Capacité').nextSibling).toHaveTextContent('12');
    expect(within(card).getByText('Réservées').nextSibling).toHaveTextContent('5');
    expect(within(card).getByText('Places libres').nextSibling).toHaveTextContent('7');
    const bookings = within(card).getByRole('list', { name: 'Réservations de ce départ' });
    expect(within(bookings).getAllByRole('listitem')[0]).toHaveTextContent(
      'Famille Dupont4 personnes',
    );
    expect(within(card).getByRole('link', { name: 'Manifeste' })).toBeVisible();

    const seats = within(card).getByLabelText('Places à cette date');
    await user.clear(seats);
    await user.type(seats, '3');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer la capacité' }));
    expect(
      await screen.findByText(
        'La capacité ne peut pas être inférieure aux 5 places déjà réservées',
      ),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Arrêter les ventes' }));
    expect(await screen.findByText('Ventes arrêtées pour cette date')).toBeInTheDocument();
  });
});
