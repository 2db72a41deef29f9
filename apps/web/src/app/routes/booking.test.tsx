import type { BookingPriceInput } from '@mt/contracts/bookings';
import { monthAvailability } from '@mt/domain/departure-availability';
import { addMonths, bookingWindow, countTripDays } from '@mt/domain/trip-dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  availability,
  bodiesSent,
  json,
  priceFor,
  serve,
} from '../../features/booking/testing/fake-services';
import { CONFIRMATION_KEY } from '../../features/booking/confirmation/storage';
import { makeTour } from '../../features/tours/testing/tour-fixtures';
import { createQueryClient } from '../../lib/react-query';
import BookingRoute from './booking';

const TOURS = 'GET /api/tours/tours?lang=en';
const PRICE = 'POST /api/bookings/bookings/calculate-price';
const AVAILABILITY = 'POST /api/bookings/bookings/check-availability';
const BOOKINGS = 'POST /api/bookings/bookings';

const sahara = makeTour({
  id: 1,
  title: 'Sahara Desert Tour',
  price: 249,
  duration: '3 days / 2 nights',
  max_participants: 12,
});
// Fixed departures: 1 May has gone, and 11 May is today in Marrakech though still 10 May in UTC.
const atlas = makeTour({
  id: 2,
  title: 'Atlas Mountains Trek',
  price: 120,
  duration: '2 days',
  max_participants: 8,
  available_dates: ['2026-06-20', '2026-05-01', '2026-05-11', '2026-05-20'],
});
const agafay = makeTour({
  id: 3,
  title: 'Agafay Sunset',
  price: 60,
  duration: 'Half day',
  max_participants: 200,
});
const essaouira = makeTour({
  id: 4,
  title: 'Essaouira Day Trip',
  price: 75,
  duration: '1 day',
  available_dates: ['2026-04-02'],
});
const tours = [sahara, atlas, agafay, essaouira];

function tourById(id: unknown) {
  const tour = tours.find((item) => item.id === id);
  if (!tour) throw new Error(`no tour ${String(id)}`);
  return tour;
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** Seats already held per tour and date, as the bookings service would count them. */
let seatsTaken: Record<number, Record<string, number>> = {};
/** A date's own capacity, where the operator set one (docs/decisions/071). */
let ownCapacity: Record<number, Record<string, number>> = {};
const monthKey = (tourId: number, month: string) =>
  `GET /api/bookings/bookings/calendar?tour_id=${tourId}&month=${month}`;

/** The calendar's months, from the shared rule, for every tour from May 2026 on. */
function calendarRoutes(): Record<string, Handler> {
  const routes: Record<string, Handler> = {};
  const bookable = bookingWindow('2026-05-11', 18);
  for (const tour of tours) {
    for (let index = 0; index <= 19; index += 1) {
      const month = addMonths('2026-05-01', index).slice(0, 7);
      routes[monthKey(tour.id, month)] = () =>
        json({
          tour_id: tour.id,
          month,
          today: bookable.today,
          days: monthAvailability({
            month,
            capacity: tour.max_participants,
            availableDates: tour.available_dates,
            tripDays: countTripDays(tour.duration),
            bookable,
            seatsTaken: new Map(Object.entries(seatsTaken[tour.id] ?? {})),
            capacityByDate: new Map(Object.entries(ownCapacity[tour.id] ?? {})),
          }),
        });
    }
  }
  return routes;
}

/** What a tour sells when the operator added nothing: its price for one kind of person. */
function sellingRoutes(): Record<string, Handler> {
  const routes: Record<string, Handler> = {};
  for (const tour of tours) {
    for (const lang of ['en', 'fr']) {
      routes[`GET /api/tours/tours/${tour.id}/selling?lang=${lang}`] = () =>
        json({
          categories: [
            { ...category(10 + tour.id, 'Adult', tour.price), is_default: true, tour_id: tour.id },
          ],
          options: [{ ...shared, id: 20 + tour.id, tour_id: tour.id }],
          extras: [],
        });
    }
  }
  return routes;
}

const category = (id: number, name: string, price: number) => ({
  id,
  tour_id: 5,
  name,
  name_fr: null,
  min_age: null,
  max_age: null,
  price,
  takes_seat: true,
  counts_for_tiers: true,
  priced_by_tiers: false,
  display_order: 0,
  is_default: false,
});
const shared = {
  id: 31,
  tour_id: 5,
  kind: 'shared',
  name: 'Shared group',
  name_fr: 'Groupe partagé',
  pricing: 'per_person',
  group_price: null,
  max_people: null,
  minimum_people: 1,
  display_order: 0,
  category_prices: [],
};

/** The tours and bookings services, answering as a healthy system would unless told otherwise. */
function serveBooking(overrides: Record<string, Handler> = {}) {
  return serve({
    ...calendarRoutes(),
    ...sellingRoutes(),
    [TOURS]: () => json(tours),
    [PRICE]: (body) => {
      const input = body as BookingPriceInput;
      return json(priceFor(tourById(input.tour_id), input));
    },
    [AVAILABILITY]: () => json(availability(true, 10)),
    ...overrides,
  });
}

function renderBooking(path = '/booking') {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/booking" element={<BookingRoute />} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

const field = {
  tour: () => screen.getByLabelText('Tour'),
  startDate: () => screen.getByLabelText('Start date'),
  departure: () => screen.getByLabelText('Departure date'),
  participants: () => screen.getByLabelText('Number of participants'),
  name: () => screen.getByLabelText('Full name'),
  email: () => screen.getByLabelText('Email'),
  phone: () => screen.getByLabelText('Phone (optional)'),
  pickup: () => screen.getByLabelText('Hotel or riad for pickup (optional)'),
  requests: () => screen.getByLabelText('Special requests (optional)'),
};
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });
// Found by text, not role: these are polled, and role queries are slow in jsdom.
const priceCard = () => screen.getByText('Price Breakdown').closest('section') as HTMLElement;
const endDate = () => screen.getByLabelText('End date');

