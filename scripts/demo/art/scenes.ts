/**
 * Generated demo photography: stylised travel-poster scenes of Marrakech and southern Morocco,
 * rendered as SVG (1600×1067, 3:2) from a scene kind and a numeric seed. The seed picks the
 * time of day (seed modulo the kind's list of lights, so a photo can ask for a sunset) and,
 * through a seeded PRNG, the composition. No text, fonts, scripts, images or URLs inside.
 */
import { lightFor } from './light';
import type { Light, LightName } from './light';
import { createRng, hashString } from './prng';
import type { Rng } from './prng';
import {
  camelRideScene,
  campDinnerScene,
  campfireScene,
  desertCampScene,
  dunesScene,
  stoneDesertScene,
} from './scenes-desert';
import {
  gorgeScene,
  kasbahScene,
  mountainRoadScene,
  mountainsScene,
  muleTrailScene,
  refugeScene,
  summitScene,
} from './scenes-atlas';
import {
  koutoubiaScene,
  madrasaScene,
  medinaScene,
  palaceScene,
  riadScene,
  soukScene,
  squareDuskScene,
} from './scenes-city';
import { blueStreetScene, oceanPortScene, rampartsScene } from './scenes-coast';
import { arganCoopScene, arganScene, valleyVillageScene, waterfallScene } from './scenes-valley';

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1067;

interface SceneSpec {
  lights: readonly LightName[];
  draw: (rng: Rng, light: Light) => string;
}

const SCENES = {
  dunes: { lights: ['sunset', 'sunrise', 'golden', 'morning'], draw: dunesScene },
  'desert-camp': { lights: ['dusk', 'night'], draw: desertCampScene },
  'stone-desert': { lights: ['sunset', 'golden', 'dusk'], draw: stoneDesertScene },
  'camel-ride': { lights: ['golden', 'sunset'], draw: camelRideScene },
  'camp-dinner': { lights: ['dusk', 'night'], draw: campDinnerScene },
  campfire: { lights: ['night', 'dusk'], draw: campfireScene },
  kasbah: { lights: ['golden', 'morning', 'sunset'], draw: kasbahScene },
  gorge: { lights: ['morning', 'midday', 'golden'], draw: gorgeScene },
  'mountain-road': { lights: ['morning', 'golden', 'midday'], draw: mountainRoadScene },
  summit: { lights: ['morning', 'sunrise', 'midday'], draw: summitScene },
  mountains: { lights: ['morning', 'golden', 'midday'], draw: mountainsScene },
  'mule-trail': { lights: ['morning', 'midday', 'golden'], draw: muleTrailScene },
  refuge: { lights: ['morning', 'midday'], draw: refugeScene },
  'valley-village': { lights: ['morning', 'golden', 'midday'], draw: valleyVillageScene },
  'valley-waterfall': { lights: ['midday', 'morning'], draw: waterfallScene },
  argan: { lights: ['morning', 'golden', 'midday'], draw: arganScene },
  'argan-cooperative': { lights: ['morning', 'golden'], draw: arganCoopScene },
  'square-dusk': { lights: ['dusk', 'sunset'], draw: squareDuskScene },
  palace: { lights: ['morning', 'midday', 'golden'], draw: palaceScene },
  madrasa: { lights: ['midday', 'morning', 'golden'], draw: madrasaScene },
  souk: { lights: ['golden', 'morning'], draw: soukScene },
  koutoubia: { lights: ['golden', 'morning', 'sunset'], draw: koutoubiaScene },
  medina: { lights: ['golden', 'morning', 'sunset'], draw: medinaScene },
  riad: { lights: ['morning', 'midday', 'golden'], draw: riadScene },
  'ocean-port': { lights: ['morning', 'golden', 'midday'], draw: oceanPortScene },
  ramparts: { lights: ['golden', 'sunset', 'midday'], draw: rampartsScene },
  'blue-street': { lights: ['midday', 'morning'], draw: blueStreetScene },
} satisfies Record<string, SceneSpec>;

export type SceneKind = keyof typeof SCENES;
export const SCENE_KINDS = Object.keys(SCENES) as SceneKind[];

/** The lights a kind can be drawn in; `seed % lights.length` picks one. */
export function sceneLights(kind: SceneKind): readonly LightName[] {
  return SCENES[kind].lights;
}

export function renderScene(kind: SceneKind, seed: number): string {
  const spec: SceneSpec = SCENES[kind];
  const rng = createRng((Math.floor(seed) * 2654435761) ^ hashString(kind));
  return spec.draw(rng, lightFor(seed, spec.lights));
}
