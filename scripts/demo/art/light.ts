/**
 * Times of day and the shared "photographic" layers: sky, sun, stars, clouds, film grain and
 * vignette. A Light tints every surface of a scene so the whole picture agrees on one hour.
 */
import type { Rng } from './prng';
import { H, Svg, W, circle, el, ellipse, group, lighten, mix, num, rect, roundBlob } from './svg';

export type LightName = 'sunrise' | 'morning' | 'midday' | 'golden' | 'sunset' | 'dusk' | 'night';

export interface Light {
  name: LightName;
  /** Zenith, middle and horizon colours of the sky. */
  sky: readonly [string, string, string];
  sun: string;
  sunGlow: string;
  /** 0: on the horizon, 1: high in the sky; below 0 the sun is not drawn. */
  sunHeight: number;
  /** Colour that distant layers fade into (atmospheric perspective). */
  haze: string;
  /** Tint of sunlit surfaces. */
  key: string;
  /** Tint of surfaces in shadow. */
  shade: string;
  /** 1 for full daylight, lower darkens the land. */
  exposure: number;
  /** 0..1: how many stars show. */
  stars: number;
  clouds: string;
}

export const LIGHTS: Record<LightName, Light> = {
  sunrise: {
    name: 'sunrise',
    sky: ['#40598f', '#d58f98', '#ffd3a0'],
    sun: '#fff4d6',
    sunGlow: '#ffc98a',
    sunHeight: 0.1,
    haze: '#eeb99e',
    key: '#ffd8a6',
    shade: '#6c4d78',
    exposure: 0.88,
    stars: 0,
    clouds: '#f4b4a4',
  },
  morning: {
    name: 'morning',
    sky: ['#3d82c9', '#86bde6', '#e4eef0'],
    sun: '#fffdf0',
    sunGlow: '#fff2c8',
    sunHeight: 0.6,
    haze: '#c8dbe6',
    key: '#fff2da',
    shade: '#56698c',
    exposure: 1,
    stars: 0,
    clouds: '#ffffff',
  },
  midday: {
    name: 'midday',
    sky: ['#2c78cc', '#67abe6', '#cfe4f2'],
    sun: '#ffffff',
    sunGlow: '#fffbe6',
    sunHeight: 0.95,
    haze: '#bdd6ea',
    key: '#fffaf0',
    shade: '#4c6387',
    exposure: 1.04,
    stars: 0,
    clouds: '#ffffff',
  },
  golden: {
    name: 'golden',
    sky: ['#5a8cc2', '#e6c495', '#ffd69a'],
    sun: '#fff3cc',
    sunGlow: '#ffc66e',
    sunHeight: 0.22,
    haze: '#efc894',
    key: '#ffcf85',
    shade: '#7a5870',
    exposure: 0.96,
    stars: 0,
    clouds: '#ffe4b8',
  },
  sunset: {
    name: 'sunset',
    sky: ['#2f3a70', '#c85b78', '#ffa04c'],
    sun: '#ffe9a8',
    sunGlow: '#ff8c3e',
    sunHeight: 0.04,
    haze: '#e98d6c',
    key: '#ff9d5e',
    shade: '#5a3459',
    exposure: 0.78,
    stars: 0,
    clouds: '#f7806c',
  },
  dusk: {
    name: 'dusk',
    sky: ['#131b40', '#3e3872', '#d27068'],
    sun: '#ffb070',
    sunGlow: '#e27a66',
    sunHeight: -0.2,
    haze: '#6e5280',
    key: '#d99484',
    shade: '#2a2144',
    exposure: 0.5,
    stars: 0.45,
    clouds: '#7c5b8c',
  },
  night: {
    name: 'night',
    sky: ['#050a1e', '#0f1d3f', '#2c3766'],
    sun: '#f4f1e0',
    sunGlow: '#8a9ad0',
    sunHeight: -1,
    haze: '#28315c',
    key: '#8ea2d2',
    shade: '#0b1026',
    exposure: 0.3,
    stars: 1,
    clouds: '#2b3662',
  },
};

/** Picks the light of a seed from a scene kind's list: seed modulo the list length. */
export function lightFor(seed: number, names: readonly LightName[]): Light {
  const index = ((Math.floor(seed) % names.length) + names.length) % names.length;
  return LIGHTS[names[index]!];
}

export interface ToneOptions {
  /** 0: foreground, 1: at the horizon. */
  depth?: number;
  /** 0: fully lit, 1: in full shadow. */
  shadow?: number;
}

/** A base (daylight) colour as it looks in this light, at this depth and shadow. */
export function tone(base: string, light: Light, options: ToneOptions = {}): string {
  const { depth = 0, shadow = 0 } = options;
  let color = mix(base, light.key, 0.2);
  if (shadow > 0) color = mix(color, light.shade, 0.55 * shadow);
  if (light.exposure < 1) color = mix(color, light.shade, (1 - light.exposure) * 0.85);
  else color = lighten(color, (light.exposure - 1) * 0.8);
  return mix(color, light.haze, depth * 0.8);
}