/** The price breakdown as "term: value" lines. */
function priceRows(): string[] {
  const terms = [...priceCard().querySelectorAll('dt')];
  return terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

async function waitForTotal(total: string) {
  await waitFor(() => expect(priceRows()).toContain(`Total: ${total}`));
}

function setDate(value: string) {
  // jsdom's date input takes a value, not keystrokes.
  fireEvent.change(field.startDate(), { target: { value } });
}

async function setParticipants(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.clear(field.participants());
  if (value !== '') await user.type(field.participants(), value);
}

// The route asks for the form's chunk as it loads (docs/decisions/044); here it is transformed
// once before the first test, whose time limit it would otherwise spend on a busy machine.
beforeAll(async () => {
  await import('../../features/booking/components/booking-form');
});

beforeEach(() => {
  // 23:30 UTC on 10 May is already 00:30 on 11 May in Marrakech (UTC+1).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T23:30:00Z'));
});

afterEach(() => {
  seatsTaken = {};
  ownCapacity = {};
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/booking', () => {
  it('shows a loading screen, then three steps with the tour from ?tour= chosen and priced', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = serveBooking({
      [TOURS]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderBooking('/booking?tour=1');

    expect(screen.getByRole('status')).toHaveTextContent('Loading tours…');
    expect(screen.getByRole('heading', { level: 1, name: 'Book Your Tour' })).toBeVisible();
    expect(document.title).toBe('Book Your Tour – Discover the Magic of Morocco');

    answer(json(tours));

    for (const name of [
      'Step 1: Select Your Tour',
      'Step 2: Tour Details',
      'Step 3: Your Information',
    ]) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(field.tour()).toHaveValue('1');
    expect(field.tour()).toHaveAccessibleDescription(
      '3 days / 2 nights · from €249 per person · up to 12 people',
    );
    expect(field.participants()).toHaveValue(1);
    expect(field.phone()).not.toBeRequired();
    expect(field.requests()).not.toBeRequired();

    await waitForTotal('€249');
    expect(screen.getByRole('region', { name: 'Price Breakdown' })).toBe(priceCard());
    expect(screen.getByRole('status', { name: 'End date' })).toBe(endDate());
    expect(priceRows()).toEqual([
      'Tour: Sahara Desert Tour',
      'Price per person: €249',
      'Participants: 1',
      'Duration: 3 days / 2 nights',
      'Total: €249',
    ]);
    expect(bodiesSent(fetchMock, PRICE)).toEqual([{ tour_id: 1, number_of_participants: 1 }]);
    expect(endDate()).toHaveTextContent('Choose a start date to see when the tour ends.');
    expect(confirmButton()).toBeEnabled();
  });

  it('says beside Confirm how and when the visitor pays, in euros once the group is priced', async () => {
    serveBooking({ [TOURS]: () => json([{ ...sahara, deposit_percent: 30 }, atlas]) });
    const user = renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    const terms = screen.getByRole('list', { name: 'How you pay' });
    expect(terms).toHaveTextContent('Nothing to pay now: we confirm your booking first.');
    // The deposit by the rule of the confirmation e-mail (decision 054): 30 % of the total.
    expect(terms).toHaveTextContent('a deposit of €74.70 (30%)');
    expect(terms).toHaveTextContent('the balance of €174.30 later');

    await setParticipants(user, '2');
    await waitForTotal('€498');
    expect(terms).toHaveTextContent('a deposit of €149.40 (30%)');

    await user.selectOptions(field.tour(), '2');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'How you pay' })).toHaveTextContent(
        'No deposit: you pay once we have confirmed, as agreed with us.',
      ),
    );
  });

  it('recomputes the price when the group or the date changes, and clears it when it cannot', async () => {
    const fetchMock = serveBooking({
      [PRICE]: (body) => {
        const input = body as BookingPriceInput;
        if (input.tour_id === 3) return json({ detail: 'Tour not found' }, 404);
        if (input.number_of_participants < 4) return json(priceFor(sahara, input));
        const tier = { id: 7, tour_id: 1, min_participants: 4, max_participants: 8 };
        return json({
          ...priceFor(sahara, input),
          price_per_person: 219.5,
          pricing_tier: { ...tier, price_per_person: 219.5 },
          total_price: 219.5 * input.number_of_participants,
        });
      },
    });
    const user = renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    await setParticipants(user, '4');
    await waitForTotal('€878');
    expect(priceRows()).toEqual([
      'Tour: Sahara Desert Tour',
      'Price per person: €219.50',
      'Participants: 4',
      'Group rate: 4-8 people',
      'Duration: 3 days / 2 nights',
      'Total: €878',
    ]);

    setDate('2026-06-01');
    await waitFor(() => expect(endDate()).toHaveTextContent('3 June 2026'));
    expect(priceRows()).toContain('Start date: 1 June 2026');
    expect(priceRows()).toContain('End date: 3 June 2026');

    // No participants: no price and no end date, and Confirm waits.
    await user.clear(field.participants());
    expect(field.participants()).toHaveAccessibleDescription('Number of participants is required');
    expect(priceCard()).toHaveTextContent('Enter a valid number of participants to see the price.');
    expect(endDate()).toHaveTextContent('Choose a start date to see when the tour ends.');
    expect(confirmButton()).toBeDisabled();

    await user.type(field.participants(), '2');
    await waitForTotal('€498');

    // A failed calculation clears the price without a word.
    await user.selectOptions(field.tour(), 'Agafay Sunset (from €60 per person)');
    await waitFor(() =>
      expect(bodiesSent(fetchMock, PRICE)).toContainEqual({
        tour_id: 3,
        number_of_participants: 2,
        start_date: '2026-06-01',
      }),
    );
    await waitFor(() => expect(priceCard()).toHaveTextContent('No price to show yet.'));
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(
      'The price could not be calculated just now. Please try again in a moment.',
    );
    expect(screen.queryByText(/failed/i)).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, PRICE)).toEqual([
      { tour_id: 1, number_of_participants: 1 },
      { tour_id: 1, number_of_participants: 4 },
      { tour_id: 1, number_of_participants: 4, start_date: '2026-06-01' },
      { tour_id: 1, number_of_participants: 2, start_date: '2026-06-01' },
      { tour_id: 3, number_of_participants: 2, start_date: '2026-06-01' },
    ]);
  });

  it('offers only the upcoming fixed departures, counting from today in Marrakech', async () => {
    const fetchMock = serveBooking({ [AVAILABILITY]: () => json(availability(true, 5)) });
    const user = renderBooking('/booking?tour=2');

    const departure = await screen.findByLabelText('Departure date');
    expect(
      within(departure)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a departure…', '11 May 2026', '20 May 2026', '20 June 2026']);
    expect(departure).toHaveAccessibleDescription('This tour leaves on fixed dates.');
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();

    await user.selectOptions(departure, '20 May 2026');
    expect(await screen.findByText('Only 5 places left on this date.')).toBeVisible();
    expect(endDate()).toHaveTextContent('21 May 2026');
    expect(bodiesSent(fetchMock, AVAILABILITY)).toEqual([
      { tour_id: 2, start_date: '2026-05-20', number_of_participants: 1 },
    ]);

    // A tour without fixed dates takes any date from today, and keeps the one chosen.
    await user.selectOptions(field.tour(), 'Sahara Desert Tour (from €249 per person)');
    expect(field.startDate()).toHaveAttribute('min', '2026-05-11');
    expect(field.startDate()).toHaveValue('2026-05-20');

    // A tour whose departures have all gone offers none.
    await user.selectOptions(field.tour(), 'Essaouira Day Trip (from €75 per person)');
    expect(screen.getByText('This tour has no upcoming departures.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask us about other dates' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Departure date')).not.toBeInTheDocument();
  });

  it('bounds the date picker by the booking horizon, and shows the service’s refusal of a date', async () => {
    const tooFar = 'Bookings are not open that far ahead yet. Please choose an earlier date.';
    serveBooking({
      [PRICE]: (body) => {
        const input = body as BookingPriceInput;
        // A service set to a shorter horizon than the form's default of 18 months.
        if (input.start_date && input.start_date > '2027-01-31') {
          const errors = [
            { path: 'start_date', message: 'Bookings are not open that far ahead yet' },
          ];
          return json({ detail: 'Invalid input', code: 'VALIDATION', errors }, 400);
        }
        return json(priceFor(sahara, input));
      },
    });
    renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    // 18 months from 11 May 2026 end on 11 November 2027: a 3-day trip starts by the 9th.
    expect(field.startDate()).toHaveAttribute('min', '2026-05-11');
    expect(field.startDate()).toHaveAttribute('max', '2027-11-09');
    setDate('2027-11-10');
    expect(field.startDate()).toHaveAccessibleDescription(tooFar);

    setDate('2027-06-01');
    await waitFor(() => expect(field.startDate()).toHaveAccessibleDescription(tooFar));
    setDate('2027-01-05');
    await waitFor(() => expect(endDate()).toHaveTextContent('7 January 2027'));
    expect(field.startDate()).not.toHaveAttribute('aria-invalid');
  });

  it('keeps Confirm disabled until there is a price', async () => {
    serveBooking();
    const user = renderBooking();

    await screen.findByLabelText('Tour');
    expect(field.tour()).toHaveValue('');
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription('Choose a tour to see the price and book.');

    await user.selectOptions(field.tour(), 'Sahara Desert Tour (from €249 per person)');
    await waitForTotal('€249');
    expect(confirmButton()).toBeEnabled();
  });

  it("checks the group size against the tour's limit and the 50-person cap as it is typed", async () => {
    const fetchMock = serveBooking();
    const user = renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    await setParticipants(user, '13');
    expect(field.participants()).toHaveAccessibleDescription('Maximum 12 participants');
    expect(field.participants()).toHaveAttribute('aria-invalid', 'true');
    expect(field.participants()).toHaveAttribute('max', '12');
    expect(confirmButton()).toBeDisabled();

    await setParticipants(user, '0');
    expect(field.participants()).toHaveAccessibleDescription('At least 1 participant is required');

    await user.selectOptions(field.tour(), 'Agafay Sunset (from €60 per person)');
    await setParticipants(user, '51');
    expect(field.participants()).toHaveAccessibleDescription('Maximum 50 participants allowed');
    expect(field.participants()).toHaveAttribute('max', '50');

    // Only valid counts are priced.
    const counts = bodiesSent(fetchMock, PRICE).map(
      (body) => (body as BookingPriceInput).number_of_participants,
    );
    expect(counts).not.toContain(13);
    expect(counts).not.toContain(0);
    expect(counts).not.toContain(51);
  });

  it('says what is wrong with a field when the visitor leaves it, and not before', async () => {
    serveBooking();
    const user = renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    await user.click(field.name());
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field.name()).toHaveAccessibleDescription('Name is required');
    // Not yet visited: no error yet.
    expect(field.email()).not.toHaveAttribute('aria-invalid');

    await user.type(field.email(), 'amina@');
    expect(field.email()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email address');

    // Fixed as it is typed, once shown.
    await user.type(field.email(), 'example.com');
    expect(field.email()).not.toHaveAttribute('aria-invalid');
    await user.type(field.name(), 'Amina');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
  });

  it('says beside Confirm, in both languages, that the group is too large', async () => {
    serveBooking({ 'GET /api/tours/tours?lang=fr': () => json(tours) });
    const user = renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    await setParticipants(user, '13');
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(
      'To book, correct the number of participants: Maximum 12 participants.',
    );
    expect(
      screen.getByText('To book, correct the number of participants: Maximum 12 participants.'),
    ).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByRole('button', { name: 'Confirmer la réservation' }),
    ).toHaveAccessibleDescription(
      'Pour réserver, corrigez le nombre de participants : 12 participants au maximum.',
    );

    await act(() => i18n.changeLanguage('en'));
    await setParticipants(user, '12');
    await waitForTotal('€2,988');
    expect(confirmButton()).toBeEnabled();
    expect(confirmButton()).not.toHaveAccessibleDescription();
  });

  it('checks the form before sending, focuses the first problem and speaks French', async () => {
    const fetchMock = serveBooking({
      'GET /api/tours/tours?lang=fr': () => json(tours),
    });
    const user = renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    await user.click(confirmButton());

    expect(await screen.findByText('Please select a start date')).toBeInTheDocument();
    // Every problem at once, and beside Confirm why nothing was sent.
    expect(confirmButton()).toHaveAccessibleDescription(
      'Please correct the 3 fields marked above to book.',
    );
    expect(field.startDate()).toHaveAccessibleDescription('Start date is required');
    expect(field.name()).toHaveAccessibleDescription('Name is required');
    expect(field.email()).toHaveAccessibleDescription('Email is required');
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    expect(field.startDate()).toHaveFocus();

    // After a first try, every field is checked as it changes.
    await user.type(field.name(), 'A');
    await user.type(field.email(), 'amina@example');
    setDate('2026-05-10');
    expect(field.name()).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field.startDate()).toHaveAccessibleDescription('The start date cannot be in the past');

    await act(() => i18n.changeLanguage('fr'));

    expect(await screen.findByLabelText('Nom complet')).toHaveAccessibleDescription(
      'Le nom doit contenir au moins 2 caractères',
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Veuillez saisir une adresse e-mail valide',
    );
    expect(screen.getByLabelText('Date de début')).toHaveAccessibleDescription(
      'La date de début ne peut pas être passée',
    );
    expect(screen.getByRole('button', { name: 'Confirmer la réservation' })).toBeVisible();
    expect(bodiesSent(fetchMock, BOOKINGS)).toEqual([]);
  });

  it('says when the departure is full or too small for the group, and keeps Confirm disabled', async () => {
    let seats = availability(false, 0);
    serveBooking({ [AVAILABILITY]: () => json(seats) });
    const user = renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    setDate('2026-06-01');
    expect(
      await screen.findByText('This departure is full. Please choose another date.'),
    ).toBeVisible();
    await waitFor(() => expect(endDate()).toHaveTextContent('3 June 2026'));
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(
      'This departure cannot take your group. Choose another date or fewer participants.',
    );

    seats = availability(false, 2);
    await setParticipants(user, '4');
    expect(
      await screen.findByText(
        'Only 2 places left on this date. Please reduce the number of participants or choose another date.',
      ),
    ).toBeVisible();
    expect(confirmButton()).toBeDisabled();

    seats = availability(true, 2);
    await setParticipants(user, '2');
    expect(await screen.findByText('Only 2 places left on this date.')).toBeVisible();
    await waitForTotal('€498');
    expect(confirmButton()).toBeEnabled();
  });

  it('books, says so and goes home', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = serveBooking({
      [BOOKINGS]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    setDate('2026-06-01');
    await setParticipants(user, '3');
    await user.type(field.name(), '  Amina Benali ');
    await user.type(field.email(), 'amina@example.com');
    await user.click(field.pickup());
    await user.paste(' Riad Dar Anika ');
    expect(field.pickup()).toHaveAccessibleDescription('Where we collect you on the first day.');
    await user.click(field.requests());
    await user.paste('Vegetarian meals, please.');
    expect(field.requests()).toHaveAccessibleDescription(
      'Dietary needs, a celebration, anything we should know… 25 / 2000',
    );
    await waitForTotal('€747');
    await waitFor(() => expect(endDate()).toHaveTextContent('3 June 2026'));

    await user.click(confirmButton());

    const pending = screen.getByRole('button', { name: 'Submitting…' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    expect(bodiesSent(fetchMock, BOOKINGS)).toEqual([
      {
        tour_id: 1,
        customer_name: 'Amina Benali',
        email: 'amina@example.com',
        phone: null,
        start_date: '2026-06-01',
        end_date: '2026-06-03',
        number_of_participants: 3,
        pickup_place: 'Riad Dar Anika',
        special_requests: 'Vegetarian meals, please.',
        language: 'en',
      },
    ]);

    answer(
      json(
        {
          id: 41,
          tour_id: 1,
          tour_title: 'Sahara Desert Tour',
          customer_name: 'Amina Benali',
          email: 'amina@example.com',
          phone: null,
          start_date: '2026-06-01',
          end_date: '2026-06-03',
          travel_date: null,
          days: 3,
          number_of_participants: 3,
          price_per_person: 249,
          total_price: 747,
          status: 'pending',
          admin_viewed: false,
          special_requests: 'Vegetarian meals, please.',
          pickup_place: 'Riad Dar Anika',
          language: 'en',
          created_at: '2026-05-10T23:31:00.000Z',
        },
        201,
      ),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    // The home page shows it until dismissed, from this tab's storage (decision 038).
    expect(JSON.parse(sessionStorage.getItem(CONFIRMATION_KEY)!)).toEqual({
      id: 41,
      tour_title: 'Sahara Desert Tour',
      duration: '3 days / 2 nights',
      start_date: '2026-06-01',
      end_date: '2026-06-03',
      number_of_participants: 3,
      total_price: 747,
      email: 'amina@example.com',
    });
  });

  it('books in French, asking for French e-mails', async () => {
    await i18n.changeLanguage('fr');
    const fetchMock = serveBooking({
      'GET /api/tours/tours?lang=fr': () => json(tours),
      [BOOKINGS]: () => json({ id: 42 }, 201),
    });
    const user = renderBooking('/booking?tour=2');

    await user.selectOptions(await screen.findByLabelText('Date de départ'), '11 mai 2026');
    await user.type(screen.getByLabelText('Nom complet'), 'Camille Martin');
    await user.type(screen.getByLabelText('E-mail'), 'camille@example.fr');
    await user.type(screen.getByLabelText('Téléphone (facultatif)'), '+33 6 12 34 56 78');
    await user.click(screen.getByLabelText('Hôtel ou riad de prise en charge (facultatif)'));
    await user.paste('Riad Kniza');
    await waitFor(() =>
      expect(screen.getByLabelText('Date de fin')).toHaveTextContent('12 mai 2026'),
    );
    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    expect(bodiesSent(fetchMock, BOOKINGS)).toEqual([
      expect.objectContaining({
        tour_id: 2,
        phone: '+33 6 12 34 56 78',
        pickup_place: 'Riad Kniza',
        language: 'fr',
      }),
    ]);
  });

  it('409: says the departure has just filled up and shows the places left', async () => {
    let seats = availability(true, 4);
    serveBooking({
      [AVAILABILITY]: () => json(seats),
      [BOOKINGS]: () => {
        seats = availability(false, 0);
        return json({ detail: 'This departure is full', code: 'CONFLICT' }, 409);
      },
    });
    const user = renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    setDate('2026-06-01');
    await user.type(field.name(), 'Amina');
    await user.type(field.email(), 'amina@example.com');
    expect(await screen.findByText('Only 4 places left on this date.')).toBeVisible();
    await waitFor(() => expect(endDate()).toHaveTextContent('3 June 2026'));
    await user.click(confirmButton());

    expect(
      await screen.findByText(
        'Sorry, this departure has just filled up. Please choose another date or fewer participants.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('This departure is full. Please choose another date.'),
    ).toBeVisible();
    expect(confirmButton()).toBeDisabled();
    expect(field.name()).toHaveValue('Amina');
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  });

  describe('when the booking is refused', () => {
    async function submitValidBooking(user: ReturnType<typeof userEvent.setup>) {
      await waitForTotal('€249');
      setDate('2026-06-01');
      await user.type(field.name(), 'Amina');
      await user.type(field.email(), 'amina@example.com');
      await waitFor(() => expect(endDate()).toHaveTextContent('3 June 2026'));
      await user.click(confirmButton());
    }

    it("400: marks the fields the server names, in the visitor's language", async () => {
      serveBooking({
        [BOOKINGS]: () =>
          json(
            {
              detail: 'Invalid input',
              code: 'VALIDATION',
              errors: [{ path: 'email', message: 'Server wording, English only' }],
            },
            400,
          ),
      });
      const user = renderBooking('/booking?tour=1');
      await submitValidBooking(user);

      expect(
        await screen.findByText('Failed to submit booking. Please try again.'),
      ).toBeInTheDocument();
      expect(field.email()).toHaveAccessibleDescription('Please check this field');
      expect(field.email()).toHaveFocus();
      expect(screen.queryByText('Server wording, English only')).not.toBeInTheDocument();

      // Editing the field clears the server's mark.
      await user.type(field.email(), 'm');
      expect(field.email()).not.toHaveAttribute('aria-invalid');
    });

    it('429: asks the visitor to wait', async () => {
      serveBooking({
        [BOOKINGS]: () => json({ detail: 'Too many requests' }, 429, { 'Retry-After': '60' }),
      });
      const user = renderBooking('/booking?tour=1');
      await submitValidBooking(user);

      expect(
        await screen.findByText(
          'You have sent too many booking requests. Please wait a few minutes and try again.',
        ),
      ).toBeInTheDocument();
      expect(confirmButton()).toBeEnabled();
    });

    it('409 at a holder’s limit of pending seats: says it in plain words (docs/decisions/059)', async () => {
      serveBooking({
        [BOOKINGS]: () =>
          json(
            {
              detail: 'At most 20 places on one date can wait for our confirmation…',
              code: 'CONFLICT',
              reason: 'PENDING_HOLDS_ON_DEPARTURE',
              params: { max: 20 },
            },
            409,
          ),
      });
      const user = renderBooking('/booking?tour=1');
      await submitValidBooking(user);
      expect(
        await screen.findByText(
          'At most 20 places on one date can wait for our confirmation for the same e-mail address or connection. Please contact us, or wait until we confirm your booking.',
        ),
      ).toBeInTheDocument();
      expect(field.name()).toHaveValue('Amina');
      expect(confirmButton()).toBeEnabled();
    });

    it('other failures: says so and keeps what was typed', async () => {
      serveBooking({ [BOOKINGS]: () => json({ detail: 'Internal server error' }, 500) });
      const user = renderBooking('/booking?tour=1');
      await submitValidBooking(user);

      expect(
        await screen.findByText('Failed to submit booking. Please try again.'),
      ).toBeInTheDocument();
      expect(field.name()).toHaveValue('Amina');
      expect(confirmButton()).toBeEnabled();
    });
  });

  it('says when ?tour= names no tour, and preselects nothing', async () => {
    const fetchMock = serveBooking();
    renderBooking('/booking?tour=99');

    expect(await screen.findByText('Tour not found or failed to load.')).toBeInTheDocument();
    expect(field.tour()).toHaveValue('');
    expect(bodiesSent(fetchMock, PRICE)).toEqual([]);
  });

  it('says when the tours cannot be loaded, and tries again', async () => {
    let failing = true;
    serveBooking({
      [TOURS]: () => (failing ? json({ detail: 'Service unavailable' }, 503) : json(tours)),
    });
    const user = renderBooking();

    // One automatic retry first (lib/react-query).
    expect(
      await screen.findByText('Failed to load tours', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load tours. Please try again.');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Tour')).toBeVisible();
  });

  it('says when there is no tour to book', async () => {
    serveBooking({ [TOURS]: () => json([]) });
    renderBooking();

    expect(await screen.findByText('No tours available at the moment.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
  });
});

describe('/booking: the calendar (docs/decisions/040-booking-calendar.md)', () => {
  const grid = (name: string) => screen.findByRole('grid', { name });
  const day = (name: string) => screen.getByRole('button', { name });

  it('offers the fixed departures, refuses a sold-out one, and picks the date', async () => {
    seatsTaken = { 2: { '2026-05-11': 8, '2026-05-20': 5 } };
    const fetchMock = serveBooking({ [AVAILABILITY]: () => json(availability(true, 3)) });
    const user = renderBooking('/booking?tour=2');

    // The first departure's month, Monday first.
    const may = await grid('May 2026');
    await waitFor(() => expect(day('Monday, 11 May 2026, sold out')).toBeDisabled());
    // The weekday row is hidden from screen readers, which read each day's full name.
    expect([...may.querySelectorAll('th')].map((header) => header.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(day('Friday, 1 May 2026, past')).toBeDisabled();
    expect(day('Tuesday, 12 May 2026, no departure')).toBeDisabled();
    const twentieth = day('Wednesday, 20 May 2026, only 3 places left');
    expect(twentieth).toBeEnabled();

    await user.click(twentieth);
    expect(field.departure()).toHaveValue('2026-05-20');
    expect(await screen.findByText('Only 3 places left on this date.')).toBeVisible();
    expect(day('Wednesday, 20 May 2026, only 3 places left (chosen)')).toBeVisible();
    expect(bodiesSent(fetchMock, AVAILABILITY)).toEqual([
      { tour_id: 2, start_date: '2026-05-20', number_of_participants: 1 },
    ]);

    // A departure chosen in the list shows in the calendar, in its month.
    await user.selectOptions(field.departure(), '20 June 2026');
    expect(await grid('June 2026')).toBeVisible();
    expect(day('Saturday, 20 June 2026, available (chosen)')).toBeVisible();
  });

  it('says a small departure of its own is available while no one has booked it, not "only 4 left"', async () => {
    // The operator cut 20 May to 4 places (one 4x4); nobody has booked it yet.
    ownCapacity = { 2: { '2026-05-20': 4 } };
    serveBooking({ [AVAILABILITY]: () => json(availability(true, 4)) });
    const user = renderBooking('/booking?tour=2');
    await grid('May 2026');

    await user.click(
      await screen.findByRole('button', { name: 'Wednesday, 20 May 2026, available' }),
    );
    expect(await screen.findByText('Places are available on this date.')).toBeVisible();
    expect(screen.queryByText(/Only 4 places left/)).not.toBeInTheDocument();
  });

  // Several months, each read with its neighbours: slower than the other cases in jsdom.
  it(
    'is a grid the keyboard moves through, month to month, and Enter chooses',
    { timeout: 15_000 },
    async () => {
      serveBooking();
      const user = renderBooking('/booking?tour=1');
      await grid('May 2026');
      // Today in Marrakech is the day the grid's focus starts on.
      const today = await screen.findByRole('button', { name: 'Monday, 11 May 2026, available' });
      await waitFor(() => expect(today).toBeEnabled());
      expect(day('Sunday, 10 May 2026, past')).toBeDisabled();
      // No false urgency: an empty departure is "available", with no count.
      expect(screen.queryByRole('button', { name: /places? left/ })).not.toBeInTheDocument();

      today.focus();
      await user.keyboard('{ArrowRight}{ArrowDown}');
      expect(day('Tuesday, 19 May 2026, available')).toHaveFocus();
      // Into the next month, whose days are read with this one's.
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(await grid('June 2026')).toBeVisible();
      expect(day('Tuesday, 2 June 2026, available')).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(await grid('May 2026')).toBeVisible();
      expect(day('Tuesday, 19 May 2026, available')).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(field.startDate()).toHaveValue('2026-05-19');
      await waitFor(() => expect(endDate()).toHaveTextContent('21 May 2026'));
      // 10 of 12 places free: room, not urgency.
      expect(await screen.findByText('Places are available on this date.')).toBeVisible();
      expect(screen.getByRole('group', { name: 'Available dates' })).toContainElement(
        screen.getByRole('grid', { name: 'May 2026' }),
      );

      await user.click(screen.getByRole('button', { name: 'Next month' }));
      expect(await grid('June 2026')).toBeVisible();
      // A typed date moves the calendar to its month.
      setDate('2026-09-03');
      expect(await grid('September 2026')).toBeVisible();
      await waitFor(() =>
        expect(day('Thursday, 3 September 2026, available (chosen)')).toBeVisible(),
      );
      // Not before this month.
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
      expect(await grid('June 2026')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
      expect(await grid('May 2026')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
  );

  it('speaks French on a French page', async () => {
    await i18n.changeLanguage('fr');
    seatsTaken = { 1: { '2026-05-12': 10 } };
    serveBooking({ 'GET /api/tours/tours?lang=fr': () => json(tours) });
    renderBooking('/booking?tour=1');
    const may = await grid('mai 2026');
    expect([...may.querySelectorAll('th')].map((header) => header.textContent)).toEqual([
      'lun.',
      'mar.',
      'mer.',
      'jeu.',
      'ven.',
      'sam.',
      'dim.',
    ]);
    await waitFor(() => expect(day('mardi 12 mai 2026, plus que 2 places')).toBeEnabled());
    expect(day('lundi 11 mai 2026, disponible')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeEnabled();
    await i18n.changeLanguage('en');
  });
});

describe('/booking: a tour sold by category, option and extra (docs/decisions/074)', () => {
  const family = makeTour({
    id: 5,
    title: 'Sahara Family Trip',
    price: 179,
    duration: '3 days / 2 nights',
    max_participants: 6,
  });
  const selling = {
    categories: [
      { ...category(1, 'Adult', 179), is_default: true, priced_by_tiers: true },
      { ...category(2, 'Child', 90), min_age: 4, max_age: 11 },
      { ...category(3, 'Infant', 0), min_age: 0, max_age: 3, takes_seat: false },
    ],
    options: [
      shared,
      {
        ...shared,
        id: 32,
        kind: 'private',
        name: 'Private 4x4',
        pricing: 'per_group',
        group_price: 650,
        max_people: 4,
      },
    ],
    extras: [
      {
        id: 41,
        tour_id: 5,
        name: 'Camel ride',
        name_fr: null,
        description: null,
        description_fr: null,
        price: 25,
        per: 'person',
        max_quantity: null,
        display_order: 0,
        active: true,
      },
    ],
  };
  /** The server's price, line by line, for what the form sends. */
  function familyPrice(input: BookingPriceInput) {
    const people = input.people ?? { 1: input.number_of_participants };
    const lines = selling.categories
      .filter((entry) => (people[entry.id] ?? 0) > 0)
      .map((entry) => ({
        kind: 'category' as const,
        item_id: entry.id,
        name: entry.name,
        name_fr: null,
        quantity: people[entry.id]!,
        unit_price: entry.price,
        total: entry.price * people[entry.id]!,
      }));
    const camels = input.extras?.[41] ?? 0;
    if (camels > 0) {
      lines.push({
        ...lines[0]!,
        kind: 'extra' as 'category',
        item_id: 41,
        name: 'Camel ride',
        quantity: camels,
        unit_price: 25,
        total: 25 * camels,
      });
    }
    const total = lines.reduce((sum, line) => sum + line.total, 0);
    return {
      ...priceFor(family, input),
      total_price: total,
      lines,
      option: selling.options.find((option) => option.id === input.option_id) ?? shared,
      seats: 2,
    };
  }

  it('asks who is coming with steppers, the option and the extras, and prices what was chosen', async () => {
    const fetchMock = serveBooking({
      [TOURS]: () => json([...tours, family]),
      'GET /api/tours/tours/5/selling?lang=en': () => json(selling),
      [PRICE]: (body) => json(familyPrice(body as BookingPriceInput)),
    });
    const user = renderBooking('/booking?tour=5');
    const moreChildren = await screen.findByRole('button', { name: 'One more: Child' });
    // The steppers count the group: no field to type it in.
    expect(screen.queryByLabelText('Number of participants')).toBeNull();
    expect(screen.getByText('4–11 years · €90')).toBeVisible();
    expect(screen.getByRole('button', { name: 'One fewer: Child' })).toBeDisabled();

    await user.click(moreChildren);
    await user.click(screen.getByRole('button', { name: 'One more: Infant' }));
    await user.click(screen.getByRole('button', { name: 'One more: Camel ride' }));
    await user.click(screen.getByRole('button', { name: 'One more: Camel ride' }));
    await user.click(screen.getByRole('radio', { name: /Private 4x4/ }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, PRICE).at(-1)).toEqual({
        tour_id: 5,
        number_of_participants: 3,
        option_id: 32,
        people: { 1: 1, 2: 1, 3: 1 },
        extras: { 41: 2 },
      }),
    );
    await waitForTotal('€319');
    expect(priceRows()).toEqual(
      expect.arrayContaining([
        '1 × Adult: €179',
        '1 × Child: €90',
        '1 × Infant: Free',
        '2 × Camel ride: €50',
        'Option: Private 4x4',
      ]),
    );
    expect(priceRows()).not.toContainEqual(expect.stringMatching(/^Price per person/));

    // Fewer people: the camel rides per person follow the group down.
    await user.click(screen.getByRole('button', { name: 'One fewer: Child' }));
    await user.click(screen.getByRole('button', { name: 'One fewer: Infant' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, PRICE).at(-1)).toMatchObject({
        number_of_participants: 1,
        people: { 1: 1 },
        extras: { 41: 1 },
      }),
    );
  });

  it('says the server’s refusal of the group under the steppers, in the visitor’s words', async () => {
    serveBooking({
      [TOURS]: () => json([...tours, family]),
      'GET /api/tours/tours/5/selling?lang=en': () => json(selling),
      [PRICE]: () =>
        json(
          {
            detail: 'Invalid input',
            errors: [
              { path: 'people', message: 'x', reason: 'GROUP_TOO_LARGE', params: { max: 4 } },
            ],
          },
          400,
        ),
    });
    renderBooking('/booking?tour=5');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This option takes at most 4 people.',
    );
  });
});

describe('/booking: a promo code (docs/decisions/074)', () => {
  it('applies a code to the price, says why one cannot be used, and removes it', async () => {
    const fetchMock = serveBooking({
      [PRICE]: (body) => {
        const input = body as BookingPriceInput;
        if (input.promo_code === 'nope') {
          return json(
            {
              detail: 'Invalid input',
              errors: [{ path: 'promo_code', message: 'x', reason: 'PROMO_EXPIRED' }],
            },
            400,
          );
        }
        const price = priceFor(sahara, input);
        return json(input.promo_code ? { ...price, total_price: price.total_price - 24.9 } : price);
      },
    });
    const user = renderBooking('/booking?tour=1');
    await waitForTotal('€249');

    await user.type(screen.getByLabelText('Promo code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired.')).toBeVisible();
    expect(
      screen.getByText('The promo code cannot be used: correct it or remove it.'),
    ).toBeVisible();

    await user.clear(screen.getByLabelText('Promo code'));
    await user.type(screen.getByLabelText('Promo code'), 'sahara10{Enter}');
    await waitForTotal('€224.10');
    expect(bodiesSent(fetchMock, PRICE).at(-1)).toMatchObject({ promo_code: 'sahara10' });
    expect(screen.getByText('Code SAHARA10 applied')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitForTotal('€249');
  });
});
