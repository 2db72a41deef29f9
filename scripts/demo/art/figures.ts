/**
 * Flat-vector figures and props drawn in their own unit coordinates (feet or base at 0,0,
 * facing right) and placed with a transform: camels, people, goats, a mule, trees, palms,
 * gulls, lanterns, boats, cannons and tagines.
 */
import type { Rng } from './prng';
import {
  circle,
  darken,
  el,
  ellipse,
  group,
  lighten,
  mix,
  num,
  path,
  place,
  polyline,
  rect,
  roundBlob,
} from './svg';

export interface Placement {
  x: number;
  y: number;
  /** Scale: 1 draws the figure at its unit size (a camel about 100 px long, a person 100 px tall). */
  s: number;
  flip?: boolean;
}

const CAMEL_BODY =
  'M14 -42C14 -56 28 -76 44 -76C58 -76 62 -62 68 -56C74 -52 78 -52 82 -56C86 -62 88 -70 94 -71' +
  'C99 -72 103 -68 106 -64L105 -60C101 -59 97 -60 93 -61C90 -58 86 -50 80 -44C76 -38 70 -34 62 -33' +
  'L28 -33C20 -33 14 -37 14 -42Z';

function leg(x: number, top: number, stride: number, knee: number): string {
  return polyline([
    [x, top],
    [x + stride * 0.3 + knee, top * 0.45],
    [x + stride, 0],
  ]);
}

