import { EMAIL_MAX } from '@mt/contracts/form-limits';
import { EMPTY_SETTINGS, SETTINGS_LIMITS } from '@mt/contracts/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../i18n';
import { json, renderAdmin, serve } from '../testing/render-admin';
import { BusinessDetailsPanel } from './business-details-panel';

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/tours/settings';
const PUT = 'PUT /api/tours/settings';

const sentBody = (fetchMock: ReturnType<typeof serve>['fetchMock']) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return JSON.parse(String(call?.[1]?.body)) as Record<string, string>;
};

describe('the Business details panel (docs/decisions/039)', () => {
  it('shows what is set, sends the whole set and says it is saved', async () => {
    const saved = { ...EMPTY_SETTINGS, email: 'hello@atlas-trails.ma' };
    const { fetchMock } = serve({
      [GET]: () => json(saved),
      [PUT]: (init) => json({ ...saved, ...JSON.parse(String(init?.body)) }),
    });
    const { user, queryClient } = renderAdmin(<BusinessDetailsPanel />);

    expect(await screen.findByLabelText('E-mail')).toHaveValue('hello@atlas-trails.ma');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', '+212 6XX-XXXXXX');
    // Every bound comes from the contract the tours service applies.
    const bounds: [string, number][] = [
      ['Business name', SETTINGS_LIMITS.businessName],
      ['Phone', SETTINGS_LIMITS.phone],
      ['E-mail', EMAIL_MAX],
      ['Cancellation policy (English)', SETTINGS_LIMITS.cancellationPolicy],
      ['Promotion text (French)', SETTINGS_LIMITS.promotionText],
      ['Map link of the office', SETTINGS_LIMITS.url],
    ];
    for (const [label, max] of bounds) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', String(max));
    }
    await user.type(screen.getByLabelText('Phone'), ' +212 612-345678 ');
    await user.type(screen.getByLabelText('Opening hours (French)'), 'Tous les jours');
    await user.type(screen.getByLabelText('Cancellation policy (English)'), 'Free up to 48 h.');
    expect(screen.getByLabelText('Language of your copies')).toHaveDisplayValue('English');
    await user.selectOptions(screen.getByLabelText('Language of your copies'), 'French');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(
      await screen.findByText('Business details saved. The site shows them now.'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      ...saved,
      phone: '+212 612-345678',
      opening_hours_fr: 'Tous les jours',
      cancellation_policy: 'Free up to 48 h.',
      operator_language: 'fr',
    });
    // The footer and chat button of the page read the saved set at once.
    expect(queryClient.getQueryData(['site-settings'])).toMatchObject({ phone: '+212 612-345678' });
    expect(screen.getByLabelText('Phone')).toHaveValue('+212 612-345678');
    // Typed key by key into a long form: slow on a busy machine.
  }, 30_000);

  it('names each wrong field in the language in use and sends nothing', async () => {
    const { fetchMock } = serve({ [GET]: () => json(EMPTY_SETTINGS) });
    const { user } = renderAdmin(<BusinessDetailsPanel />);

    await user.type(await screen.findByLabelText('Phone'), '+212 6XX-XXXXXX');
    await user.type(screen.getByLabelText('Facebook page'), 'http://facebook.com/atlas');
    await user.type(screen.getByLabelText('E-mail'), 'hello@atlas');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveFocus());
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Use an international number, e.g. +212 612 345678.',
    );
    expect(screen.getByLabelText('Facebook page')).toHaveAccessibleDescription(
      'Use a full address starting with https://.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await i18n.changeLanguage('fr');
    await waitFor(() =>
      expect(screen.getByLabelText('Téléphone')).toHaveAccessibleDescription(
        'Saisissez un numéro international, par exemple +212 612 345678.',
      ),
    );
  });

  it("shows the service's refusal on its field", async () => {
    serve({
      [GET]: () => json(EMPTY_SETTINGS),
      [PUT]: () =>
        json(
          {
            detail: 'Invalid input',
            code: 'VALIDATION',
            errors: [{ path: 'map_url', message: 'Use an https:// address' }],
          },
          400,
        ),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderAdmin(<BusinessDetailsPanel />);

    await user.type(await screen.findByLabelText('Map link of the office'), 'https://maps.example');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('The business details could not be saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Map link of the office')).toHaveAccessibleDescription(
      'Use a full address starting with https://.',
    );
    expect(screen.getByLabelText('Map link of the office')).toHaveFocus();
    expect(screen.getByLabelText('Map link of the office')).toHaveValue('https://maps.example');
  });

  it('is pending while it saves, and keeps what was typed when saving fails', async () => {
    let answer: (response: Response) => void = () => {};
    serve({
      [GET]: () => json(EMPTY_SETTINGS),
      [PUT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderAdmin(<BusinessDetailsPanel />);

    await user.type(await screen.findByLabelText('Business name'), 'Atlas Trails');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();

    answer(json({ detail: 'Service Unavailable' }, 503));
    expect(await screen.findByText('The business details could not be saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue('Atlas Trails');
    expect(screen.getByRole('button', { name: 'Save details' })).toBeEnabled();
  });

  it('removes the promotion: its four fields go empty in the saved set (decision 042)', async () => {
    const saved = {
      ...EMPTY_SETTINGS,
      phone: '+212 612-345678',
      promotion_image_url: '/api/media/files/spring.jpg',
      promotion_text: 'Spring offer',
      promotion_text_fr: 'Offre de printemps',
      promotion_url: 'https://atlas-trails.ma/spring',
    };
    const { fetchMock } = serve({
      [GET]: () => json(saved),
      [PUT]: (init) => json({ ...saved, ...JSON.parse(String(init?.body)) }),
    });
    const { user } = renderAdmin(<BusinessDetailsPanel />);

    expect(await screen.findByLabelText('Promotion text (English)')).toHaveValue('Spring offer');
    expect(screen.getByRole('img', { name: 'The promotion image' })).toHaveAttribute(
      'src',
      '/api/media/files/spring.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the promotion' }));
    expect(screen.queryByRole('img', { name: 'The promotion image' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() =>
      expect(sentBody(fetchMock)).toEqual({
        ...saved,
        promotion_image_url: '',
        promotion_text: '',
        promotion_text_fr: '',
        promotion_url: '',
      }),
    );
  });

  it('names a promotion image address that is neither uploaded nor https', async () => {
    const { fetchMock } = serve({ [GET]: () => json(EMPTY_SETTINGS) });
    const { user } = renderAdmin(<BusinessDetailsPanel />);
    await user.type(
      await screen.findByLabelText('Promotion image'),
      'http://cdn.example.com/a.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText('Upload an image, or use a full address starting with https://.'),
    ).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('uploads the logo through the media service and saves its address (decision 065)', async () => {
    const { fetchMock } = serve({
      [GET]: () => json(EMPTY_SETTINGS),
      'POST /api/media/upload/tour-image': () =>
        json(
          {
            url: '/api/media/files/0f3c9a1e-logo.png',
            variants: [400, 800, 1600].map((width) => ({
              width,
              url: `/api/media/files/0f3c9a1e-logo-${width}.webp`,
            })),
            width: 400,
            height: 400,
            mime_type: 'image/png',
            file_size: 900,
          },
          201,
        ),
      [PUT]: (init) => json({ ...EMPTY_SETTINGS, ...JSON.parse(String(init?.body)) }),
    });
    const { user } = renderAdmin(<BusinessDetailsPanel />);

    const upload = await screen.findByLabelText('Upload a logo');
    fireEvent.change(upload, {
      target: { files: [new File(['x'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/upload/'))).toBe(false);
    fireEvent.change(upload, {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    });
    // Its smallest WebP: what the header and search results need, a few KB (decision 065).
    expect(await screen.findByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      '/api/media/files/0f3c9a1e-logo-400.webp',
    );
    expect(screen.getByLabelText('Logo')).toHaveValue('/api/media/files/0f3c9a1e-logo-400.webp');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(sentBody(fetchMock).logo_url).toBe('/api/media/files/0f3c9a1e-logo-400.webp'),
    );

    await user.click(screen.getByRole('button', { name: 'Remove the logo' }));
    expect(screen.getByLabelText('Logo')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Your logo' })).toBeNull();
  });
});
