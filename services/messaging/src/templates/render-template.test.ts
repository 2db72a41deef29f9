import { TEMPLATE_NAMES, type TemplateName } from '@mt/contracts/messaging';
import { formatCalendarDate, formatPrice } from '@mt/domain/format';
import { EMPTY_SETTINGS } from '@mt/contracts/settings';
import { describe, expect, it } from 'vitest';
import { TemplateDataError, renderTemplate } from './render-template';

const context = { siteName: 'Atlas Trails', publicUrl: 'https://atlas.example' };
const LANGUAGES = ['en', 'fr'] as const;

const booking = {
  booking_id: 42,
  customer_name: 'Amina Benali',
  tour_title: 'Sahara Desert Trek',
  start_date: '2027-03-02',
  end_date: '2027-03-04',
  participants: 2,
  total_price: 1234.5,
};

function sampleData(): Record<TemplateName, Record<string, unknown>> {
  return {
    contact_form: {
      name: 'Amina Benali',
      email: 'amina@example.com',
      subject: 'Private tour in April',
      message: 'Hello,\nCould we book a private tour?\nThanks',
    },
    contact_ack: {},
    booking_received: { ...booking, days: 3, price_per_person: 617.25 },
    booking_new: {
      ...booking,
      days: 3,
      price_per_person: 617.25,
      email: 'amina@example.com',
      phone: '+212 600 000 000',
      special_requests: 'Vegetarian meals, please.',
      admin_url: 'https://atlas.example/admin?tab=bookings',
    },
    booking_confirmed: booking,
    booking_cancelled: booking,
    booking_reminder: { ...booking, what_to_bring: 'A warm jacket for the desert night.' },
    review_request: {
      customer_name: 'Amina Benali',
      tour_title: 'Sahara Desert Trek',
      review_url: 'https://atlas.example/review/abc123',
    },
    payment_link: { ...booking, payment_link: 'https://pay.example/atlas/42' },
    booking_expired: { ...booking, tour_id: 7, hold_hours: 48 },
    booking_expired_operator: {
      ...booking,
      tour_id: 7,
      hold_hours: 48,
      tour_title_fr: 'Trek dans le désert du Sahara',
      email: 'amina@example.com',
      phone: null,
      admin_url: 'https://atlas.example/admin/bookings/42',
    },
    alert_test: { address: 'bookings@atlas.example' },
  };
}

const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><a href="javascript:alert(1)">',
];

/** Intl separates thousands and the euro sign with (narrow) no-break spaces. */
const SPACE = '[\\s\\u00a0\\u202f]';

function expectNoInjectedMarkup(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img/i);
  expect(html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
}

