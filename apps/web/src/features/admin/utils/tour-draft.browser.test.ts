import { afterEach, describe, expect, it } from 'vitest';

import { emptyTourForm } from './tour-form-values';
import { clearTourDraft, hasTourDraft, loadTourDraft, saveTourDraft } from './tour-draft';

afterEach(() => sessionStorage.clear());

describe('tour draft', () => {
  it('keeps the values of an open form until cleared', () => {
    expect(loadTourDraft()).toBeNull();
    const values = { ...emptyTourForm(), title: 'Atlas trek' };
    saveTourDraft({ tourId: 4, values });
    expect(loadTourDraft()).toEqual({ tourId: 4, values });
    expect(hasTourDraft()).toBe(true);
    clearTourDraft();
    expect(hasTourDraft()).toBe(false);
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('admin:tour-draft', '{not json');
    expect(loadTourDraft()).toBeNull();
    sessionStorage.setItem('admin:tour-draft', '{"tourId":1}');
    expect(loadTourDraft()).toBeNull();
  });
});
