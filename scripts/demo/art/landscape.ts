/**
 * Landscape layers shared by the scenes: snow-capped mountain ranges with shaded facets,
 * rolling hills with stones and scrub, terraced fields and flat-roofed earthen villages.
 */
import { pebbles, roundTree } from './figures';
import type { Light } from './light';
import { isDark, tone } from './light';
import type { Rng } from './prng';
import type { Pt, Svg } from './svg';
import {
  H,
  W,
  areaBelow,
  darken,
  group,
  lighten,
  mix,
  num,
  path,
  peaksRidge,
  polyline,
  rect,
  ridge,
  yAt,
} from './svg';

export interface Layer {
  svg: string;
  ridge: Pt[];
}

export interface RangeOptions {
  base: number;
  /** Summit heights (y) between these two values. */
  top: readonly [number, number];
  summits: number;
  depth: number;
  rock: string;
  /** How far below the highest summit the snow reaches, in px (0: no snow). */
  snow?: number;
  shadowDir: 1 | -1;
  jag?: number;
  x0?: number;
  x1?: number;
  /** Explicit summits instead of random ones. */
  peaks?: Pt[];
}

export function mountainRange(svg: Svg, rng: Rng, light: Light, options: RangeOptions): Layer {
  const { base, top, summits, depth, shadowDir, x0 = -60, x1 = W + 60 } = options;
  const span = (x1 - x0) / summits;
  const peaks: Pt[] =
    options.peaks ??
    Array.from({ length: summits }, (_, index) => [
      x0 + span * (index + rng.range(0.25, 0.75)),
      rng.range(top[0], top[1]),
    ]);
  const line = peaksRidge(rng, peaks, x0, x1, base, options.jag ?? (base - top[0]) * 0.12);
  const d = areaBelow(line, base + 2, false);
  const rock = tone(options.rock, light, { depth });
  const parts = [
    path(d, {
      fill: svg.linear(
        [
          [0, lighten(rock, 0.06)],
          [1, mix(rock, light.haze, 0.35)],
        ],
        0,
        top[0],
        0,
        base,
        true,
      ),
    }),
  ];
  const inner: string[] = [];
  if (options.snow) {
    const highest = Math.min(...peaks.map((p) => p[1]));
    const snowLine = ridge(rng, x0, x1, highest + options.snow, options.snow * 0.35, 6, 0.75);
    const lower = snowLine.map(
      ([x, y], index) => [x, y + (index % 3 === 0 ? rng.range(0, options.snow! * 0.5) : 0)] as Pt,
    );
    inner.push(
      path(
        `M${x0} ${num(top[0] - 200)}L${x1} ${num(top[0] - 200)}${polyline([...lower].reverse()).replace('M', 'L')}Z`,
        {
          fill: tone('#f7f7fb', light, { depth: depth * 0.7 }),
        },
      ),
    );
  }
  const facets: string[] = [];
  for (const [px, py] of peaks) {
    const side: Pt[] = [[px, py]];
    let x = px;
    let lastY = py;
    for (;;) {
      x += shadowDir * 6;
      const y = yAt(line, x);
      if (y < lastY - 3 || x < x0 || x > x1) break;
      side.push([x, y]);
      lastY = y;
    }
    const spine = ridge(rng, 0, 1, 0, 0.06, 4, 0.6, [0, 0]).map(([t, j]) => {
      const tt = t;
      return [
        px - shadowDir * (base - py) * 0.25 * tt * tt + j * (base - py),
        py + (base - py) * tt,
      ] as Pt;
    });
    const valley = side[side.length - 1]!;
    facets.push(
      polyline(side) +
        `L${num(valley[0] - shadowDir * (base - valley[1]) * 0.35)} ${num(base + 4)}` +
        polyline([...spine].reverse()).replace('M', 'L') +
        'Z',
    );
  }
  inner.push(path(facets.join(''), { fill: light.shade, opacity: 0.38 }));
  parts.push(group(inner, { 'clip-path': svg.clip(path(d)) }));
  return { svg: group(parts), ridge: line };
}

export interface HillOptions {
  base: number;
  amp: number;
  depth: number;
  color: string;
  /** Visible height of the layer below its ridge, for placing stones and bushes. */
  band?: number;
  stones?: number;
  bushes?: number;
  bush?: string;
  rough?: number;
  ends?: readonly [number, number];
}

