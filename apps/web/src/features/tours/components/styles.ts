// Shared looks of this feature's links and buttons. White on amber-700 and amber-800 on white
// both pass WCAG AA for normal text; amber-600 would not (3.2:1).
const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

export const primaryAction = `inline-flex items-center justify-center gap-2 rounded-full bg-amber-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-amber-800 ${focusRing}`;

export const secondaryAction = `inline-flex items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-6 py-3 font-semibold text-stone-800 transition hover:border-amber-700 hover:text-amber-800 ${focusRing}`;

export const textLink = `rounded font-semibold text-amber-800 underline-offset-4 hover:underline ${focusRing}`;
