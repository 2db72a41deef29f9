import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { EMPTY_SETTINGS, type SiteSettingsInput } from '@mt/contracts/settings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INTERNAL,
  OPERATOR,
  contactRequest,
  startMessaging,
  type MessagingHarness,
} from './harness';
import { eventually, startSmtpPeer, type SmtpPeer } from './smtp-peer';

/**
 * E-mails a customer can act on (docs/decisions/043), with a real tours service for the settings
 * and meeting points and a real SMTP server that parses what it receives.
 */
let smtp: SmtpPeer;
let t: MessagingHarness;

beforeEach(async () => {
  smtp = await startSmtpPeer();
  t = await startMessaging({ smtpUrl: smtp.url, withTours: true });
});

afterEach(async () => {
  await t.close();
  await smtp.close();
});

const OPERATOR_SETTINGS: SiteSettingsInput = {
  business_name: 'Atlas Trails',
  phone: '+212 612 345678',
  whatsapp: '+212 698 765432',
  email: 'bookings@atlas-trails.ma',
  cancellation_policy: 'Free cancellation up to 48 hours before departure.',
  cancellation_policy_fr: 'Annulation gratuite jusqu’à 48 heures avant le départ.',
};

async function saveSettings(settings: SiteSettingsInput) {
  const response = await t.tours!.app.inject({
    method: 'PUT',
    url: '/api/tours/settings',
    cookies: t.admin,
    payload: { ...EMPTY_SETTINGS, ...settings },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function createTour(fields: Record<string, unknown>): Promise<number> {
  const response = await t.tours!.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: t.admin,
    payload: {
      title: 'Merzouga Desert Tour',
      price: 249,
      duration: '3 days / 2 nights',
      location: 'Merzouga',
      max_participants: 12,
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const booking = (tourId: number) => ({
  booking_id: 42,
  tour_id: tourId,
  customer_name: 'Sophie Martin',
  tour_title: 'Circuit dans le désert de Merzouga',
  start_date: '2027-03-02',
  end_date: '2027-03-04',
  participants: 2,
  total_price: 498,
});

let keys = 0;
async function send(template: string, data: unknown, language: 'en' | 'fr', to: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/internal/messages',
    headers: INTERNAL,
    payload: { template, data, language, to, idempotency_key: `test-${(keys += 1)}` },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const mailTo = (address: string, subject: RegExp) =>
  eventually(`a mail to ${address}`, () =>
    smtp.received.find(
      (mail) =>
        mail.to &&
        'text' in mail.to &&
        mail.to.text === address &&
        subject.test(mail.subject ?? ''),
    ),
  );

const replyTo = (mail: ParsedMail) => mail.replyTo?.value.map((address) => address.address);

/**
 * The calendar file's ORGANIZER as a kept iCalendar parser (ical.js) reads it: its address (a
 * `mailto:` URI) and its name. Throws on a file that is not valid iCalendar.
 */
function organizerOf(ics: string): { address: string; name: unknown } {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  const organizer = event?.getFirstProperty('organizer');
  const value = String(organizer?.getFirstValue() ?? '');
  expect(organizer?.type).toBe('cal-address');
  expect(value).toMatch(/^mailto:/i);
  return { address: value.replace(/^mailto:/i, ''), name: organizer?.getParameter('cn') };
}

describe('the confirmation (docs/decisions/043)', () => {
  it('carries the meeting point, the policy, the phone and WhatsApp, and the trip as a calendar file', async () => {
    await saveSettings(OPERATOR_SETTINGS);
    const tourId = await createTour({
      meeting_point: 'Café de France, Jemaa el-Fna, 7:00',
      meeting_point_fr: 'Café de France, place Jemaa el-Fna, 7 h',
    });

    await send('booking_confirmed', booking(tourId), 'fr', 'sophie@example.fr');
    const mail = await mailTo('sophie@example.fr', /confirmée/);

    expect(replyTo(mail)).toEqual(['bookings@atlas-trails.ma']);
    expect(mail.text).toContain('Café de France, place Jemaa el-Fna, 7 h');
    expect(mail.text).toContain('Annulation gratuite jusqu’à 48 heures avant le départ.');
    expect(mail.text).toMatch(/Téléphone\s:\s\+212 612 345678/);
    expect(mail.text).toMatch(/WhatsApp\s:\s\+212 698 765432/);
    expect(mail.html).toContain('Café de France, place Jemaa el-Fna, 7 h');

    expect(mail.attachments).toHaveLength(1);
    const [calendar] = mail.attachments;
    expect(calendar!.filename).toBe('trip.ics');
    expect(calendar!.contentType).toBe('text/calendar');
    const ics = calendar!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('UID:booking-42@morocco-tourism');
    expect(ics).toContain('SUMMARY:Circuit dans le désert de Merzouga');
    // All day, first to last day of the trip; DTEND is the day after the last.
    expect(ics).toContain('DTSTART;VALUE=DATE:20270302');
    expect(ics).toContain('DTEND;VALUE=DATE:20270305');
    expect(ics).toContain('LOCATION:Café de France\\, place Jemaa el-Fna\\, 7 h');
    expect(ics).toContain('+212 612 345678');
    // RFC 5545: ORGANIZER is a cal-address; the operator, by their name and public e-mail.
    expect(organizerOf(ics)).toEqual({ address: 'bookings@atlas-trails.ma', name: 'Atlas Trails' });
  });

  it('goes without what is not set: no meeting point, no policy; the file still comes', async () => {
    const tourId = await createTour({});
    await send('booking_confirmed', booking(tourId), 'en', 'sophie@example.fr');
    const mail = await mailTo('sophie@example.fr', /confirmed/);

    // Until the operator gives a public e-mail, a reply reaches their inbox, not the no-reply sender.
    expect(replyTo(mail)).toEqual([OPERATOR]);
    expect(mail.text).not.toMatch(/Meeting point|Cancellation policy|Phone|WhatsApp/);
    const ics = mail.attachments[0]!.content.toString('utf8');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270302');
    expect(ics).not.toContain('LOCATION');
    expect(organizerOf(ics)).toEqual({ address: OPERATOR, name: 'Morocco Tourism' });
  });
});

describe('the deposit and the payment link (docs/decisions/054)', () => {
  const deposit = { percent: 30, deposit_due: 149.4, paid: 0, balance: 348.6 };
  const link = 'https://pay.atlas-trails.ma/checkout/MT-000042';

  it('states the deposit, the balance and the link in the confirmation, in French and English', async () => {
    const tourId = await createTour({});
    const data = { ...booking(tourId), deposit, payment_link: link };
    await send('booking_confirmed', data, 'fr', 'sophie@example.fr');
    await send('booking_confirmed', data, 'en', 'amina@example.com');

    const fr = await mailTo('sophie@example.fr', /confirmée/);
    expect(fr.text).toMatch(/Acompte à régler maintenant \(30\s%\)\s:\s149,40\s€/);
    expect(fr.text).toMatch(/Solde, après l’acompte\s:\s348,60\s€/);
    expect(fr.text).toContain(link);
    expect(fr.html).toContain(`href="${link}"`);
    expect(fr.html).toContain('Régler l’acompte');

    const en = await mailTo('amina@example.com', /confirmed/);
    expect(en.text).toContain('Deposit to pay now (30%): €149.40');
    expect(en.text).toContain('Balance, after the deposit: €348.60');
    expect(en.html).toContain(`href="${link}"`);
    expect(en.html).toContain('Pay the deposit');
  });

  it('sends a link given after the confirmation in a mail of its own', async () => {
    const tourId = await createTour({});
    await send(
      'payment_link',
      { ...booking(tourId), payment_link: link },
      'en',
      'omar@example.com',
    );
    const mail = await mailTo('omar@example.com', /payment link for booking MT-000042/);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Pay online');
    expect(mail.text).not.toMatch(/deposit/i);
  });
});

describe('the pickup place', () => {
  it('is in the operator’s copy and the mails after a confirmation, left out when not given', async () => {
    const tourId = await createTour({});
    const pricing = { ...booking(tourId), days: 3, price_per_person: 249 };
    const pickup = 'Riad Dar Anika, Derb Sidi Bouloukat';

    await send(
      'booking_new',
      {
        ...pricing,
        pickup_place: pickup,
        email: 'sophie@example.fr',
        phone: null,
        admin_url: 'https://tours.example.ma/admin?tab=bookings',
      },
      'fr',
      OPERATOR,
    );
    await send(
      'booking_confirmed',
      { ...booking(tourId), pickup_place: pickup },
      'en',
      'amina@example.com',
    );
    await send('booking_confirmed', booking(tourId), 'en', 'omar@example.com');

    const toOperator = await mailTo(OPERATOR, /New booking/);
    expect(toOperator.text).toMatch(/Pickup:?\s+Riad Dar Anika, Derb Sidi Bouloukat/);
    const confirmed = await mailTo('amina@example.com', /confirmed/);
    expect(confirmed.text).toMatch(/Pickup:?\s+Riad Dar Anika/);
    const without = await mailTo('omar@example.com', /confirmed/);
    expect(without.text).not.toMatch(/Pickup/);
  });
});

describe('the mail to an address nobody has verified (docs/decisions/063)', () => {
  it('repeats nothing the visitor typed: only the booking’s facts, in both languages', async () => {
    const tourId = await createTour({});
    // What anyone may type in the public form, for any address: as queued before this rule too.
    const typed = {
      customer_name: 'Claim your refund at evil.test',
      pickup_place: 'Call +1 555 0100 today',
      special_requests: 'http://evil.test/win',
    };
    const pricing = { ...booking(tourId), ...typed, days: 3, price_per_person: 249 };
    await send('booking_received', pricing, 'fr', 'victim@example.fr');
    await send('booking_received', pricing, 'en', 'victim@example.com');

    const fr = await mailTo('victim@example.fr', /reçu/);
    const en = await mailTo('victim@example.com', /received your booking/);
    for (const mail of [fr, en]) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/evil\.test|555|refund|Call/);
      }
      // The booking's own facts stay: reference, tour, dates, participants, total.
      expect(mail.text).toContain('MT-000042');
      expect(mail.text).toContain('Circuit dans le désert de Merzouga');
      expect(mail.text).toMatch(/498/);
      expect(replyTo(mail)).toEqual([OPERATOR]);
    }
    expect(fr.text).toMatch(/^Bonjour,$/m);
    expect(fr.text).toMatch(/2 personnes/);
    expect(fr.text).toContain('Si vous n’êtes pas à l’origine de cette demande');
    expect(en.text).toMatch(/^Hello,$/m);
    expect(en.text).toContain('If you did not make this request');
  });

  it('greets by name and names the pickup place once the operator has confirmed', async () => {
    const tourId = await createTour({});
    await send(
      'booking_confirmed',
      { ...booking(tourId), pickup_place: 'Riad Yasmine' },
      'en',
      'sophie@example.fr',
    );
    const mail = await mailTo('sophie@example.fr', /confirmed/);
    expect(mail.text).toMatch(/^Dear Sophie Martin,$/m);
    expect(mail.text).toMatch(/Pickup:?\s+Riad Yasmine/);
  });
});

describe('Reply-To and the operator’s language (docs/decisions/043)', () => {
  it('answers the operator from every customer mail, and the customer from the operator’s copy', async () => {
    await saveSettings({ ...OPERATOR_SETTINGS, operator_language: 'fr' });
    const tourId = await createTour({});
    const pricing = {
      ...booking(tourId),
      tour_title: 'Merzouga Desert Tour',
      days: 3,
      price_per_person: 249,
    };

    await send('booking_received', pricing, 'en', 'sophie@example.fr');
    await send('booking_cancelled', booking(tourId), 'en', 'sophie@example.fr');
    await send(
      'review_request',
      {
        customer_name: 'Sophie',
        tour_title: 'Merzouga',
        review_url: 'https://tours.example.ma/review/abc',
      },
      'en',
      'sophie@example.fr',
    );
    await send(
      'booking_new',
      {
        ...pricing,
        tour_title_fr: 'Circuit dans le désert de Merzouga',
        customer_language: 'en',
        email: 'sophie@example.fr',
        phone: null,
        admin_url: 'https://tours.example.ma/admin?tab=bookings',
      },
      'en',
      OPERATOR,
    );

    for (const subject of [/received your booking/, /cancelled/, /How was/]) {
      expect(replyTo(await mailTo('sophie@example.fr', subject))).toEqual([
        'bookings@atlas-trails.ma',
      ]);
    }
    // The booking was made in English; the operator reads French.
    const toOperator = await mailTo(OPERATOR, /Nouvelle réservation/);
    expect(toOperator.subject).toContain('Circuit dans le désert de Merzouga');
    expect(toOperator.text).toMatch(/Langue du client\s:\sanglais/);
    expect(replyTo(toOperator)).toEqual(['sophie@example.fr']);
    expect(toOperator.attachments).toHaveLength(0);

    const log = (
      await t.app.inject({ method: 'GET', url: '/api/messaging/notifications', cookies: t.admin })
    ).json() as { type: string; language: string }[];
    expect(log.find((message) => message.type === 'booking_new')?.language).toBe('fr');
  });

  it('writes a contact message to the operator in their language, the acknowledgement in the visitor’s', async () => {
    await saveSettings({ ...OPERATOR_SETTINGS, operator_language: 'fr' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/contact',
      payload: contactRequest({ language: 'en' }),
    });
    expect(response.statusCode).toBe(202);

    const toOperator = await mailTo(OPERATOR, /Nouveau message/);
    expect(replyTo(toOperator)).toEqual(['sophie@example.fr']);
    const ack = await mailTo('sophie@example.fr', /Thank you/);
    expect(replyTo(ack)).toEqual(['bookings@atlas-trails.ma']);
  });

  it('writes the operator’s copies in English while no language is set', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/contact',
      payload: contactRequest({ language: 'fr' }),
    });
    expect(response.statusCode).toBe(202);
    await mailTo(OPERATOR, /New contact message/);
    const ack = await mailTo('sophie@example.fr', /Merci/);
    expect(replyTo(ack)).toEqual([OPERATOR]);
  });
});