export function hillLayer(svg: Svg, rng: Rng, light: Light, options: HillOptions): Layer {
  const { base, amp, depth, color, band = 120 } = options;
  const line = ridge(rng, -60, W + 60, base, amp, 5, options.rough ?? 0.5, options.ends);
  const d = areaBelow(line);
  const minY = Math.min(...line.map((p) => p[1]));
  const lit = tone(lighten(color, 0.08), light, { depth });
  const low = tone(darken(color, 0.12), light, { depth, shadow: 0.3 });
  const parts = [
    path(d, {
      fill: svg.linear(
        [
          [0, lit],
          [1, low],
        ],
        0,
        minY,
        0,
        base + band,
        true,
      ),
    }),
  ];
  const inner: string[] = [];
  // Soft folds: darker sweeps under the crest.
  const folds: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const x = rng.range(0, W);
    const y = yAt(line, x);
    const w = rng.range(80, 260) * (1 - depth * 0.6);
    folds.push(
      `M${num(x)} ${num(y - 2)}q${num(w * 0.2)} ${num(band * 0.5)} ${num(w)} ${num(band * 0.9)}L${num(x + w * 1.4)} ${num(y + band * 1.2)}Q${num(x + w * 0.3)} ${num(y + band * 0.4)} ${num(x)} ${num(y - 2)}Z`,
    );
  }
  inner.push(
    path(folds.join(''), { fill: tone(color, light, { depth, shadow: 1 }), opacity: 0.35 }),
  );
  if (options.stones) {
    inner.push(
      pebbles(
        rng,
        options.stones,
        minY + 6,
        base + band,
        tone(lighten(color, 0.2), light, { depth }),
        tone(color, light, { depth, shadow: 1 }),
      ),
    );
  }
  if (options.bushes) {
    const bush = options.bush ?? '#6b7040';
    const items: string[] = [];
    for (let index = 0; index < options.bushes; index += 1) {
      const x = rng.range(-20, W + 20);
      const y = yAt(line, x) + rng.range(8, band);
      const r = (3 + ((y - minY) / (band + amp)) * 10) * (1 - depth * 0.7) * rng.range(0.7, 1.4);
      items.push(`M${num(x - r)} ${num(y)}a${num(r)} ${num(r * 0.75)} 0 1 1 ${num(2 * r)} 0Z`);
    }
    inner.push(path(items.join(''), { fill: tone(bush, light, { depth }) }));
  }
  parts.push(group(inner, { 'clip-path': svg.clip(path(d)) }));
  return { svg: group(parts), ridge: line };
}

/** A box house with a flat roof: front face, shaded side, parapet, small dark windows. */
export function house(
  rng: Rng,
  x: number,
  base: number,
  w: number,
  h: number,
  colors: { wall: string; side: string; window: string; trim?: string },
  side: number,
  options: { windows?: boolean; crenel?: boolean; tower?: boolean } = {},
): string {
  const taper = options.tower ? w * 0.08 : 0;
  const top = base - h;
  const parts: string[] = [];
  if (side !== 0) {
    const sx = side > 0 ? x + w : x;
    const dx = side * w * 0.35;
    parts.push(
      path(
        `M${num(sx - (side > 0 ? taper : -taper))} ${num(top)}L${num(sx + dx - (side > 0 ? taper : -taper))} ${num(top - Math.abs(dx) * 0.35)}L${num(sx + dx)} ${num(base - Math.abs(dx) * 0.35)}L${num(sx)} ${num(base)}Z`,
        { fill: colors.side },
      ),
    );
  }
  parts.push(
    path(
      `M${num(x)} ${num(base)}L${num(x + taper)} ${num(top)}L${num(x + w - taper)} ${num(top)}L${num(x + w)} ${num(base)}Z`,
      { fill: colors.wall },
    ),
  );
  if (options.crenel) {
    const teeth: string[] = [];
    const n = Math.max(3, Math.round((w - 2 * taper) / 9));
    const tw = (w - 2 * taper) / n;
    for (let index = 0; index < n; index += 1) {
      const tx = x + taper + index * tw;
      teeth.push(
        `M${num(tx + tw * 0.15)} ${num(top)}L${num(tx + tw * 0.5)} ${num(top - tw * 0.9)}L${num(tx + tw * 0.85)} ${num(top)}Z`,
      );
    }
    parts.push(path(teeth.join(''), { fill: colors.wall }));
    parts.push(
      rect(x + taper, top + h * 0.08, w - 2 * taper, Math.max(2, h * 0.03), {
        fill: colors.trim ?? colors.side,
        opacity: 0.7,
      }),
    );
  } else {
    parts.push(rect(x - 1, top - 3, w + 2, 4, { fill: colors.trim ?? lighten(colors.wall, 0.08) }));
  }
  if (options.windows !== false) {
    const wins: string[] = [];
    const rows = Math.max(1, Math.floor(h / 26));
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < Math.max(1, Math.floor(w / 22)); col += 1) {
        if (!rng.chance(0.55)) continue;
        const wx = x + taper + 5 + col * 22 + rng.jitter(0, 2);
        const wy = top + 10 + row * 26 + rng.jitter(0, 2);
        if (wx + 6 > x + w - taper - 3 || wy + 9 > base - 4) continue;
        wins.push(
          `M${num(wx)} ${num(wy)}h${num(Math.min(7, w * 0.12))}v${num(Math.min(10, h * 0.2))}h${num(-Math.min(7, w * 0.12))}Z`,
        );
      }
    }
    parts.push(path(wins.join(''), { fill: colors.window }));
  }
  return group(parts);
}

