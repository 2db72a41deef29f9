import { emptyTourForm, type TourFormValues } from './tour-form-values';

/**
 * An open tour form's unsaved values, kept in this browser tab's session storage. They survive a
 * reload, a switch to another dashboard tab and an expired session (the form reopens with them
 * after signing in again), and go when the tour is saved or the changes are discarded.
 */
export type TourDraft = { tourId: number | null; values: TourFormValues };

const DRAFT_KEY = 'admin:tour-draft';

export function loadTourDraft(): TourDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<TourDraft>;
    if (!draft.values || typeof draft.values.title !== 'string') return null;
    // A draft kept before a field was added opens with that field's default.
    const values = { ...emptyTourForm(), ...draft.values };
    return { tourId: typeof draft.tourId === 'number' ? draft.tourId : null, values };
  } catch {
    return null;
  }
}

export function saveTourDraft(draft: TourDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still warns before leaving.
  }
}

export function clearTourDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

export function hasTourDraft(): boolean {
  return loadTourDraft() !== null;
}
