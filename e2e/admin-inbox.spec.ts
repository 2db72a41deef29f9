import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';

test('a visitor’s message arrives in the operator’s inbox, is read, answered and handled', async ({
  page,
}) => {
  const subject = `Inbox question ${Date.now()}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Élodie Martin');
  await form.getByLabel('Email').fill('elodie@example.fr');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Is the Agafay camp open in January? We are four.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText("Message sent successfully! We'll get back to you soon."),
  ).toBeVisible();

  await signInAsAdmin(page);
  const tab = page.getByRole('tab', { name: /Inbox/ });
  await expect(tab).toHaveAccessibleDescription(/\d+ new messages?/);
  await tab.click();

  const message = page.getByRole('article', { name: subject });
  await expect(message).toContainText('Élodie Martin · elodie@example.fr');
  await expect(message).toHaveAttribute('data-state', 'new');
  await message.getByRole('button', { name: 'Read the whole message' }).click();
  await expect(message).toContainText('Is the Agafay camp open in January? We are four.');
  await expect(message).toHaveAttribute('data-state', 'read');
  await expect(message.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:elodie@example.fr?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );

  await message.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(message.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Show messages' })
    .getByRole('button', { name: /^Handled/ })
    .click();
  await expect(page.getByRole('article', { name: subject })).toHaveAttribute(
    'data-state',
    'handled',
  );

  // The state is the service's, not the page's: it holds after a reload.
  await page.reload();
  await expect(page.getByRole('article', { name: subject })).toHaveAttribute(
    'data-state',
    'handled',
  );
});