/** A cluster of flat-roofed houses stepping up a slope between x0 and x1, following `ground`. */
export function village(
  rng: Rng,
  light: Light,
  ground: readonly Pt[],
  x0: number,
  x1: number,
  options: {
    count: number;
    size: number;
    wall: string;
    depth: number;
    side: number;
    trees?: string;
    minaret?: boolean;
  },
): string {
  const items: { y: number; svg: string }[] = [];
  const wall = options.wall;
  for (let index = 0; index < options.count; index += 1) {
    const x = rng.range(x0, x1);
    const y = yAt(ground, x) + rng.range(options.size * 0.2, options.size * 1.8);
    const w = options.size * rng.range(0.9, 1.9);
    const h = options.size * rng.range(0.7, 1.4);
    const c = mix(wall, rng.pick(['#b86b43', '#c98a5a', '#a75d3b', '#d6a274']), 0.3);
    items.push({
      y,
      svg: house(
        rng,
        x,
        y,
        w,
        h,
        {
          wall: tone(c, light, { depth: options.depth }),
          side: tone(c, light, { depth: options.depth, shadow: 1 }),
          window: tone('#3a2219', light, { depth: options.depth * 0.8 }),
        },
        options.side,
      ),
    });
  }
  if (options.minaret) {
    const x = (x0 + x1) / 2 + rng.jitter(0, (x1 - x0) * 0.2);
    const y = yAt(ground, x) + options.size * 1.4;
    const c = '#d9b98e';
    items.push({
      y: y - 1,
      svg: house(
        rng,
        x,
        y,
        options.size * 0.7,
        options.size * 3.2,
        {
          wall: tone(c, light, { depth: options.depth }),
          side: tone(c, light, { depth: options.depth, shadow: 1 }),
          window: tone('#3a2219', light, { depth: options.depth }),
          trim: tone('#3f8f7a', light, { depth: options.depth }),
        },
        options.side,
        { crenel: true },
      ),
    });
  }
  if (options.trees) {
    for (let index = 0; index < Math.round(options.count * 0.4); index += 1) {
      const x = rng.range(x0 - 40, x1 + 40);
      const y = yAt(ground, x) + rng.range(options.size * 0.6, options.size * 2.4);
      items.push({
        y,
        svg: roundTree(rng, x, y, options.size * rng.range(0.5, 0.8), {
          leaf: tone(options.trees, light, { depth: options.depth }),
          trunk: tone('#5a4030', light, { depth: options.depth }),
        }),
      });
    }
  }
  return items
    .sort((a, b) => a.y - b.y)
    .map((item) => item.svg)
    .join('');
}

