import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * axe finds nothing, with the rule that a control's name holds its visible words (decision 062).
 * A toast still fading out is half transparent by design, so axe waits until none is shown.
 */
export async function expectNoAxeViolation(page: Page): Promise<void> {
  // react-hot-toast's toasts, in its fixed container; a page's own live regions stay.
  await expect(page.locator('[style*="z-index: 9999"] [role="status"][aria-live]')).toHaveCount(0, {
    timeout: 10_000,
  });
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' '))}`),
  ).toEqual([]);
}