describe('renderTemplate', () => {
  for (const template of TEMPLATE_NAMES) {
    for (const language of LANGUAGES) {
      it(`renders ${template} in ${language}`, () => {
        const email = renderTemplate(template, sampleData()[template], language, context);

        expect(email.subject.trim()).not.toBe('');
        expect(email.html).toContain(`<html lang="${language}"`);
        expect(email.html).toContain('Atlas Trails');
        expect(email.text).toContain('Atlas Trails');
        expect(email.text).toContain('https://atlas.example');
        expect(email.text).not.toMatch(/<\/?[a-z!][^>]*>/i);
        expect(email.html).not.toMatch(/<style|<script|<img/i);
      });
    }

    it(`words the ${template} subject in French, not in English`, () => {
      const data = sampleData()[template];
      expect(renderTemplate(template, data, 'fr', context).subject).not.toBe(
        renderTemplate(template, data, 'en', context).subject,
      );
    });
  }

  describe('escaping', () => {
    for (const attack of ATTACKS) {
      it(`escapes ${attack} in every visitor-given field`, () => {
        const { contact_form, booking_new, review_request } = sampleData();
        const emails = [
          renderTemplate(
            'contact_form',
            { ...contact_form, name: attack, subject: attack, message: `${attack} is my message` },
            'en',
            context,
          ),
          renderTemplate(
            'booking_new',
            { ...booking_new, customer_name: attack, tour_title: attack, special_requests: attack },
            'fr',
            context,
          ),
          renderTemplate(
            'review_request',
            { ...review_request, customer_name: attack, tour_title: attack },
            'en',
            context,
          ),
        ];
        for (const email of emails) {
          expectNoInjectedMarkup(email.html);
          expect(email.html).toContain('&lt;');
        }
      });
    }

    it('shows the escaped text of a script tag', () => {
      const email = renderTemplate(
        'contact_form',
        { ...sampleData().contact_form, message: '<script>alert(1)</script>' },
        'en',
        context,
      );
      expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(email.text).toContain('<script>alert(1)</script>');
    });

    it('escapes markup in a customer’s name in the HTML part and keeps it as typed in the text part', () => {
      const name = '<b onmouseover="alert(1)">Amina</b> & <script>alert(2)</script>';
      for (const language of LANGUAGES) {
        const email = renderTemplate(
          'booking_confirmed',
          { ...booking, customer_name: name },
          language,
          context,
        );
        expectNoInjectedMarkup(email.html);
        expect(email.html).not.toContain('<b ');
        expect(email.html).toContain(
          '&lt;b onmouseover=&quot;alert(1)&quot;&gt;Amina&lt;/b&gt; &amp; &lt;script&gt;alert(2)&lt;/script&gt;',
        );
        // i18next fills the text unescaped: the one escaping is the HTML part's.
        expect(email.text).toContain(name);
        expect(email.text).not.toContain('&lt;');
        expect(email.text).not.toContain('&amp;');
      }
    });

    it('keeps the line breaks of the message', () => {
      const { html, text } = renderTemplate(
        'contact_form',
        sampleData().contact_form,
        'en',
        context,
      );
      expect(html).toContain('Hello,<br>Could we book a private tour?<br>Thanks');
      expect(text).toContain('Hello,\nCould we book a private tour?\nThanks');
    });
  });

  it('never repeats the visitor’s words in the acknowledgement', () => {
    const visitor = {
      name: 'Spammer McSpam',
      email: 'target@example.com',
      subject: 'Cheap pills',
      message: 'Buy cheap pills at http://spam.example now',
    };
    for (const language of LANGUAGES) {
      const email = renderTemplate('contact_ack', visitor, language, context);
      const all = `${email.subject}\n${email.html}\n${email.text}`;
      for (const word of ['Spammer', 'target@example.com', 'Cheap pills', 'spam.example']) {
        expect(all).not.toContain(word);
      }
      expect(email.text).toContain('24');
      expect(email.html).toContain('href="https://atlas.example/tours"');
    }
  });

  it('keeps a subject on one line and short', () => {
    // A line break in a subject could add a header: the contracts' text rule refuses it outright.
    expect(() =>
      renderTemplate(
        'contact_form',
        { ...sampleData().contact_form, subject: 'Hello\r\nBcc: victim@example.com' },
        'en',
        context,
      ),
    ).toThrow(TemplateDataError);
    // Data checked elsewhere is flattened all the same.
    const flattened = renderTemplate(
      'booking_confirmed',
      { ...booking, tour_title: 'Desert\r\nBcc: victim@example.com' },
      'en',
      context,
    );
    expect(flattened.subject).not.toMatch(/[\r\n]/);

    const long = renderTemplate(
      'booking_confirmed',
      { ...booking, tour_title: 'x'.repeat(300) },
      'en',
      context,
    );
    expect(long.subject.length).toBeLessThanOrEqual(200);
  });

  it('renders no link for a review URL that is not http(s)', () => {
    for (const language of LANGUAGES) {
      const email = renderTemplate(
        'review_request',
        { ...sampleData().review_request, review_url: 'javascript:alert(1)' },
        language,
        context,
      );
      expect(email.html).not.toContain('javascript:');
      expect(email.text).not.toContain('javascript:');
      expect(email.html).not.toContain('/review/');
    }
  });

  it('writes the option and the price line by line, each in the mail’s language', () => {
    const lines = [
      {
        kind: 'category',
        item_id: 1,
        name: 'Adult',
        name_fr: 'Adulte',
        quantity: 2,
        unit_cents: 17900,
        total_cents: 35800,
      },
      {
        kind: 'category',
        item_id: 2,
        name: 'Child',
        name_fr: 'Enfant',
        quantity: 1,
        unit_cents: 9000,
        total_cents: 9000,
      },
      {
        kind: 'category',
        item_id: 3,
        name: 'Infant',
        name_fr: 'Bébé',
        quantity: 1,
        unit_cents: 0,
        total_cents: 0,
      },
    ];
    const family = {
      ...sampleData().booking_received,
      participants: 4,
      total_price: 448,
      price_per_person: 179,
      option: { name: 'Shared group', name_fr: 'Groupe partagé' },
      lines,
    };
    const en = renderTemplate('booking_received', family, 'en', context);
    expect(en.text).toContain('Shared group');
    expect(en.text).toContain('2 × Adult €179, 1 × Child €90, 1 × Infant free');
    expect(en.text).not.toContain('Price per person');
    const fr = renderTemplate(
      'booking_new',
      { ...sampleData().booking_new, ...family },
      'fr',
      context,
    );
    expect(fr.text).toContain('Groupe partagé');
    expect(fr.text).toMatch(/2 × Adulte 179\s€, 1 × Enfant 90\s€, 1 × Bébé gratuit/);
    // One line of one category is the price per person, as every mail before said it.
    const single = { ...sampleData().booking_received, lines: lines.slice(0, 1) };
    expect(renderTemplate('booking_received', single, 'en', context).text).toContain(
      'Price per person',
    );
  });

  it('invites a review with the link, once and for 90 days', () => {
    const en = renderTemplate('review_request', sampleData().review_request, 'en', context);
    expect(en.html).toContain('href="https://atlas.example/review/abc123"');
    expect(en.text).toContain('https://atlas.example/review/abc123');
    expect(en.text).toMatch(/used once and expires in 90 days/);
    const fr = renderTemplate('review_request', sampleData().review_request, 'fr', context);
    expect(fr.text).toMatch(/une seule fois et expire dans 90 jours/);
  });

  it('says when the link opens, for a booking completed before its trip’s last day', () => {
    const early = { ...sampleData().review_request, opens_on: '2099-03-04' };
    const en = renderTemplate('review_request', early, 'en', context);
    expect(en.text).toContain('Your link opens on 4 March 2099, the last day of your trip.');
    const fr = renderTemplate('review_request', early, 'fr', context);
    expect(fr.text).toContain('Votre lien s’ouvrira le 4 mars 2099, dernier jour de votre voyage.');
    expect(fr.html).toContain('4 mars 2099');
    // A link open already comes without a date, and the mail says nothing of it.
    for (const language of LANGUAGES) {
      const email = renderTemplate(
        'review_request',
        sampleData().review_request,
        language,
        context,
      );
      expect(email.text).not.toMatch(/opens on|s’ouvrira/);
    }
  });

  it('reminds of the trip with where to meet, what is included, what to bring and whom to call', () => {
    const operator = { ...EMPTY_SETTINGS, phone: '+212 612 345678', whatsapp: '+212 698 765432' };
    const data = { ...sampleData().booking_reminder, pickup_place: 'Riad Yasmine' };
    const fr = renderTemplate('booking_reminder', data, 'fr', {
      ...context,
      operator,
      meetingPoint: 'Place Jemaa el-Fna, 7 h 30',
      includes: ['Transport', 'Dîner berbère'],
    });
    expect(fr.subject).toMatch(/^Votre voyage approche\u00a0: Sahara Desert Trek le 2 mars 2027/);
    for (const part of [
      'MT-000042',
      'Riad Yasmine',
      'Place Jemaa el-Fna, 7 h 30',
      'Ce qui est inclus',
      '• Dîner berbère',
      'À emporter',
      'A warm jacket for the desert night.',
      'WhatsApp',
      '+212 698 765432',
    ]) {
      expect(fr.text).toContain(part);
    }
    // Without the tour's facts, the settings or what to bring, those parts are left out.
    const bare = renderTemplate('booking_reminder', booking, 'en', context);
    expect(bare.subject).toMatch(/^Your trip is coming up: Sahara Desert Trek on 2 March 2027/);
    for (const part of ['Meeting point', 'What is included', 'What to bring', 'WhatsApp']) {
      expect(bare.text).not.toContain(part);
    }
  });

  it('links the operator to the bookings tab', () => {
    const email = renderTemplate('booking_new', sampleData().booking_new, 'en', context);
    expect(email.html).toContain('href="https://atlas.example/admin?tab=bookings"');
    expect(email.text).toContain('Vegetarian meals, please.');
    expect(email.text).toContain('+212 600 000 000');
  });

  it('says when the customer gave no phone or special requests', () => {
    const email = renderTemplate(
      'booking_new',
      { ...sampleData().booking_new, phone: null, special_requests: null },
      'fr',
      context,
    );
    expect(email.text).toContain('Non renseigné');
    expect(email.text).not.toContain('Demandes particulières');
  });

  describe('invalid data', () => {
    it('names the template and the first bad field', () => {
      const call = () =>
        renderTemplate(
          'booking_received',
          { ...sampleData().booking_received, total_price: 'lots' },
          'en',
          context,
        );
      expect(call).toThrow(TemplateDataError);
      expect(call).toThrow(/booking_received.*total_price/);
      try {
        call();
      } catch (error) {
        expect(error).toMatchObject({ template: 'booking_received', field: 'total_price' });
      }
    });

    it('refuses a date that does not exist', () => {
      expect(() =>
        renderTemplate(
          'booking_confirmed',
          { ...booking, start_date: '2027-02-30' },
          'en',
          context,
        ),
      ).toThrow(/start_date/);
    });

    it('refuses missing data', () => {
      expect(() => renderTemplate('review_request', undefined, 'en', context)).toThrow(
        TemplateDataError,
      );
    });
  });

  describe('localisation', () => {
    it('writes money and dates exactly as the site does, in each language', () => {
      const whole = { ...booking, total_price: 498, days: 3, price_per_person: 249 };
      for (const language of LANGUAGES) {
        const { text, html } = renderTemplate('booking_received', whole, language, context);
        for (const part of [text, html]) {
          expect(part).toContain(formatPrice(249, language));
          expect(part).toContain(formatPrice(498, language));
          expect(part).toContain(formatCalendarDate('2027-03-02', language, 'long'));
          expect(part).toContain(formatCalendarDate('2027-03-04', language, 'long'));
        }
      }
    });

    it('writes a whole price without cents and any other with them, as the site does', () => {
      const en = renderTemplate(
        'booking_received',
        { ...booking, total_price: 499, days: 3, price_per_person: 249.5 },
        'en',
        context,
      );
      expect(en.text).toContain('Total price: €499\n');
      expect(en.text).not.toContain('€499.00');
      expect(en.text).toContain('Price per person: €249.50');
      const fr = renderTemplate(
        'booking_confirmed',
        { ...booking, total_price: 249 },
        'fr',
        context,
      );
      expect(fr.text).toMatch(new RegExp(`Prix total${SPACE}: 249${SPACE}€\n`));
    });

    it('picks the singular or the plural by the language’s rule', () => {
      const one = { ...booking, end_date: booking.start_date, participants: 1, days: 1 };
      const oneDay = { ...one, price_per_person: 1234.5 };
      expect(renderTemplate('booking_received', oneDay, 'en', context).text).toMatch(
        /Dates: 2 March 2027 \(1 day\)\nParticipants: 1 person\n/,
      );
      expect(renderTemplate('booking_received', oneDay, 'fr', context).text).toMatch(
        new RegExp(`Dates${SPACE}: 2 mars 2027 \\(1 jour\\)\nParticipants${SPACE}: 1 personne\n`),
      );
      expect(renderTemplate('booking_confirmed', booking, 'fr', context).text).toContain(
        '2 personnes',
      );
    });

    it('quotes a tour title the French way', () => {
      const { subject, text } = renderTemplate(
        'review_request',
        sampleData().review_request,
        'fr',
        context,
      );
      expect(subject).toBe(
        'Comment s’est passé votre circuit «\u00a0Sahara Desert Trek\u00a0»\u00a0?',
      );
      expect(text).toContain('Bonjour Amina Benali,');
      expect(text).toContain('L’équipe Atlas Trails');
    });

    it('writes dates and prices the English way', () => {
      const { text, html } = renderTemplate(
        'booking_received',
        sampleData().booking_received,
        'en',
        context,
      );
      expect(text).toContain('2 March 2027');
      expect(text).toContain('4 March 2027');
      expect(text).toMatch(/€1,234\.50/);
      expect(text).toMatch(/€617\.25/);
      expect(text).toContain('3 days');
      expect(html).toContain('2 March 2027');
    });

    it('writes dates and prices the French way', () => {
      const { text, html } = renderTemplate(
        'booking_received',
        sampleData().booking_received,
        'fr',
        context,
      );
      expect(text).toContain('2 mars 2027');
      expect(text).toMatch(new RegExp(`1${SPACE}234,50${SPACE}€`));
      expect(text).toMatch(new RegExp(`617,25${SPACE}€`));
      expect(text).toContain('3 jours');
      expect(html).toContain('2 mars 2027');
    });
  });
});