/** Terraced fields: stacked contour bands with stone edges, clipped to the given area path. */
export function terraces(
  svg: Svg,
  rng: Rng,
  light: Light,
  area: string,
  top: number,
  bottom: number,
  colors: readonly string[],
  depth: number,
): string {
  const bands: string[] = [];
  let y = top;
  let index = 0;
  const phase = rng.range(0, 10);
  while (y < bottom) {
    const h = 10 + ((y - top) / (bottom - top)) * 34;
    const curve = (yy: number): Pt[] =>
      Array.from({ length: 17 }, (_, k) => {
        const x = -40 + (k / 16) * (W + 80);
        return [x, yy + Math.sin(x / 260 + phase + yy / 90) * h * 0.9] as Pt;
      });
    const upper = curve(y);
    const lower = curve(y + h);
    const color = tone(colors[index % colors.length]!, light, {
      depth: depth * (1 - (y - top) / (bottom - top)),
    });
    bands.push(
      path(
        `M${num(upper[0]![0])} ${num(upper[0]![1])}${upper.map((p) => `L${num(p[0])} ${num(p[1])}`).join('')}${[
          ...lower,
        ]
          .reverse()
          .map((p) => `L${num(p[0])} ${num(p[1])}`)
          .join('')}Z`,
        { fill: color },
      ),
      path(lower.map((p, k) => `${k === 0 ? 'M' : 'L'}${num(p[0])} ${num(p[1])}`).join(''), {
        stroke: tone('#8a6a4a', light, { depth, shadow: 0.5 }),
        'stroke-width': 1 + h * 0.08,
        fill: 'none',
        opacity: 0.8,
      }),
    );
    y += h;
    index += rng.int(1, 2);
  }
  return group(bands, { 'clip-path': svg.clip(path(area)) });
}

export interface DuneLayer {
  ridge: Pt[];
  d: string;
}

/**
 * One layer of sharp-crested dunes: asymmetric bumps joined by a smooth maximum, each with a
 * curved shadow face on the side away from the sun.
 */
