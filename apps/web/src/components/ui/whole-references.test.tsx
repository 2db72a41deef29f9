import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { WholeReferences } from './whole-references';

describe('WholeReferences', () => {
  it('keeps each booking reference on one line, and the text as written', () => {
    const { container } = render(
      <p>
        <WholeReferences text="Your booking MT-000005 is confirmed, MT-000006 too" />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('Your booking MT-000005 is confirmed, MT-000006 too');
    const kept = [...paragraph.querySelectorAll('span.whitespace-nowrap')].map(
      (span) => span.textContent,
    );
    expect(kept).toEqual(['MT-000005', 'MT-000006']);
  });
});