/** A dromedary, optionally ridden. `phase` (0..1) sets the stride of the legs. */
export function camel(
  at: Placement,
  color: string,
  options: { rider?: string; riderScarf?: string; phase?: number; saddle?: string } = {},
): string {
  const phase = options.phase ?? 0;
  const a = Math.sin(phase * Math.PI * 2) * 7;
  const legs =
    leg(25, -36, -a, -2) +
    leg(31, -36, a, -2) +
    leg(61, -34, a * 0.8, 3) +
    leg(67, -34, -a * 0.8, 3);
  const parts = [
    path(legs, {
      stroke: color,
      'stroke-width': 4.6,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    path('M15 -44C11 -40 11 -32 12 -24', {
      stroke: color,
      'stroke-width': 2.2,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    ellipse(28, -37, 11, 7, { fill: color }),
    ellipse(64, -37, 8, 6, { fill: color }),
    path(CAMEL_BODY, { fill: color }),
  ];
  if (options.saddle)
    parts.push(path('M32 -70Q44 -82 56 -70L58 -58Q44 -62 30 -58Z', { fill: options.saddle }));
  if (options.rider) {
    const skin = mix(options.rider, '#000000', 0.2);
    parts.push(
      path('M47 -74L52 -58', {
        stroke: options.rider,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      path('M37 -73L40 -100Q45 -104 50 -100L53 -73Z', { fill: options.rider }),
      circle(45, -106, 5.5, { fill: skin }),
      path('M39 -107Q45 -116 51 -107Q45 -110 39 -107Z', {
        fill: options.riderScarf ?? options.rider,
      }),
    );
  }
  return group(parts, { transform: place(at.x, at.y, at.s, at.flip) });
}

export type PersonPose = 'walk' | 'stand' | 'raise' | 'hiker' | 'seated' | 'drum';

export interface PersonStyle {
  robe: string;
  skin?: string;
  scarf?: string;
  pack?: string;
  /** A second colour for a drum, a stick, a bundle. */
  prop?: string;
}

/** A stylised person about 100 units tall (seated: about 65), feet at 0. */
export function person(at: Placement, pose: PersonPose, style: PersonStyle): string {
  const skin = style.skin ?? '#8a5a3c';
  const robe = style.robe;
  const scarf = style.scarf ?? robe;
  const dark = darken(robe, 0.25);
  const parts: string[] = [];
  if (pose === 'seated' || pose === 'drum') {
    parts.push(
      path('M-12 -46Q0 -53 12 -46L19 -14Q30 -4 26 0L-26 0Q-30 -4 -19 -14Z', { fill: robe }),
      path('M-22 -4Q0 -12 22 -4L26 0L-26 0Z', { fill: dark }),
      circle(0, -57, 8, { fill: skin }),
      path('M-9 -56Q-10 -70 0 -68Q10 -70 9 -56Q6 -64 0 -64Q-6 -64 -9 -56L-12 -44L-6 -46Z', {
        fill: scarf,
      }),
    );
    if (pose === 'drum') {
      const drum = style.prop ?? '#e8cf9a';
      parts.push(
        path('M8 -44L18 -32', { stroke: robe, 'stroke-width': 6, 'stroke-linecap': 'round' }),
        ellipse(22, -40, 7, 15, { fill: drum, stroke: darken(drum, 0.45), 'stroke-width': 2.5 }),
        path('M-6 -40L16 -46', { stroke: dark, 'stroke-width': 5, 'stroke-linecap': 'round' }),
      );
    } else {
      parts.push(
        path('M-8 -40L12 -30L20 -22', {
          stroke: dark,
          'stroke-width': 5,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      );
    }
    return group(parts, { transform: place(at.x, at.y, at.s, at.flip) });
  }
  if (pose === 'hiker' || pose === 'raise') {
    const trousers = darken(robe, 0.45);
    parts.push(
      path('M-2 -50L-9 -2M3 -50L10 -2', {
        stroke: trousers,
        'stroke-width': 7,
        'stroke-linecap': 'round',
        fill: 'none',
      }),
      path('M-10 -2L-3 -2M10 -2L17 -2', {
        stroke: '#3a2a22',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    );
    if (style.pack) parts.push(rect(-19, -82, 13, 32, { rx: 4, fill: style.pack }));
    parts.push(path('M-9 -82Q0 -86 9 -82L8 -48L-8 -48Z', { fill: robe }));
    parts.push(
      pose === 'raise'
        ? path('M-7 -80L-16 -108M7 -80L16 -108', {
            stroke: robe,
            'stroke-width': 6,
            'stroke-linecap': 'round',
            fill: 'none',
          })
        : path('M6 -78L14 -58L20 -50', {
            stroke: robe,
            'stroke-width': 6,
            'stroke-linecap': 'round',
            fill: 'none',
          }),
    );
    if (pose === 'hiker')
      parts.push(path('M21 -62L27 -1', { stroke: style.prop ?? '#555555', 'stroke-width': 2.2 }));
    parts.push(
      circle(0, -92, 8, { fill: skin }),
      path('M-9 -93Q-8 -103 0 -102Q8 -103 9 -93Z', { fill: scarf }),
    );
    return group(parts, { transform: place(at.x, at.y, at.s, at.flip) });
  }
  const stride = pose === 'walk' ? 6 : 0;
  parts.push(
    path(`M-3 -10L${-3 - stride} 0M3 -10L${3 + stride} 0`, {
      stroke: darken(skin, 0.3),
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    path('M-9 -82Q0 -87 9 -82L14 -8Q0 -4 -14 -8Z', { fill: robe }),
    path('M7 -78L13 -54L12 -44', {
      stroke: dark,
      'stroke-width': 6,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    circle(0, -91, 8, { fill: skin }),
    path('M-10 -88Q-10 -104 0 -102Q10 -104 10 -90Q6 -98 0 -98Q-6 -98 -8 -86L-12 -74Z', {
      fill: scarf,
    }),
  );
  if (style.pack) parts.push(path('M-14 -80L-22 -60L-14 -56Z', { fill: style.pack }));
  return group(parts, { transform: place(at.x, at.y, at.s, at.flip) });
}

/** A goat about 50 units long; `stance` tilts it a little (standing on a branch). */
export function goat(
  at: Placement,
  color: string,
  options: { patch?: string; tilt?: number } = {},
): string {
  const dark = darken(color, 0.35);
  const parts = [
    path('M-14 -22L-16 0M-9 -22L-8 0M10 -22L11 0M15 -22L17 0', {
      stroke: dark,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    path(
      'M-19 -28C-21 -38 8 -40 14 -33L20 -40L27 -45L33 -38L31 -34L24 -33L19 -22C14 -17 -15 -16 -19 -24Z',
      { fill: color },
    ),
    path('M-19 -30L-24 -38', { stroke: color, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    path('M25 -44Q22 -52 16 -52', {
      stroke: dark,
      'stroke-width': 2.5,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    path('M22 -42L17 -39', { stroke: dark, 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
  ];
  if (options.patch)
    parts.push(path('M-10 -34Q0 -38 6 -32Q2 -24 -8 -25Z', { fill: options.patch }));
  const tilt = options.tilt ? ` rotate(${num(options.tilt)})` : '';
  return group(parts, { transform: place(at.x, at.y, at.s, at.flip) + tilt });
}

/** A mule with saddle bags, about 100 units long. */
export function mule(at: Placement, color: string, bags: readonly string[], phase = 0.3): string {
  const dark = darken(color, 0.3);
  const a = Math.sin(phase * Math.PI * 2) * 6;
  const legs =
    leg(-22, -40, -a, -2) + leg(-15, -40, a, -2) + leg(24, -40, a, 2) + leg(30, -40, -a, 2);
  const parts = [
    path(legs, {
      stroke: dark,
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    path('M-31 -54C-40 -48 -38 -36 -36 -30', {
      stroke: dark,
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    path(
      'M-32 -52C-32 -62 16 -64 26 -58L36 -70L38 -82L42 -72L46 -74L44 -68L56 -52L52 -47L40 -54L32 -42C26 -34 -26 -32 -32 -42Z',
      { fill: color },
    ),
    path('M36 -70L44 -68', { stroke: dark, 'stroke-width': 2 }),
  ];
  bags.forEach((bag, index) => {
    const x = -22 + index * 16;
    parts.push(
      rect(x, -74 + (index % 2) * 4, 18, 34 - (index % 2) * 6, { rx: 4, fill: bag }),
      path(`M${x + 2} ${-60 + (index % 2) * 2}L${x + 16} ${-60 + (index % 2) * 2}`, {
        stroke: lighten(bag, 0.4),
        'stroke-width': 2.5,
      }),
    );
  });
  parts.push(path('M-24 -70Q4 -80 24 -68', { stroke: '#6b4a2f', 'stroke-width': 3, fill: 'none' }));
  return group(parts, { transform: place(at.x, at.y, at.s, at.flip) });
}

/** A date palm: a curved, ringed trunk and arching fronds. `h` is the trunk height in px. */
export function palm(
  rng: Rng,
  x: number,
  y: number,
  h: number,
  trunk: string,
  leaf: string,
  lean = rng.jitter(0, 0.12),
): string {
  const topX = x + lean * h;
  const topY = y - h;
  const midX = x + lean * h * 0.3 + rng.jitter(0, h * 0.05);
  const w0 = h * 0.045;
  const w1 = h * 0.03;
  const trunkPath =
    `M${num(x - w0)} ${num(y)}Q${num(midX - w0)} ${num(y - h * 0.5)} ${num(topX - w1)} ${num(topY)}` +
    `L${num(topX + w1)} ${num(topY)}Q${num(midX + w0)} ${num(y - h * 0.5)} ${num(x + w0)} ${num(y)}Z`;
  const rings: string[] = [];
  for (let t = 0.08; t < 0.95; t += 0.07) {
    const cx = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * midX + t * t * topX;
    const cy = y - h * t;
    const w = w0 + (w1 - w0) * t;
    rings.push(`M${num(cx - w)} ${num(cy)}L${num(cx + w)} ${num(cy - w * 0.4)}`);
  }
  const fronds: string[] = [];
  const shades: string[] = [];
  const count = rng.int(9, 12);
  const length = h * rng.range(0.45, 0.6);
  for (let index = 0; index < count; index += 1) {
    const angle = -Math.PI + (index / (count - 1)) * Math.PI + rng.jitter(0, 0.15);
    const len = length * rng.range(0.75, 1.1);
    const horizontal = Math.abs(Math.cos(angle));
    const tipX = topX + Math.cos(angle) * len;
    const tipY = topY + Math.sin(angle) * len * 0.6 + horizontal * len * 0.55;
    const cX = topX + Math.cos(angle) * len * 0.55;
    const cY = topY + Math.sin(angle) * len * 0.75 - len * 0.08;
    const nx = -(tipY - topY) / len;
    const ny = (tipX - topX) / len;
    const wd = len * 0.13;
    const d =
      `M${num(topX)} ${num(topY)}Q${num(cX + nx * wd)} ${num(cY + ny * wd)} ${num(tipX)} ${num(tipY)}` +
      `Q${num(cX - nx * wd * 0.4)} ${num(cY - ny * wd * 0.4)} ${num(topX)} ${num(topY)}Z`;
    (index % 2 === 0 ? fronds : shades).push(d);
  }
  return group([
    path(trunkPath, { fill: trunk }),
    path(rings.join(''), {
      stroke: darken(trunk, 0.3),
      'stroke-width': Math.max(1, h * 0.006),
      fill: 'none',
    }),
    path(shades.join(''), { fill: darken(leaf, 0.25) }),
    path(fronds.join(''), { fill: leaf }),
    circle(topX, topY + 2, h * 0.03, { fill: darken(trunk, 0.2) }),
  ]);
}

/** A round-crowned tree (orange, walnut, argan, olive): layered blobs, lit from `lightDir`. */
export function roundTree(
  rng: Rng,
  x: number,
  y: number,
  r: number,
  colors: { leaf: string; trunk: string; fruit?: string },
  lightDir = -1,
  trunkH = r * 0.9,
): string {
  const dark = darken(colors.leaf, 0.3);
  const light = lighten(colors.leaf, 0.18);
  const cy = y - trunkH - r * 0.6;
  const parts = [
    path(
      `M${num(x - r * 0.08)} ${num(y)}L${num(x - r * 0.05)} ${num(cy)}L${num(x + r * 0.05)} ${num(cy)}L${num(x + r * 0.1)} ${num(y)}Z`,
      { fill: colors.trunk },
    ),
  ];
  const base: string[] = [];
  const tops: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const a = (index / 6) * Math.PI * 2;
    base.push(
      roundBlob(
        rng,
        x + Math.cos(a) * r * 0.55,
        cy + Math.sin(a) * r * 0.4,
        r * 0.55,
        r * 0.5,
        0.15,
        7,
      ),
    );
  }
  base.push(roundBlob(rng, x, cy, r * 0.8, r * 0.7, 0.12, 8));
  for (let index = 0; index < 4; index += 1) {
    tops.push(
      roundBlob(
        rng,
        x + lightDir * r * rng.range(0.1, 0.5),
        cy - r * rng.range(0.1, 0.5),
        r * rng.range(0.25, 0.4),
        r * rng.range(0.2, 0.32),
        0.15,
        7,
      ),
    );
  }
  parts.push(
    path(base.join(''), { fill: dark }),
    path(base.slice(0, 4).join(''), { fill: colors.leaf, opacity: 0.9 }),
    path(tops.join(''), { fill: light }),
  );
  if (colors.fruit) {
    const fruit: string[] = [];
    for (let index = 0; index < Math.round(r / 5); index += 1) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng()) * r * 0.85;
      fruit.push(
        circle(x + Math.cos(a) * d * 1.1, cy + Math.sin(a) * d * 0.85, Math.max(1.5, r * 0.055)),
      );
    }
    parts.push(group(fruit, { fill: colors.fruit }));
  }
  return group(parts);
}

/** A narrow poplar or cypress. */
export function cypress(rng: Rng, x: number, y: number, h: number, leaf: string): string {
  const w = h * rng.range(0.14, 0.2);
  return group([
    path(
      `M${num(x)} ${num(y - h)}C${num(x + w)} ${num(y - h * 0.7)} ${num(x + w * 0.8)} ${num(y - h * 0.1)} ${num(x)} ${num(y)}C${num(x - w * 0.8)} ${num(y - h * 0.1)} ${num(x - w)} ${num(y - h * 0.7)} ${num(x)} ${num(y - h)}Z`,
      { fill: leaf },
    ),
    path(
      `M${num(x)} ${num(y - h)}C${num(x + w)} ${num(y - h * 0.7)} ${num(x + w * 0.8)} ${num(y - h * 0.1)} ${num(x)} ${num(y)}Z`,
      { fill: darken(leaf, 0.25) },
    ),
  ]);
}

/** A seagull in flight: an M-shaped stroke. */
export function gull(x: number, y: number, s: number, color: string, flap = 0.5): string {
  const lift = 4 + flap * 6;
  return path(
    `M${num(x - 12 * s)} ${num(y + (lift - 6) * s)}Q${num(x - 6 * s)} ${num(y - lift * s)} ${num(x)} ${num(y)}Q${num(x + 6 * s)} ${num(y - lift * s)} ${num(x + 12 * s)} ${num(y + (lift - 6) * s)}`,
    {
      stroke: color,
      'stroke-width': Math.max(1.2, 2.2 * s),
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
  );
}

/** A pierced-metal Moroccan lantern hanging from (x, y); lit lanterns are drawn by the caller's glow. */
export function lantern(
  x: number,
  y: number,
  s: number,
  metal: string,
  glass: string,
  chain = 30,
): string {
  return group(
    [
      path(`M0 ${-chain}L0 0`, { stroke: metal, 'stroke-width': 1.5 }),
      path('M-6 0L6 0L11 9L-11 9Z', { fill: metal }),
      path('M-11 9L11 9L13 30L8 42L-8 42L-13 30Z', { fill: glass }),
      path('M-11 9L11 9L13 30L8 42L-8 42L-13 30ZM0 9L0 42M-13 30L13 30', {
        stroke: metal,
        'stroke-width': 2,
        fill: 'none',
      }),
      path('M-8 42L8 42L0 54Z', { fill: metal }),
    ],
    { transform: place(x, y, s) },
  );
}

/** An Essaouira fishing boat seen a little from above, about 100 units long, waterline at 0. */
export function boat(at: Placement, hull: string, trim: string, inside = '#6e4b32'): string {
  return group(
    [
      path('M-46 -34Q0 -22 50 -44L50 -36Q0 -14 -46 -26Z', { fill: inside }),
      path('M-50 -30Q0 -22 56 -46C54 -24 40 0 16 3L-36 3C-48 0 -51 -14 -50 -30Z', { fill: hull }),
      path('M-50 -30Q0 -22 56 -46L55 -39Q0 -14 -50 -23Z', { fill: trim }),
      path('M-48 -13Q0 -4 50 -20', { stroke: '#c8362e', 'stroke-width': 3, fill: 'none' }),
      path('M-36 3L16 3', { stroke: darken(hull, 0.4), 'stroke-width': 3 }),
      path('M-20 -26L-20 -12M10 -27L10 -10', { stroke: darken(hull, 0.25), 'stroke-width': 2 }),
    ],
    { transform: place(at.x, at.y, at.s, at.flip) },
  );
}

/** A bronze cannon barrel pointing right, breech at 0,0, about 100 units long. */
export function cannonBarrel(fill: string, ring: string): string {
  return [
    path('M0 -10L96 -6.5L96 6.5L0 10Q-9 10 -11 0Q-9 -10 0 -10Z', { fill }),
    path('M-14 0L-10 0', { stroke: ring, 'stroke-width': 6, 'stroke-linecap': 'round' }),
    rect(94, -8.5, 8, 17, { rx: 2, fill: ring }),
    path('M8 -10L8 10M30 -9L30 9M62 -8L62 8', { stroke: ring, 'stroke-width': 3.5 }),
  ].join('');
}

/** A tagine (cone lid on a plate), base centre at 0,0, about 100 units wide. */
export function tagine(at: Placement, clay: string, pattern: string): string {
  const dark = darken(clay, 0.35);
  return group(
    [
      ellipse(0, 3, 56, 13, { fill: dark }),
      ellipse(0, 0, 54, 11, { fill: lighten(clay, 0.1) }),
      path('M-44 -2Q-20 -12 -12 -40Q-8 -48 0 -48Q8 -48 12 -40Q20 -12 44 -2Q0 7 -44 -2Z', {
        fill: clay,
      }),
      path('M6 -47Q12 -44 14 -36Q22 -10 44 -2Q30 3 16 3Q18 -24 6 -47Z', {
        fill: dark,
        opacity: 0.45,
      }),
      path('M-33 -8Q0 -2 33 -8', { stroke: pattern, 'stroke-width': 3, fill: 'none' }),
      path('M-17 -26Q0 -22 17 -26', {
        stroke: pattern,
        'stroke-width': 2,
        fill: 'none',
        opacity: 0.8,
      }),
      ellipse(0, -51, 7, 5, { fill: lighten(clay, 0.05) }),
      ellipse(-12, -30, 3, 8, { fill: '#ffffff', opacity: 0.25 }),
    ],
    { transform: place(at.x, at.y, at.s, at.flip) },
  );
}

/** Small stones on the ground, bigger and lower in the picture (nearer). */
export function pebbles(
  rng: Rng,
  count: number,
  top: number,
  bottom: number,
  color: string,
  shadow: string,
  x0 = 0,
  x1 = 1600,
): string {
  const lit: string[] = [];
  const dark: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const t = Math.pow(rng(), 0.7);
    const y = top + (bottom - top) * t;
    const size = 1.5 + t * t * 16 * rng.range(0.4, 1.2);
    const x = rng.range(x0, x1);
    dark.push(ellipse(x + size * 0.2, y + size * 0.25, size, size * 0.45));
    lit.push(ellipse(x, y, size * 0.9, size * 0.42));
  }
  return group([el('g', { fill: shadow }, dark.join('')), el('g', { fill: color }, lit.join(''))]);
}