export function bumpLayer(
  svg: Svg,
  rng: Rng,
  light: Light,
  options: {
    base: number;
    floor: number;
    height: readonly [number, number];
    peaks: number;
    depth: number;
    shadowDir: 1 | -1;
    sand?: string;
    ripples?: number;
    /** Rounded hill tops instead of sharp dune crests. */
    round?: boolean;
    stones?: number;
    bushes?: number;
    bush?: string;
  },
): DuneLayer & { svg: string } {
  const { base, peaks, depth, shadowDir } = options;
  const sand = options.sand ?? '#e8893e';
  const bumps = Array.from({ length: peaks }, (_, index) => {
    const span = (W + 400) / peaks;
    const h = rng.range(options.height[0], options.height[1]);
    const px = -200 + span * (index + rng.range(0.2, 0.8));
    const wide = h * rng.range(3.4, 5) + span * 0.3;
    return {
      px,
      h,
      lee: wide * rng.range(0.4, 0.6),
      wind: wide * rng.range(1, 1.5),
      p: rng.range(1.3, 1.7),
    };
  });
  const k = 6 + options.height[1] * 0.03;
  const bumpAt = (b: (typeof bumps)[number], x: number): number => {
    const u = (x - b.px) / (Math.sign(x - b.px) === shadowDir ? b.lee : b.wind);
    const a = Math.abs(u);
    if (a >= 1) return 0;
    return options.round
      ? b.h * Math.pow(Math.cos((a * Math.PI) / 2), 2)
      : b.h * Math.pow(1 - a, b.p);
  };
  const phase = rng.range(0, 6);
  const heightAt = (x: number): number => {
    let sum = 1;
    for (const b of bumps) sum += Math.exp(bumpAt(b, x) / k);
    return k * Math.log(sum) + Math.sin(x / 190 + phase) * options.height[0] * 0.08;
  };
  const ridgePts: Pt[] = [];
  for (let x = -20; x <= W + 20; x += 8) ridgePts.push([x, base - heightAt(x)]);
  const d = areaBelow(ridgePts, H + 2, false);
  const top = base - options.height[1];
  const lit = tone(lighten(sand, 0.12), light, { depth });
  const low = tone(darken(sand, 0.08), light, { depth });
  const shade = tone(sand, light, { depth, shadow: 1 });
  const parts = [
    path(d, {
      fill: svg.linear(
        [
          [0, lit],
          [1, low],
        ],
        0,
        top,
        0,
        base + 40,
        true,
      ),
    }),
  ];

  const inner: string[] = [];
  const ripples = options.ripples ?? 0;
  if (ripples > 0) {
    const lines: string[] = [];
    for (let index = 0; index < ripples; index += 1) {
      const x = rng.range(-50, W);
      const y = yAt(ridgePts, x) + rng.range(20, 400);
      const len = rng.range(80, 260);
      const sag = rng.range(-14, 14);
      lines.push(
        `M${num(x)} ${num(y)}q${num(len / 2)} ${num(sag)} ${num(len)} ${num(rng.jitter(0, 10))}`,
      );
    }
    inner.push(
      path(lines.join(''), {
        stroke: darken(low, 0.12),
        'stroke-width': 2,
        fill: 'none',
        opacity: 0.35,
        'stroke-linecap': 'round',
      }),
    );
  }
  if (options.stones) {
    inner.push(
      pebbles(
        rng,
        options.stones,
        top + 20,
        options.floor,
        tone(lighten(sand, 0.22), light, { depth }),
        tone(sand, light, { depth, shadow: 1 }),
      ),
    );
  }
  const faces: string[] = [];
  const rims: string[] = [];
  for (const b of bumps) {
    const peakY = base - heightAt(b.px);
    if (b.px < -100 || b.px > W + 100 || heightAt(b.px) < options.height[0] * 0.5) continue;
    const face: Pt[] = [[b.px, peakY]];
    for (let x = b.px + shadowDir * 6; Math.abs(x - b.px) < b.lee; x += shadowDir * 6) {
      const own = bumpAt(b, x);
      if (own < heightAt(x) - 3 - k * 0.4 && Math.abs(x - b.px) > 20) break;
      face.push([x, base - heightAt(x)]);
    }
    const end = face[face.length - 1]!;
    const floor = options.floor;
    const drop = floor - peakY;
    const foot: Pt = options.round
      ? [b.px + shadowDir * b.lee * rng.range(0.2, 0.45), floor]
      : [b.px - shadowDir * b.wind * rng.range(0.15, 0.55), floor];
    const c1: Pt = options.round
      ? [foot[0] - shadowDir * b.lee * 0.35, floor - drop * 0.55]
      : [foot[0] + shadowDir * b.wind * 0.05, floor - drop * 0.45];
    const c2: Pt = options.round
      ? [b.px - shadowDir * b.wind * 0.1, peakY + drop * 0.25]
      : [b.px + shadowDir * b.lee * rng.range(0.05, 0.3), peakY + drop * 0.45];
    faces.push(
      polyline(face) +
        `Q${num(end[0] + shadowDir * 4)} ${num(floor)} ${num((end[0] + foot[0]) / 2)} ${num(floor)}L${num(foot[0])} ${num(floor)}` +
        `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(b.px)} ${num(peakY)}Z`,
    );
    const windSide: Pt[] = [];
    for (let x = b.px; Math.abs(x - b.px) < b.wind * 0.5; x -= shadowDir * 8)
      windSide.push([x, base - heightAt(x) + 1]);
    rims.push(polyline(windSide));
  }
  inner.push(
    path(faces.join(''), {
      fill: svg.linear(
        [
          [0, shade],
          [1, mix(shade, low, options.round ? 0.7 : 0.35)],
        ],
        0,
        top,
        0,
        base + 60,
        true,
      ),
    }),
  );
  if (!isDark(light)) {
    inner.push(
      path(rims.join(''), {
        stroke: lighten(lit, 0.35),
        'stroke-width': 2.5,
        fill: 'none',
        opacity: 0.55,
        'stroke-linecap': 'round',
      }),
    );
  }
  if (options.bushes) {
    const items: string[] = [];
    for (let index = 0; index < options.bushes; index += 1) {
      const x = rng.range(-20, W + 20);
      const y = yAt(ridgePts, x) + rng.range(6, Math.max(10, options.floor - base + 40));
      const r = (2 + (Math.min(H, y) / H) * 9) * (1 - depth * 0.6) * rng.range(0.7, 1.4);
      items.push(`M${num(x - r)} ${num(y)}a${num(r)} ${num(r * 0.75)} 0 1 1 ${num(2 * r)} 0Z`);
    }
    inner.push(path(items.join(''), { fill: tone(options.bush ?? '#6b7040', light, { depth }) }));
  }
  parts.push(group(inner, { 'clip-path': svg.clip(path(d)) }));
  return { ridge: ridgePts, d, svg: group(parts) };
}