describe('the booking reference in the HTML part (docs/decisions/069)', () => {
  it.each([
    'booking_received',
    'booking_confirmed',
    'booking_reminder',
    'booking_cancelled',
  ] as const)('%s keeps it on one line, and its text part as it is', (template) => {
    const email = renderTemplate(template, sampleData()[template], 'en', context);
    expect(email.html).toContain('<span style="white-space:nowrap;">MT-000042</span>');
    // Everywhere in the body (the head's <title> is the subject, never wrapped).
    expect(email.html.slice(email.html.indexOf('<body'))).not.toMatch(/[^>]MT-000042/);
    expect(email.text).toContain('Booking reference: MT-000042');
  });
});

describe('the paid and the balance still owed beside the total (docs/decisions/069)', () => {
  const account = { paid: 370.35, balance: 864.15 };
  const deposit = { percent: 30, deposit_due: 0, paid: 370.35, balance: 864.15 };
  const cases = [
    [
      'booking_received',
      { ...sampleData().booking_received, account: { paid: 0, balance: 1234.5 } },
    ],
    ['booking_confirmed', { ...booking, account }],
    ['booking_reminder', { ...sampleData().booking_reminder, account }],
    ['payment_link', { ...sampleData().payment_link, account, deposit }],
  ] as const;

  it.each(cases)('%s states the total, what was paid and what is still owed', (template, data) => {
    const en = renderTemplate(template, data, 'en', context);
    expect(en.text).toContain('Total price: €1,234.50');
    expect(en.text).toContain(`Paid so far: ${formatPrice(data.account.paid, 'en')}`);
    expect(en.text).toContain(`Balance still owed: ${formatPrice(data.account.balance, 'en')}`);
    expect(en.html).toContain('Balance still owed');
    const fr = renderTemplate(template, data, 'fr', context);
    const amount = (euros: number) =>
      formatPrice(euros, 'fr').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(fr.text).toMatch(new RegExp(`Déjà réglé${SPACE}: ${amount(data.account.paid)}`));
    expect(fr.text).toMatch(new RegExp(`Reste à régler${SPACE}: ${amount(data.account.balance)}`));
  });

  it('says what was paid once, beside the deposit the confirmation still states', () => {
    const email = renderTemplate(
      'booking_confirmed',
      { ...booking, account, deposit },
      'en',
      context,
    );
    expect(email.text).toContain('Deposit (30%): received, thank you');
    expect(email.text).not.toContain('Already received');
    expect(email.text.match(/€370\.35/g)).toHaveLength(1);
    expect(email.text).toContain('Balance, after the deposit: €864.15');
  });

  it('never states an account in a cancellation', () => {
    const email = renderTemplate('booking_cancelled', { ...booking, account }, 'en', context);
    expect(email.text).not.toMatch(/Paid so far|still owed/);
  });
});

