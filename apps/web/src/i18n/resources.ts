import enAuth from './en/auth.json';
import enBooking from './en/booking.json';
import enCommon from './en/common.json';
import enContact from './en/contact.json';
import enGallery from './en/gallery.json';
import enHome from './en/home.json';
import enReview from './en/review.json';
import enTours from './en/tours.json';
import frAuth from './fr/auth.json';
import frBooking from './fr/booking.json';
import frCommon from './fr/common.json';
import frContact from './fr/contact.json';
import frGallery from './fr/gallery.json';
import frHome from './fr/home.json';
import frReview from './fr/review.json';
import frTours from './fr/tours.json';

const en = {
  auth: enAuth,
  booking: enBooking,
  common: enCommon,
  contact: enContact,
  gallery: enGallery,
  home: enHome,
  review: enReview,
  tours: enTours,
};

// Typed as the English tree so a key missing in French fails the type check too.
const fr: typeof en = {
  auth: frAuth,
  booking: frBooking,
  common: frCommon,
  contact: frContact,
  gallery: frGallery,
  home: frHome,
  review: frReview,
  tours: frTours,
};

/**
 * Every public namespace in both languages, for the server renderer and the tests. The browser
 * never bundles this module: it receives the page's own namespaces in the page's language with
 * the page, and loads any other one when a screen first asks for it (./browser.ts,
 * docs/decisions/037). The admin's namespace comes with the admin chunk (./admin-resources.ts).
 */
export const resources = { en, fr } as const;

export type Namespace = keyof typeof en;
/** A namespace's texts, as handed to the browser. */
export type Translations = Partial<Record<Namespace, (typeof en)[Namespace]>>;