export interface RollingOptions {
  base: number;
  /** Where the layer's stones and bushes stop (the next layer's base). */
  floor: number;
  height: readonly [number, number];
  peaks: number;
  depth: number;
  color: string;
  /** The side the sun lights: -1 left, 1 right. */
  sunSide: 1 | -1;
  stones?: number;
  bushes?: number;
  bush?: string;
}

/**
 * A layer of rounded hills in the stacked-poster style: one shape whose vertical gradient runs
 * from a sunlit crest to a shaded foot, so the next layer's bright crest stands out against it.
 * Stones and scrub are scattered on top.
 */
export function rollingHills(svg: Svg, rng: Rng, light: Light, options: RollingOptions): Layer {
  const { base, floor, depth } = options;
  const span = (W + 400) / options.peaks;
  const hills = Array.from({ length: options.peaks * 2 }, (_, index) => {
    const h = rng.range(options.height[0], options.height[1]) * (index % 2 ? 0.55 : 1);
    return {
      px: -200 + (span / 2) * (index + rng.range(0.1, 0.9)),
      h,
      w: h * rng.range(2.4, 3.6) + span * 0.35,
    };
  });
  const k = 4 + options.height[1] * 0.04;
  const ridgePts: Pt[] = [];
  for (let x = -20; x <= W + 20; x += 10) {
    let sum = 1;
    for (const hill of hills) {
      const u = (x - hill.px) / hill.w;
      if (Math.abs(u) < 1) sum += Math.exp((hill.h * Math.pow(Math.cos((u * Math.PI) / 2), 2)) / k);
    }
    ridgePts.push([x, base - k * Math.log(sum)]);
  }
  const d = areaBelow(ridgePts, H + 2, false);
  const minY = Math.min(...ridgePts.map((p) => p[1]));
  const lit = tone(lighten(options.color, 0.12), light, { depth });
  const mid = tone(options.color, light, { depth, shadow: 0.2 });
  const shade = tone(darken(options.color, 0.1), light, { depth, shadow: 0.9 });
  const parts = [
    path(d, {
      fill: svg.linear(
        [
          [0, lit],
          [0.35, mid],
          [1, shade],
        ],
        0,
        minY,
        0,
        Math.max(floor, minY + 40),
        true,
      ),
    }),
  ];
  const extras: string[] = [];
  // Sunlit rims along the crests.
  extras.push(
    path(polyline(ridgePts.map(([x, y]) => [x, y + 1.5] as Pt)), {
      stroke: lighten(lit, 0.3),
      'stroke-width': 3 * (1 - depth * 0.6),
      fill: 'none',
      opacity: isDark(light) ? 0.15 : 0.5,
    }),
  );
  if (options.stones) {
    extras.push(
      pebbles(
        rng,
        options.stones,
        minY + 10,
        floor,
        tone(lighten(options.color, 0.25), light, { depth }),
        shade,
      ),
    );
  }
  if (options.bushes) {
    const items: string[] = [];
    for (let index = 0; index < options.bushes; index += 1) {
      const x = rng.range(-20, W + 20);
      const y = yAt(ridgePts, x) + rng.range(6, Math.max(10, floor - yAt(ridgePts, x)));
      const r = (2 + (Math.min(H, y) / H) * 10) * (1 - depth * 0.6) * rng.range(0.7, 1.4);
      items.push(`M${num(x - r)} ${num(y)}a${num(r)} ${num(r * 0.7)} 0 1 1 ${num(2 * r)} 0Z`);
    }
    extras.push(path(items.join(''), { fill: tone(options.bush ?? '#6b7040', light, { depth }) }));
  }
  parts.push(group(extras, { 'clip-path': svg.clip(path(d)) }));
  return { svg: group(parts), ridge: ridgePts };
}
