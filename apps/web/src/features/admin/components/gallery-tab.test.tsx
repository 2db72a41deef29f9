import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_CAPTION } from '@mt/contracts/media-limits';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../i18n';
import { makeGalleryItem } from '../testing/admin-fixtures';
import { json, noContent, renderAdmin, serve } from '../testing/render-admin';
import { GalleryTab } from './gallery-tab';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/media/gallery';
const STATS = 'GET /api/media/stats';

describe('Gallery tab', () => {
  it('shows the count, the storage used and every image with its facts', async () => {
    serve({
      [LIST]: () =>
        json([
          makeGalleryItem({
            id: 1,
            caption: null,
            filename: 'dunes.png',
            mime_type: 'image/png',
            file_size: 2 * 1024 * 1024,
          }),
          makeGalleryItem({ id: 2, caption: 'Camels at dusk', created_at: '2026-09-02T10:00:00Z' }),
        ]),
      [STATS]: () => json({ total_items: 2, storage_used: 1234567 }),
    });
    renderAdmin(<GalleryTab />);

    const list = await screen.findByRole('list', { name: 'Gallery images' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Camels at dusk');
    expect(items[1]).toHaveTextContent('dunes.png');
    expect(items[1]).toHaveTextContent('2 MB · image/png');
    expect(items[0]).toHaveTextContent('2 September 2026');
    expect(await screen.findByText('1.18 MB')).toBeVisible();
    expect(screen.getByText('Images', { selector: 'dt' }).nextSibling).toHaveTextContent('2');
    expect(
      within(items[0]!).getByRole('button', { name: 'Copy URL of Camels at dusk' }),
    ).toBeVisible();
  });

  it('checks the file in the browser before sending it', async () => {
    const { calls } = serve({
      [LIST]: () => json([]),
      [STATS]: () => json({ total_items: 0, storage_used: 0 }),
    });
    renderAdmin(<GalleryTab />);
    expect(await screen.findByText('No images in gallery yet')).toBeVisible();

    const picker = screen.getByLabelText('Upload Image');
    expect(picker).toHaveAttribute('accept', 'image/*');
    // A picker's accept is only a hint: "All files" lets anything through.
    fireEvent.change(picker, {
      target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();

    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(await screen.findByText('File size must be less than 10MB')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('uploads with a caption, disabled and labelled "Uploading..." meanwhile', async () => {
    let finish: (response: Response) => void = () => {};
    const { fetchMock } = serve({
      [LIST]: () => json([]),
      [STATS]: () => json({ total_items: 0, storage_used: 0 }),
      'POST /api/media/gallery/upload': () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    const { user } = renderAdmin(<GalleryTab />);
    await screen.findByText('No images in gallery yet');

    for (const label of ['Caption in English (optional)', 'Caption in French (optional)']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', String(MAX_CAPTION));
    }
    await user.type(screen.getByLabelText('Caption in English (optional)'), 'Atlas peaks');
    await user.type(screen.getByLabelText('Caption in French (optional)'), 'Sommets de l’Atlas');
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['img'], 'peaks.jpg', { type: 'image/jpeg' }),
    );

    const picker = await screen.findByLabelText('Uploading...');
    expect(picker).toBeDisabled();
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]
      ?.body as FormData;
    expect((body.get('file') as File).name).toBe('peaks.jpg');
    expect(body.get('caption')).toBe('Atlas peaks');
    expect(body.get('caption_fr')).toBe('Sommets de l’Atlas');

    finish(json(makeGalleryItem(), 201));
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Upload Image')).toBeEnabled());
  });

  it('writes or translates the captions of a photo already in the gallery (docs/decisions/041)', async () => {
    const item = makeGalleryItem({ id: 4, caption: 'Camels at dusk', caption_fr: null });
    const { fetchMock } = serve({
      [LIST]: () => json([item]),
      [STATS]: () => json({ total_items: 1, storage_used: 1536 }),
      'PUT /api/media/gallery/4': () => json({ ...item, caption_fr: 'Dromadaires au crépuscule' }),
    });
    const { user } = renderAdmin(<GalleryTab />);
    const card = (
      await screen.findByRole('button', { name: 'Edit captions of Camels at dusk' })
    ).closest('li') as HTMLElement;
    expect(within(card).getByText('No caption')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Edit captions of Camels at dusk' }));
    expect(within(card).getByLabelText('Caption in English (optional)')).toHaveValue(
      'Camels at dusk',
    );
    await user.type(
      within(card).getByLabelText('Caption in French (optional)'),
      'Dromadaires au crépuscule',
    );
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Captions saved')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body;
    expect(JSON.parse(String(sent))).toEqual({
      caption: 'Camels at dusk',
      caption_fr: 'Dromadaires au crépuscule',
    });
  });

  it('names a caption the media service would refuse, on its field, before sending', async () => {
    const item = makeGalleryItem({ id: 4, caption: 'Camels at dusk', caption_fr: null });
    const { calls } = serve({
      [LIST]: () => json([item]),
      [STATS]: () => json({ total_items: 1, storage_used: 1536 }),
      'PUT /api/media/gallery/4': () =>
        json(
          {
            detail: 'Validation failed',
            code: 'VALIDATION',
            errors: [{ path: 'caption_fr', message: 'Too big: expected string to have <=200' }],
          },
          400,
        ),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderAdmin(<GalleryTab />);
    await screen.findByText('Camels at dusk');

    // On upload: the captions are checked when the file is chosen.
    await user.type(screen.getByLabelText('Caption in English (optional)'), 'Atlas\u202E peaks');
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['img'], 'peaks.jpg', { type: 'image/jpeg' }),
    );
    const caption = screen.getByLabelText('Caption in English (optional)');
    await waitFor(() => expect(caption).toHaveFocus());
    expect(caption).toHaveAccessibleDescription(
      expect.stringContaining(
        'The caption contains invisible control or text-direction characters.',
      ),
    );
    expect(caption).toHaveValue('Atlas\u202E peaks');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    // On edit: a refusal names its field, in the language in use.
    const card = screen.getByText('Camels at dusk').closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Edit captions of Camels at dusk' }));
    await user.type(within(card).getByLabelText('Caption in French (optional)'), 'Dromadaires');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const captionFr = within(card).getByLabelText('Caption in French (optional)');
    await waitFor(() =>
      expect(captionFr).toHaveAccessibleDescription(expect.stringContaining('At most 200')),
    );
    expect(captionFr).toHaveFocus();
    expect(captionFr).toHaveValue('Dromadaires');
    await i18n.changeLanguage('fr');
    await waitFor(() =>
      expect(
        within(card).getByLabelText('Légende en français (facultative)'),
      ).toHaveAccessibleDescription(expect.stringContaining('200 caractères au plus.')),
    );
  }, 20_000);

  it("names each photo's buttons by their visible words, then the photo (WCAG 2.5.3), in en and fr", async () => {
    serve({
      [LIST]: () => json([makeGalleryItem({ id: 1, caption: 'Camels at dusk' })]),
      [STATS]: () => json({ total_items: 1, storage_used: 1024 }),
    });
    for (const language of ['en', 'fr'] as const) {
      await i18n.changeLanguage(language);
      const { unmount } = renderAdmin(<GalleryTab />);
      const [card] = await screen.findAllByRole('listitem');
      const buttons = within(card!).getAllByRole('button');
      expect(buttons).toHaveLength(3);
      for (const button of buttons) {
        // What a speech-input user reads on the button starts its name: "Copy URL of …".
        const visible = button.textContent!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(button).toHaveAccessibleName(new RegExp(`^${visible} .*Camels at dusk$`));
      }
      unmount();
    }
  });

  it('says why an upload failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      [LIST]: () => json([]),
      [STATS]: () => json({ total_items: 0, storage_used: 0 }),
      'POST /api/media/gallery/upload': () => json({ detail: 'Please select an image file' }, 415),
    });
    const { user } = renderAdmin(<GalleryTab />);
    await screen.findByText('No images in gallery yet');

    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['img'], 'fake.jpg', { type: 'image/jpeg' }),
    );

    expect(
      await screen.findByText('Upload failed: Please select an image file'),
    ).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the item', async () => {
    let items = [makeGalleryItem({ id: 3, caption: null, filename: 'riad.jpg' })];
    serve({
      [LIST]: () => json(items),
      [STATS]: () => json({ total_items: items.length, storage_used: 10 }),
      'DELETE /api/media/gallery/3': () => {
        items = [];
        return noContent();
      },
    });
    const { user } = renderAdmin(<GalleryTab />);

    await user.click(await screen.findByRole('button', { name: 'Delete riad.jpg' }));

    const question = screen.getByRole('alertdialog', {
      name: 'Delete "riad.jpg" from the gallery?',
    });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No images in gallery yet')).toBeVisible();
  });

  it('copies an absolute URL', async () => {
    serve({
      [LIST]: () => json([makeGalleryItem({ id: 1, caption: 'Dunes' })]),
      [STATS]: () => json({ total_items: 1, storage_used: 1 }),
    });
    const { user } = renderAdmin(<GalleryTab />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(await screen.findByRole('button', { name: 'Copy URL of Dunes' }));

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/media/files/photo.jpg`);
    expect(await screen.findByText('URL copied')).toBeInTheDocument();
  });

  it('shows the empty state, counting from the list when the stats fail', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      [LIST]: () => json([]),
      [STATS]: () => json({ detail: 'Internal Server Error' }, 500),
    });
    renderAdmin(<GalleryTab />);
    expect(await screen.findByText('No images in gallery yet')).toBeVisible();
    expect(screen.getByText('Images', { selector: 'dt' }).nextSibling).toHaveTextContent('0');
    // A stats failure is logged, not a toast; the storage says it is unknown.
    expect(await screen.findByText('Not available', { selector: 'dd' })).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Failed to fetch media stats', expect.anything());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('says the list failed to load, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      [LIST]: () => json({ detail: 'Not Found' }, 404),
      [STATS]: () => json({ total_items: 0, storage_used: 0 }),
    });
    renderAdmin(<GalleryTab />);
    expect(await screen.findByText('Failed to fetch gallery items')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This list could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
