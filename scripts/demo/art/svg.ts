/**
 * Small, dependency-free SVG toolkit for the demo scenes: an SVG document builder that collects
 * gradients, patterns and clip paths, element helpers, colour mixing and path construction.
 * Everything returns strings; nothing here references fonts, images, scripts or URLs.
 */
import type { Rng } from './prng';

export const W = 1600;
export const H = 1067;

export type Pt = readonly [number, number];
export type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;
/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

/** One decimal is plenty at 1600 px and keeps the SVG small. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrs(values: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return out;
}

const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polygon', 'polyline']);

/**
 * An element. On a shape, `opacity` is written as fill- and stroke-opacity: librsvg renders an
 * element's `opacity` through an offscreen layer (about 1 ms each), the others are free.
 */
export function el(name: string, values: Attrs, children?: string): string {
  const opacity = values.opacity;
  if (SHAPES.has(name) && opacity !== undefined && opacity !== null && opacity !== false) {
    const { opacity: _opacity, ...rest } = values;
    values = { 'fill-opacity': opacity, 'stroke-opacity': opacity, ...rest };
    if (values.fill === 'none') delete values['fill-opacity'];
    if (values.stroke === undefined || values.stroke === 'none') delete values['stroke-opacity'];
  }
  return children === undefined
    ? `<${name}${attrs(values)}/>`
    : `<${name}${attrs(values)}>${children}</${name}>`;
}

export const path = (d: string, values: Attrs = {}): string => el('path', { d, ...values });
export const rect = (x: number, y: number, w: number, h: number, values: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, ...values });
export const circle = (cx: number, cy: number, r: number, values: Attrs = {}): string =>
  el('circle', { cx, cy, r, ...values });
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  values: Attrs = {},
): string => el('ellipse', { cx, cy, rx, ry, ...values });
export const group = (children: string | readonly string[], values: Attrs = {}): string =>
  el('g', values, typeof children === 'string' ? children : children.join(''));

/** translate(x y) scale(sx sy), for shapes drawn in their own unit coordinates. */
export function place(x: number, y: number, scale: number, flip = false, scaleY = scale): string {
  const sx = (flip ? -scale : scale).toFixed(3);
  return `translate(${num(x)} ${num(y)}) scale(${sx} ${scaleY.toFixed(3)})`;
}

