/**
 * The demo photo library: generated scenes that illustrate the six demo tours (same count and
 * order as each tour's images in scripts/demo/content.ts, matching their alt
 * text) plus a few extra views for the public gallery. Seeds pick the light: a scene kind's
 * seed modulo its number of lights (see sceneLights), so e.g. dunes with seed 4 are at sunset.
 */
import type { SceneKind } from './scenes';

export type DemoTourSlug = 'merzouga' | 'agafay' | 'toubkal' | 'ourika' | 'medina' | 'essaouira';

export interface DemoPhoto {
  /** kebab-case, unique, e.g. 'merzouga-dunes-1'. */
  key: string;
  scene: SceneKind;
  seed: number;
  /** Short English caption for the public gallery. */
  caption: string;
  /** Shown in the public gallery. */
  gallery: boolean;
  /** The demo tour this photo illustrates, in the order of that tour's images. */
  tour?: DemoTourSlug;
}

export const DEMO_PHOTOS: DemoPhoto[] = [
  // 3-Day Sahara Desert Tour from Marrakech to Merzouga
  {
    key: 'merzouga-dunes-1',
    scene: 'dunes',
    seed: 4,
    caption: 'A camel caravan crossing the Erg Chebbi dunes at sunset',
    gallery: true,
    tour: 'merzouga',
  },
  {
    key: 'ait-benhaddou-1',
    scene: 'kasbah',
    seed: 3,
    caption: 'The earthen kasbahs of Ait Benhaddou above the river',
    gallery: true,
    tour: 'merzouga',
  },
  {
    key: 'todra-gorges-1',
    scene: 'gorge',
    seed: 6,
    caption: 'Walking between the red cliffs of the Todra Gorges',
    gallery: false,
    tour: 'merzouga',
  },
  {
    key: 'merzouga-camp-1',
    scene: 'desert-camp',
    seed: 2,
    caption: 'Lanterns lit at the desert camp as night falls',
    gallery: false,
    tour: 'merzouga',
  },
  {
    key: 'dades-road-1',
    scene: 'mountain-road',
    seed: 3,
    caption: 'The hairpin road climbing out of the Dades Gorges',
    gallery: false,
    tour: 'merzouga',
  },
  // Agafay Desert Sunset, Camel Ride & Dinner
  {
    key: 'agafay-sunset-1',
    scene: 'stone-desert',
    seed: 3,
    caption: 'Sunset over the stony hills of the Agafay',
    gallery: false,
    tour: 'agafay',
  },
  {
    key: 'agafay-camel-ride-1',
    scene: 'camel-ride',
    seed: 2,
    caption: 'Camels crossing the Agafay hills in golden light',
    gallery: true,
    tour: 'agafay',
  },
  {
    key: 'agafay-dinner-1',
    scene: 'camp-dinner',
    seed: 4,
    caption: 'Tagines and salads for dinner under a Berber tent',
    gallery: false,
    tour: 'agafay',
  },
  {
    key: 'agafay-campfire-1',
    scene: 'campfire',
    seed: 2,
    caption: 'Drums and music around the campfire under the stars',
    gallery: false,
    tour: 'agafay',
  },
  // Mount Toubkal Summit Trek from Imlil
  {
    key: 'toubkal-summit-1',
    scene: 'summit',
    seed: 3,
    caption: 'On the summit of Jebel Toubkal, 4,167 m',
    gallery: false,
    tour: 'toubkal',
  },
  {
    key: 'imlil-village-1',
    scene: 'mountains',
    seed: 3,
    caption: 'Terraced fields and the village of Imlil below the High Atlas',
    gallery: true,
    tour: 'toubkal',
  },
  {
    key: 'mizane-trail-1',
    scene: 'mule-trail',
    seed: 3,
    caption: 'A mule carrying bags up the Mizane valley trail',
    gallery: false,
    tour: 'toubkal',
  },
  {
    key: 'toubkal-refuge-1',
    scene: 'refuge',
    seed: 2,
    caption: 'The Toubkal refuge among the spring snow',
    gallery: false,
    tour: 'toubkal',
  },
  // Ourika Valley Day Trip
  {
    key: 'ourika-valley-1',
    scene: 'valley-village',
    seed: 3,
    caption: 'A red-earth Berber village above the Ourika valley',
    gallery: true,
    tour: 'ourika',
  },
  {
    key: 'setti-fatma-waterfall-1',
    scene: 'valley-waterfall',
    seed: 2,
    caption: 'The first waterfall at Setti Fatma',
    gallery: false,
    tour: 'ourika',
  },
  {
    key: 'argan-cooperative-1',
    scene: 'argan-cooperative',
    seed: 2,
    caption: 'Cracking argan nuts by hand at a women’s cooperative',
    gallery: false,
    tour: 'ourika',
  },
  // Marrakech Medina Guided Walking Tour
  {
    key: 'jemaa-el-fna-1',
    scene: 'square-dusk',
    seed: 2,
    caption: 'Food stalls and smoke on Jemaa el-Fna at dusk',
    gallery: true,
    tour: 'medina',
  },
  {
    key: 'bahia-palace-1',
    scene: 'palace',
    seed: 2,
    caption: 'Cedar ceilings and zellige at the Bahia Palace',
    gallery: false,
    tour: 'medina',
  },
  {
    key: 'ben-youssef-madrasa-1',
    scene: 'madrasa',
    seed: 2,
    caption: 'The courtyard and pool of the Ben Youssef Madrasa',
    gallery: false,
    tour: 'medina',
  },
  {
    key: 'marrakech-souk-1',
    scene: 'souk',
    seed: 2,
    caption: 'Lanterns and babouches in a covered souk',
    gallery: true,
    tour: 'medina',
  },
  {
    key: 'koutoubia-gardens-1',
    scene: 'koutoubia',
    seed: 3,
    caption: 'The Koutoubia minaret from its gardens',
    gallery: false,
    tour: 'medina',
  },
  // Essaouira Day Trip from Marrakech
  {
    key: 'essaouira-port-1',
    scene: 'ocean-port',
    seed: 3,
    caption: 'Blue fishing boats in the port of Essaouira',
    gallery: true,
    tour: 'essaouira',
  },
  {
    key: 'argan-goats-1',
    scene: 'argan',
    seed: 3,
    caption: 'Goats climbing an argan tree by the road',
    gallery: false,
    tour: 'essaouira',
  },
  {
    key: 'skala-ramparts-1',
    scene: 'ramparts',
    seed: 3,
    caption: 'Bronze cannons on the Skala ramparts above the Atlantic',
    gallery: false,
    tour: 'essaouira',
  },
  {
    key: 'essaouira-medina-1',
    scene: 'blue-street',
    seed: 2,
    caption: 'Blue doors in a whitewashed Essaouira street',
    gallery: false,
    tour: 'essaouira',
  },
  // Gallery only
  {
    key: 'erg-chebbi-sunrise-1',
    scene: 'dunes',
    seed: 21,
    caption: 'Sunrise over the Erg Chebbi dunes',
    gallery: true,
  },
  {
    key: 'riad-courtyard-1',
    scene: 'riad',
    seed: 6,
    caption: 'Orange trees and a zellige fountain in a riad courtyard',
    gallery: true,
  },
  {
    key: 'medina-gate-1',
    scene: 'medina',
    seed: 3,
    caption: 'A gate in the ramparts of the Marrakech medina',
    gallery: true,
  },
  {
    key: 'koutoubia-sunset-1',
    scene: 'koutoubia',
    seed: 5,
    caption: 'The Koutoubia minaret at sunset',
    gallery: true,
  },
];