describe('the deposit and the payment link (docs/decisions/054)', () => {
  const deposit = { percent: 30, deposit_due: 370.35, paid: 0, balance: 864.15 };
  const link = 'https://pay.example/atlas/42?ref=MT-000042&amp=1';

  it('states the deposit due and the balance in the confirmation, in each language', () => {
    const en = renderTemplate('booking_confirmed', { ...booking, deposit }, 'en', context);
    expect(en.text).toContain('Deposit to pay now (30%): €370.35');
    expect(en.text).toContain('Balance, after the deposit: €864.15');
    expect(en.text).toContain('please pay the deposit of €370.35');
    const fr = renderTemplate('booking_confirmed', { ...booking, deposit }, 'fr', context);
    expect(fr.text).toMatch(
      new RegExp(`Acompte à régler maintenant \\(30${SPACE}%\\)${SPACE}: 370,35${SPACE}€`),
    );
    expect(fr.text).toMatch(new RegExp(`Solde, après l’acompte${SPACE}: 864,15${SPACE}€`));
  });

  it('says a deposit already received, and what was paid', () => {
    const paid = { percent: 30, deposit_due: 0, paid: 500, balance: 734.5 };
    const email = renderTemplate('booking_confirmed', { ...booking, deposit: paid }, 'en', context);
    expect(email.text).toContain('Deposit (30%): received, thank you');
    expect(email.text).toContain('Already received: €500');
    expect(email.text).toContain('Balance, after the deposit: €734.50');
    expect(email.text).not.toContain('please pay the deposit');
  });

  it('says nothing of a deposit when the tour asks none', () => {
    const email = renderTemplate('booking_confirmed', booking, 'en', context);
    expect(email.text).not.toMatch(/deposit|balance/i);
    expect(email.html).not.toContain('pay.example');
  });

  it('carries the payment link as a button, escaped, with its address written out', () => {
    const email = renderTemplate(
      'booking_confirmed',
      { ...booking, deposit, payment_link: link },
      'fr',
      context,
    );
    expect(email.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(email.html).toContain('Régler l’acompte');
    expect(email.text).toContain(link);
  });

  it('refuses a payment link that is not https', () => {
    for (const bad of [
      'http://pay.example/1',
      'javascript:alert(1)',
      'https://user:pw@pay.example',
    ]) {
      expect(() =>
        renderTemplate('booking_confirmed', { ...booking, payment_link: bad }, 'en', context),
      ).toThrow(TemplateDataError);
    }
    expect(() => renderTemplate('payment_link', booking, 'en', context)).toThrow(TemplateDataError);
  });

  it('sends the link on its own with the deposit, in French', () => {
    const email = renderTemplate(
      'payment_link',
      { ...booking, deposit, payment_link: link },
      'fr',
      context,
    );
    expect(email.subject).toBe(
      'Votre lien de paiement pour la réservation MT-000042 – Sahara Desert Trek',
    );
    expect(email.text).toContain(link);
    expect(email.text).toMatch(/Acompte à régler maintenant/);
  });
});

describe("the operator's contact facts (docs/decisions/039)", () => {
  const operator = {
    ...EMPTY_SETTINGS,
    business_name: 'Atlas Trails',
    phone: '+212 612-345678',
    whatsapp: '+212 698-765432',
    email: 'hello@atlas-trails.ma',
  };

  it('prints them under every mail, in its language, and signs with the business name', () => {
    for (const template of TEMPLATE_NAMES) {
      const en = renderTemplate(template, sampleData()[template], 'en', { ...context, operator });
      expect(en.text).toContain('Phone: +212 612-345678\nWhatsApp: +212 698-765432\n');
      expect(en.text).toContain('E-mail: hello@atlas-trails.ma\nhttps://atlas.example');
      expect(en.html).toContain('Phone: +212 612-345678<br>');
      const fr = renderTemplate(template, sampleData()[template], 'fr', { ...context, operator });
      expect(fr.text).toMatch(/Téléphone\s:\s\+212 612-345678/);
    }
    const ack = renderTemplate('contact_ack', {}, 'en', {
      ...context,
      siteName: 'Morocco Tourism',
      operator,
    });
    expect(ack.text).toContain('The Atlas Trails team');
    expect(ack.text).not.toContain('Morocco Tourism');
  });

  it('leaves out what is not set, and prints none without settings', () => {
    const some = renderTemplate('contact_ack', {}, 'en', {
      ...context,
      siteName: 'Morocco Tourism',
      operator: { ...operator, business_name: '', whatsapp: '' },
    });
    expect(some.text).toContain('Phone: +212 612-345678\nE-mail: hello@atlas-trails.ma\n');
    expect(some.text).not.toContain('WhatsApp');
    expect(some.text).toContain('The Morocco Tourism team');

    const none = renderTemplate('contact_ack', {}, 'en', context);
    expect(none.text).not.toMatch(/Phone|E-mail:/);
  });

  it('escapes them in the HTML part', () => {
    const { html } = renderTemplate('contact_ack', {}, 'en', {
      ...context,
      operator: { ...operator, business_name: '<b>Atlas</b>' },
    });
    expect(html).not.toContain('<b>Atlas</b>');
    expect(html).toContain('&lt;b&gt;Atlas&lt;/b&gt;');
  });
});

describe('a pending booking’s expiry (docs/decisions/059)', () => {
  it('tells the customer, in their language, that the request expired and how to book again', () => {
    const data = sampleData().booking_expired;
    const en = renderTemplate('booking_expired', data, 'en', context);
    expect(en.subject).toBe('Your booking request MT-000042 has expired – Sahara Desert Trek');
    expect(en.text).toContain(
      'we could not confirm your booking request for Sahara Desert Trek within 48 hours',
    );
    expect(en.text).toContain('https://atlas.example/booking?tour=7');
    // Sent to an address nobody confirmed (docs/decisions/063): nothing the visitor typed.
    const typed = { ...data, customer_name: 'Claim your prize', pickup_place: 'at spam.example' };
    const stripped = renderTemplate('booking_expired', typed, 'en', context);
    expect(stripped.text).toMatch(/^Hello,$/m);
    expect(`${stripped.text}${stripped.html}`).not.toMatch(/Claim your prize|spam\.example/);
    const fr = renderTemplate('booking_expired', { ...data, hold_hours: 1 }, 'fr', context);
    expect(fr.subject).toBe('Votre demande de réservation MT-000042 a expiré – Sahara Desert Trek');
    expect(fr.text).toContain('dans un délai de 1\u00a0heure. Elle a donc expiré');
    expect(fr.text).toContain('Réserver à nouveau');
  });

  it('tells the operator who waited, that the customer knows, and how to revive it', () => {
    const data = sampleData().booking_expired_operator;
    const en = renderTemplate('booking_expired_operator', data, 'en', context);
    expect(en.subject).toBe(
      'Booking request MT-000042 expired – Sahara Desert Trek – Amina Benali',
    );
    expect(en.text).toContain('waited 48 hours without a decision');
    expect(en.text).toContain('amina@example.com');
    expect(en.text).toContain('“Reconfirm”');
    expect(en.text).toContain('https://atlas.example/admin/bookings/42');
    // In French, the tour's French title.
    const fr = renderTemplate('booking_expired_operator', data, 'fr', context);
    expect(fr.subject).toBe(
      'Demande de réservation MT-000042 expirée – Trek dans le désert du Sahara – Amina Benali',
    );
    expect(fr.text).toContain('«\u00a0Reconfirmer\u00a0»');
  });
});