export const isDark = (light: Light): boolean => light.sunHeight < 0;

export interface SkyOptions {
  horizon: number;
  sunX?: number;
  /** Sun radius in px. */
  sunR?: number;
  /** Number of cloud banks. */
  clouds?: number;
  /** Draw a crescent moon on dark skies. */
  moon?: boolean;
}

/**
 * How most daylight scenes open: a fresh canvas, a horizon somewhere in `horizon` (fractions of
 * the height), the sun anywhere across the sky and a few clouds. Shadows fall away from the sun
 * (`shadowDir`). The random draws keep this order, so a seed still makes the same picture.
 */
export function openDaylightScene(
  rng: Rng,
  light: Light,
  options: { horizon: [number, number]; sunR?: number; clouds?: [number, number] },
): { svg: Svg; horizon: number; sunX: number; shadowDir: 1 | -1 } {
  const svg = new Svg();
  const horizon = H * rng.range(...options.horizon);
  const sunX = rng.range(W * 0.1, W * 0.9);
  const [fewest, most] = options.clouds ?? [1, 3];
  drawSky(svg, light, rng, { horizon, sunX, sunR: options.sunR, clouds: rng.int(fewest, most) });
  return { svg, horizon, sunX, shadowDir: sunX < W / 2 ? 1 : -1 };
}

/** The sky down to a little below the horizon, its sun or moon, stars and clouds. */
export function drawSky(
  svg: Svg,
  light: Light,
  rng: Rng,
  options: SkyOptions,
): { sunX: number; sunY: number } {
  const { horizon, sunR = 46, clouds = 0 } = options;
  const sunX = options.sunX ?? rng.range(W * 0.2, W * 0.8);
  const sunY = horizon - Math.max(0, light.sunHeight) * horizon * 0.85 - sunR * 0.2;
  const [top, middle, bottom] = light.sky;
  svg.add(
    rect(0, 0, W, H, {
      fill: svg.linear(
        [
          [0, top],
          [0.55, middle],
          [0.92, bottom],
          [1, bottom],
        ],
        0,
        0,
        0,
        horizon + 40,
        true,
      ),
    }),
  );
  if (light.stars > 0) svg.add(stars(rng, horizon, light.stars));
  const glowR = light.sunHeight < 0.3 ? W * 0.55 : W * 0.35;
  if (light.sunHeight >= 0 || light.name === 'dusk') {
    const glowY = light.sunHeight >= 0 ? sunY : horizon;
    // Only the glow's bounding box is filled: radial gradients are costly per pixel.
    const gx0 = Math.max(0, sunX - glowR);
    const gx1 = Math.min(W, sunX + glowR);
    const gy0 = Math.max(0, glowY - glowR * 0.55);
    const gy1 = Math.min(horizon + 40, glowY + glowR * 0.55);
    svg.add(
      rect(gx0, gy0, gx1 - gx0, Math.max(0, gy1 - gy0), {
        fill: svg.radialEllipse(
          [
            [0, light.sunGlow, light.sunHeight >= 0 ? 0.85 : 0.55],
            [0.35, light.sunGlow, 0.3],
            [1, light.sunGlow, 0],
          ],
          sunX,
          glowY,
          glowR,
          glowR * 0.55,
        ),
      }),
    );
  }
  if (options.moon && light.stars > 0) {
    const mx = rng.range(W * 0.12, W * 0.88);
    const my = rng.range(horizon * 0.12, horizon * 0.4);
    svg.add(
      circle(mx, my, 90, {
        fill: svg.radial(
          [
            [0, '#dfe6ff', 0.25],
            [1, '#dfe6ff', 0],
          ],
          mx,
          my,
          90,
        ),
      }),
      path2Moon(mx, my, 24, light),
    );
  }
  for (let index = 0; index < clouds; index += 1) {
    svg.add(
      cloudBank(
        rng,
        light,
        rng.range(-100, W),
        rng.range(horizon * 0.12, horizon * 0.75),
        rng.range(160, 380),
      ),
    );
  }
  if (light.sunHeight >= 0) {
    svg.add(
      circle(sunX, sunY, sunR * 2.2, {
        fill: svg.radial(
          [
            [0, light.sun, 0.55],
            [0.45, light.sunGlow, 0.25],
            [1, light.sunGlow, 0],
          ],
          sunX,
          sunY,
          sunR * 2.2,
        ),
      }),
      circle(sunX, sunY, sunR, { fill: light.sun }),
    );
  }
  return { sunX, sunY };
}

