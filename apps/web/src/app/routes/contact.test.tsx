import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { SiteSettings } from '@mt/contracts/settings';
import { clientWithSettings } from '../../testing/operator-settings';
import { json, stubFetch } from '../../testing/fake-fetch';
import ContactRoute from './contact';

const CONTACT = 'POST /api/messaging/contact';

// A fake messaging service.
const serve = (routes: Record<string, () => Response | Promise<Response>>) =>
  stubFetch(routes, (handler) => handler()).fetchMock;

async function renderContact(settings: Partial<SiteSettings> = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={clientWithSettings(settings)}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactRoute />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  // The form is a chunk of its own (docs/decisions/044-form-validation.md).
  await screen.findByRole('form');
  return user;
}

const field = {
  name: () => screen.getByLabelText('Name'),
  email: () => screen.getByLabelText('Email'),
  subject: () => screen.getByLabelText('Subject'),
  message: () => screen.getByLabelText('Message'),
};
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), '  Amina Benali ');
  await user.type(field.email(), 'amina@example.com');
  await user.type(field.subject(), 'Desert trip in May');
  await user.type(field.message(), 'Is the Merzouga tour available for 4 people?');
}

function sentBodies(fetchMock: ReturnType<typeof serve>): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
}

describe('/contact', () => {
  it('shows the contact details, a map placeholder and the form', async () => {
    serve({});
    await renderContact();

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(document.title).toBe('Contact Us – Discover the Magic of Morocco');
    expect(screen.getByText('Marrakech, Morocco', { selector: 'address' })).toBeVisible();
    expect(screen.getByText('+212 6XX-XXXXXX')).toBeVisible();
    expect(screen.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    expect(screen.getByText('Available 24/7')).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Map placeholder: Marrakech, Morocco' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    for (const input of Object.values(field)) expect(input()).toBeRequired();
    expect(field.message()).toHaveAccessibleDescription('At least 10 characters. 0 / 5000');
  });

  it("shows the operator's own details once set, and a link to their map", async () => {
    serve({});
    await renderContact({
      phone: '+212 612-345678',
      email: 'hello@atlas-trails.ma',
      address: '12 Derb Sidi Bouloukat, Marrakech',
      opening_hours: 'Every day, 8am to 8pm',
      map_url: 'https://maps.app.goo.gl/abc123',
    });

    expect(
      screen.getByText('12 Derb Sidi Bouloukat, Marrakech', { selector: 'address' }),
    ).toBeVisible();
    expect(screen.getByText('+212 612-345678')).toBeVisible();
    expect(screen.queryByText('+212 6XX-XXXXXX')).toBeNull();
    expect(screen.getByRole('link', { name: 'hello@atlas-trails.ma' })).toHaveAttribute(
      'href',
      'mailto:hello@atlas-trails.ma',
    );
    expect(screen.getByText('Every day, 8am to 8pm')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'See it on the map (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://maps.app.goo.gl/abc123');
  });

  it('says what is wrong with a field when the visitor leaves it, and only that field', async () => {
    serve({});
    const user = await renderContact();

    await user.type(field.email(), 'amina@example');
    await user.tab();

    await waitFor(() => expect(field.email()).toHaveAttribute('aria-invalid', 'true'));
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(field.subject()).not.toHaveAttribute('aria-invalid');
  });

  it('shows every required message, focuses the first field and sends nothing', async () => {
    const fetchMock = serve({});
    const user = await renderContact();

    await user.click(sendButton());

    // The rules load on first use (docs/decisions/044-form-validation.md).
    await waitFor(() => expect(field.name()).toHaveAccessibleDescription('Name is required'));
    expect(field.email()).toHaveAccessibleDescription('Email is required');
    expect(field.subject()).toHaveAccessibleDescription('Subject is required');
    expect(field.message()).toHaveAccessibleDescription(
      'At least 10 characters. 0 / 5000 Message is required',
    );
    for (const input of Object.values(field)) {
      expect(input()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field.name()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail address and the message length', async () => {
    const fetchMock = serve({});
    const user = await renderContact();

    await user.type(field.name(), 'Amina');
    await user.type(field.email(), 'amina@example');
    await user.type(field.subject(), 'Hello');
    await user.type(field.message(), '123456789');
    expect(screen.getByText('9 / 5000')).toBeVisible();
    await user.click(sendButton());

    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(field.subject()).not.toHaveAttribute('aria-invalid');
    expect(field.email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the messages in French after a language switch', async () => {
    serve({});
    const user = await renderContact();

    await user.type(field.email(), 'not-an-address');
    await user.type(field.message(), 'Too short');
    await user.click(sendButton());
    expect(screen.getByText('Name is required')).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));

    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Le nom est obligatoire');
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    expect(screen.getByText('L’objet est obligatoire')).toBeVisible();
    expect(screen.getByText('Le message doit contenir au moins 10 caractères')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeVisible();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('sends the whole form as the contact message, says so and clears the form', async () => {
    const fetchMock = serve({ [CONTACT]: () => json({ status: 'sent' }, 202) });
    const user = await renderContact();

    await fillValidForm(user);
    await user.click(sendButton());

    expect(
      await screen.findByText("Message sent successfully! We'll get back to you soon."),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/messaging/contact');
    expect(sentBodies(fetchMock)).toEqual([
      {
        to: 'amina@example.com',
        subject: 'Desert trip in May',
        template: 'contact_form',
        data: {
          name: 'Amina Benali',
          email: 'amina@example.com',
          subject: 'Desert trip in May',
          message: 'Is the Merzouga tour available for 4 people?',
        },
        language: 'en',
      },
    ]);
    for (const input of Object.values(field)) expect(input()).toHaveValue('');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the acknowledgement in the language in use', async () => {
    await i18n.changeLanguage('fr');
    const fetchMock = serve({ [CONTACT]: () => new Response(null, { status: 204 }) });
    const user = await renderContact();

    await user.type(screen.getByLabelText('Nom'), 'Amina');
    await user.type(screen.getByLabelText('E-mail'), 'amina@example.fr');
    await user.type(screen.getByLabelText('Objet'), 'Excursion');
    await user.type(screen.getByLabelText('Message'), 'Bonjour, une question.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(
      await screen.findByText('Message envoyé avec succès ! Nous vous répondrons très bientôt.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([expect.objectContaining({ language: 'fr' })]);
  });

  it('keeps what was typed when the server fails', async () => {
    serve({ [CONTACT]: () => json({ detail: 'Internal server error' }, 500) });
    const user = await renderContact();

    await fillValidForm(user);
    await user.click(sendButton());

    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(field.name()).toHaveValue('  Amina Benali ');
    expect(field.message()).toHaveValue('Is the Merzouga tour available for 4 people?');
    expect(sendButton()).toBeEnabled();
  });

  it('says the same when the network is down', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = await renderContact();

    await fillValidForm(user);
    await user.click(sendButton());

    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(field.subject()).toHaveValue('Desert trip in May');
  });

  it('asks the visitor to wait when rate limited', async () => {
    serve({
      [CONTACT]: () => json({ detail: 'Too many requests' }, 429, { 'Retry-After': '300' }),
    });
    const user = await renderContact();

    await fillValidForm(user);
    await user.click(sendButton());

    expect(
      await screen.findByText(
        'You have sent too many messages. Please wait a few minutes and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to send message. Please try again.')).not.toBeInTheDocument();
    expect(field.email()).toHaveValue('amina@example.com');
  });

  it("marks the fields a 400 names, in the visitor's language", async () => {
    serve({
      [CONTACT]: () =>
        json(
          {
            detail: 'Invalid input',
            code: 'VALIDATION',
            errors: [{ path: 'data.email', message: 'Server wording, English only' }],
          },
          400,
        ),
    });
    const user = await renderContact();

    await fillValidForm(user);
    await user.click(sendButton());

    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(field.email()).toHaveAccessibleDescription('Please check this field');
    expect(field.email()).toHaveFocus();
    expect(screen.queryByText('Server wording, English only')).not.toBeInTheDocument();
  });

  it('disables the button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = serve({
      [CONTACT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = await renderContact();

    await fillValidForm(user);
    await user.click(sendButton());

    const pending = screen.getByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(new Response(null, { status: 204 }));

    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