/** Builds one SVG document; gradient, pattern and clip ids are unique within it. */
export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** A linear gradient in object bounding-box units (0..1) unless userSpace. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const id = this.id('l');
    this.defs.push(
      el(
        'linearGradient',
        { id, x1, y1, x2, y2, gradientUnits: userSpace ? 'userSpaceOnUse' : undefined },
        stopsOf(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space (pixels). */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.defs.push(
      el(
        'radialGradient',
        { id, cx, cy, r, fx, fy, gradientUnits: 'userSpaceOnUse' },
        stopsOf(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** An elliptical radial gradient in user space: a circle scaled vertically by ry / rx. */
  radialEllipse(stops: readonly Stop[], cx: number, cy: number, rx: number, ry: number): string {
    const id = this.id('r');
    const transform = `translate(${num(cx)} ${num(cy)}) scale(1 ${(ry / rx).toFixed(4)})`;
    this.defs.push(
      el(
        'radialGradient',
        { id, cx: 0, cy: 0, r: rx, gradientUnits: 'userSpaceOnUse', gradientTransform: transform },
        stopsOf(stops),
      ),
    );
    return `url(#${id})`;
  }

  private readonly softCache = new Map<string, string>();

  /**
   * A soft round fade of one colour, in each shape's own bounding box: opaque centre, clear
   * edge. Cached per colour, so many puffs of smoke or glows share one gradient.
   */
  soft(color: string, core = 0): string {
    const cacheKey = `${color}/${core}`;
    const cached = this.softCache.get(cacheKey);
    if (cached) return cached;
    const id = this.id('s');
    this.defs.push(
      el(
        'radialGradient',
        { id, cx: 0.5, cy: 0.5, r: 0.5 },
        stopsOf([
          [core, color, 1],
          [1, color, 0],
        ]),
      ),
    );
    const url = `url(#${id})`;
    this.softCache.set(cacheKey, url);
    return url;
  }

  clip(content: string): string {
    const id = this.id('c');
    this.defs.push(el('clipPath', { id }, content));
    return `url(#${id})`;
  }

  /** A tiled pattern in user space; content is drawn in the tile's own coordinates. */
  pattern(width: number, height: number, content: string, transform?: string): string {
    const id = this.id('p');
    this.defs.push(
      el(
        'pattern',
        { id, width, height, patternUnits: 'userSpaceOnUse', patternTransform: transform },
        content,
      ),
    );
    return `url(#${id})`;
  }

  add(...parts: readonly string[]): this {
    this.body.push(...parts);
    return this;
  }

  render(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', {
        offset,
        'stop-color': color,
        'stop-opacity': opacity === undefined || opacity === 1 ? undefined : opacity,
      }),
    )
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Colour

function parse(color: string): [number, number, number] {
  const hex = color.replace('#', '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  return [
    parseInt(full.slice(0, 2), 16),
    parseInt(full.slice(2, 4), 16),
    parseInt(full.slice(4, 6), 16),
  ];
}

const clamp = (value: number, min = 0, max = 1): number => Math.min(max, Math.max(min, value));

function toHex(channels: readonly number[]): string {
  return `#${channels
    .map((channel) =>
      Math.round(clamp(channel, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** a → b by t (0..1), in sRGB. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  const k = clamp(t);
  return toHex(ca.map((channel, index) => channel + (cb[index]! - channel) * k));
}

export const darken = (color: string, t: number): string => mix(color, '#000000', t);
export const lighten = (color: string, t: number): string => mix(color, '#ffffff', t);

/** Multiplies two colours, like a "multiply" blend: a shadow tinted by the ambient light. */
export function multiply(a: string, b: string): string {
  const ca = parse(a);
  const cb = parse(b);
  return toHex(ca.map((channel, index) => (channel * cb[index]!) / 255));
}

// ---------------------------------------------------------------------------------------------
// Paths

const pt = (p: Pt): string => `${num(p[0])} ${num(p[1])}`;

/** Straight segments through the points: "M.. L.. L..". */
export function polyline(points: readonly Pt[], close = false): string {
  return (
    points.map((p, index) => `${index === 0 ? 'M' : 'L'}${pt(p)}`).join('') + (close ? 'Z' : '')
  );
}

/** Catmull-Rom spline through the points, as cubic Béziers, without the leading M. */
export function splineSegments(points: readonly Pt[], tension = 1): string {
  let out = '';
  for (let index = 0; index < points.length - 1; index += 1) {
    const p0 = points[index - 1] ?? points[index]!;
    const p1 = points[index]!;
    const p2 = points[index + 1]!;
    const p3 = points[index + 2] ?? p2;
    const c1: Pt = [
      p1[0] + ((p2[0] - p0[0]) / 6) * tension,
      p1[1] + ((p2[1] - p0[1]) / 6) * tension,
    ];
    const c2: Pt = [
      p2[0] - ((p3[0] - p1[0]) / 6) * tension,
      p2[1] - ((p3[1] - p1[1]) / 6) * tension,
    ];
    out += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return out;
}

/** A smooth open curve through the points. */
export function spline(points: readonly Pt[], tension = 1): string {
  return `M${pt(points[0]!)}${splineSegments(points, tension)}`;
}

/** The area under a curve down to `bottom`, smooth or straight. */
export function areaBelow(points: readonly Pt[], bottom = H + 2, smooth = true): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const top = smooth ? spline(points) : polyline(points);
  return `${top}L${num(last[0])} ${num(bottom)}L${num(first[0])} ${num(bottom)}Z`;
}

/** A closed smooth blob through the points (Catmull-Rom, wrapped around). */
export function blob(points: readonly Pt[], tension = 1): string {
  const n = points.length;
  const ring = [points[n - 1]!, ...points, points[0]!, points[1]!];
  let out = `M${pt(points[0]!)}`;
  for (let index = 1; index <= n; index += 1) {
    const p0 = ring[index - 1]!;
    const p1 = ring[index]!;
    const p2 = ring[index + 1]!;
    const p3 = ring[index + 2]!;
    const c1: Pt = [
      p1[0] + ((p2[0] - p0[0]) / 6) * tension,
      p1[1] + ((p2[1] - p0[1]) / 6) * tension,
    ];
    const c2: Pt = [
      p2[0] - ((p3[0] - p1[0]) / 6) * tension,
      p2[1] - ((p3[1] - p1[1]) / 6) * tension,
    ];
    out += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return `${out}Z`;
}

/** An irregular round blob (rock, bush, cloud puff) around a centre. */
export function roundBlob(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.18,
  count = 9,
  flatBottom = false,
): string {
  const points: Pt[] = [];
  const offset = rng.range(0, Math.PI * 2);
  for (let index = 0; index < count; index += 1) {
    const angle = offset + (index / count) * Math.PI * 2;
    const k = 1 + rng.jitter(0, wobble);
    let y = cy + Math.sin(angle) * ry * k;
    if (flatBottom && y > cy) y = cy + (y - cy) * 0.25;
    points.push([cx + Math.cos(angle) * rx * k, y]);
  }
  return blob(points);
}

/**
 * A horizon line by midpoint displacement from x0 to x1 around y: 2^depth + 1 points.
 * `amp` is the first displacement; each level keeps `rough` of the previous one.
 */
export function ridge(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  amp: number,
  depth = 6,
  rough = 0.55,
  ends: readonly [number, number] = [rng.jitter(0, amp / 2), rng.jitter(0, amp / 2)],
): Pt[] {
  const count = 2 ** depth + 1;
  const ys = new Array<number>(count).fill(y);
  ys[0] = y + ends[0];
  ys[count - 1] = y + ends[1];
  let step = count - 1;
  let scale = amp;
  while (step > 1) {
    const half = step / 2;
    for (let index = half; index < count - 1; index += step) {
      ys[index] = (ys[index - half]! + ys[index + half]!) / 2 + rng.jitter(0, scale);
    }
    step = half;
    scale *= rough;
  }
  return ys.map((value, index) => [x0 + ((x1 - x0) * index) / (count - 1), value] as Pt);
}

/**
 * A mountain line through given summits: valleys between them, roughened by midpoint
 * displacement. Summits are [x, y]; the line runs from x0 to x1 ending at baseY.
 */
export function peaksRidge(
  rng: Rng,
  summits: readonly Pt[],
  x0: number,
  x1: number,
  baseY: number,
  jag: number,
  depth = 4,
): Pt[] {
  const sorted = [...summits].sort((a, b) => a[0] - b[0]);
  const keys: Pt[] = [[x0, baseY]];
  sorted.forEach((summit, index) => {
    if (index > 0) {
      const prev = sorted[index - 1]!;
      const valleyY =
        Math.max(prev[1], summit[1]) + Math.abs(summit[0] - prev[0]) * rng.range(0.12, 0.3);
      keys.push([
        (prev[0] + summit[0]) / 2 + rng.jitter(0, Math.abs(summit[0] - prev[0]) * 0.15),
        Math.min(baseY, valleyY),
      ]);
    }
    keys.push(summit);
  });
  keys.push([x1, baseY]);
  const out: Pt[] = [];
  for (let index = 0; index < keys.length - 1; index += 1) {
    const a = keys[index]!;
    const b = keys[index + 1]!;
    const span = Math.abs(b[0] - a[0]);
    const segment = ridge(rng, a[0], b[0], 0, Math.min(jag, span * 0.15), depth, 0.55, [0, 0]);
    segment.forEach(([x, offset], k) => {
      if (index > 0 && k === 0) return;
      const t = (x - a[0]) / (b[0] - a[0] || 1);
      out.push([x, a[1] + (b[1] - a[1]) * t + offset]);
    });
  }
  return out;
}

/** y of a polyline at x (points sorted by x), linear between samples. */
export function yAt(points: readonly Pt[], x: number): number {
  if (x <= points[0]![0]) return points[0]![1];
  for (let index = 1; index < points.length; index += 1) {
    const b = points[index]!;
    if (x <= b[0]) {
      const a = points[index - 1]!;
      return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
    }
  }
  return points[points.length - 1]![1];
}

/** Horseshoe arch opening: straight jambs up to the springing line, then a > 180° arc. */
export function horseshoeArch(
  cx: number,
  springY: number,
  halfWidth: number,
  bottom: number,
  bulge = 1.12,
): string {
  const r = halfWidth * bulge;
  return (
    `M${num(cx - halfWidth)} ${num(bottom)}L${num(cx - halfWidth)} ${num(springY)}` +
    `A${num(r)} ${num(r)} 0 1 1 ${num(cx + halfWidth)} ${num(springY)}` +
    `L${num(cx + halfWidth)} ${num(bottom)}Z`
  );
}

/** Pointed (two-centred) arch opening. */
export function pointedArch(
  cx: number,
  springY: number,
  halfWidth: number,
  bottom: number,
  rise = 1.3,
): string {
  const top = springY - halfWidth * rise;
  return (
    `M${num(cx - halfWidth)} ${num(bottom)}L${num(cx - halfWidth)} ${num(springY)}` +
    `Q${num(cx - halfWidth)} ${num(top + halfWidth * 0.35)} ${num(cx)} ${num(top)}` +
    `Q${num(cx + halfWidth)} ${num(top + halfWidth * 0.35)} ${num(cx + halfWidth)} ${num(springY)}` +
    `L${num(cx + halfWidth)} ${num(bottom)}Z`
  );
}