function path2Moon(x: number, y: number, r: number, light: Light): string {
  // A crescent: the outer arc of the moon, then the inner arc of an offset disc.
  const ix = x + r * 0.25;
  const iy = Math.sqrt(r * r - (r * 0.25) ** 2);
  const d =
    `M${num(ix)} ${num(y - iy)}A${r} ${r} 0 1 0 ${num(ix)} ${num(y + iy)}` +
    `A${r} ${r} 0 0 1 ${num(ix)} ${num(y - iy)}Z`;
  return el('path', { d, fill: mix(light.sun, '#ffffff', 0.3) });
}

function stars(rng: Rng, horizon: number, amount: number): string {
  const parts: string[] = [];
  const count = Math.round(260 * amount);
  for (let index = 0; index < count; index += 1) {
    const y = Math.pow(rng(), 1.4) * horizon * 0.95;
    const fade = 1 - y / horizon;
    parts.push(
      circle(rng.range(0, W), y, rng.chance(0.08) ? rng.range(1.6, 2.4) : rng.range(0.6, 1.3), {
        fill: rng.chance(0.15) ? '#ffe9c4' : '#ffffff',
        opacity: Number((rng.range(0.35, 1) * fade * amount).toFixed(2)),
      }),
    );
  }
  return group(parts);
}

/** Flat-bottomed stylised cloud bank: overlapping puffs, lit on top. */
export function cloudBank(rng: Rng, light: Light, x: number, y: number, width: number): string {
  const puffs: string[] = [];
  const under: string[] = [];
  const count = rng.int(4, 7);
  for (let index = 0; index < count; index += 1) {
    const t = index / (count - 1);
    const cx = x + t * width;
    const r = (Math.sin(t * Math.PI) * 0.7 + 0.3) * width * rng.range(0.12, 0.2);
    puffs.push(roundBlob(rng, cx, y - r * 0.4, r * 1.2, r, 0.1, 8, true));
    under.push(ellipse(cx, y + r * 0.1, r * 1.4, r * 0.3));
  }
  const base = light.clouds;
  return group(
    [
      group(under, { fill: mix(base, light.shade, 0.35) }),
      el('path', { d: puffs.join(''), fill: base }),
    ],
    { opacity: isDark(light) ? 0.5 : 0.82 },
  );
}

/**
 * A soft vignette over the finished picture, from four linear edge bands (much cheaper to
 * render than one radial gradient over the whole frame). `grain` adds a fine film-grain
 * pattern; it costs about 25 ms of rendering and 30 ms of JPEG encoding, so scenes use it
 * sparingly (0 turns it off).
 */
export function finish(svg: Svg, rng: Rng, grain = 0, vignette = 0.35): void {
  if (grain > 0) {
    const dots: string[] = [];
    for (let index = 0; index < 140; index += 1) {
      dots.push(
        rect(rng.range(0, 128), rng.range(0, 128), rng.range(1, 2.2), rng.range(1, 2.2), {
          fill: rng.chance(0.5) ? '#ffffff' : '#000000',
          opacity: Number((rng.range(0.04, 0.12) * grain).toFixed(3)),
        }),
      );
    }
    svg.add(rect(0, 0, W, H, { fill: svg.pattern(128, 128, dots.join('')) }));
  }
  const edge = '#1a0d05';
  const band = (x1: number, y1: number, x2: number, y2: number): string =>
    svg.linear(
      [
        [0, edge, vignette],
        [0.45, edge, vignette * 0.3],
        [1, edge, 0],
      ],
      x1,
      y1,
      x2,
      y2,
    );
  svg.add(
    rect(0, 0, W, H * 0.3, { fill: band(0, 0, 0, 1) }),
    rect(0, H * 0.7, W, H * 0.3, { fill: band(0, 1, 0, 0) }),
    rect(0, 0, W * 0.22, H, { fill: band(0, 0, 1, 0) }),
    rect(W * 0.78, 0, W * 0.22, H, { fill: band(1, 0, 0, 0) }),
  );
}

/** A soft, warm light pool (lantern, fire, window) drawn as a radial gradient. */
export function glow(
  svg: Svg,
  x: number,
  y: number,
  r: number,
  color: string,
  strength = 0.6,
): string {
  return circle(x, y, r, {
    fill: svg.radial(
      [
        [0, color, strength],
        [0.35, color, strength * 0.45],
        [1, color, 0],
      ],
      x,
      y,
      r,
    ),
  });
}

export const horizonHaze = (
  svg: Svg,
  light: Light,
  y: number,
  height: number,
  strength = 0.6,
): string =>
  rect(0, y - height, W, height * 2, {
    fill: svg.linear([
      [0, light.haze, 0],
      [0.5, light.haze, strength],
      [1, light.haze, 0],
    ]),
  });
