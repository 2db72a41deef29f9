/**
 * Architectural pieces for the Marrakech scenes: zellige and carved-cedar patterns, the
 * Koutoubia minaret, a one-point perspective room, crenellated walls and babouches.
 */
import type { Light } from './light';
import { tone } from './light';
import type { Pt, Svg } from './svg';
import { H, W, darken, el, group, horseshoeArch, lighten, num, path, polyline, rect } from './svg';

export const ZELLIGE_PALETTES = [
  { base: '#f3ede0', star: '#1f6b52', center: '#d9a13b', corner: '#1d4e89', line: '#22302a' },
  { base: '#f1ece2', star: '#1d4e89', center: '#f3ede0', corner: '#1f6b52', line: '#1a2030' },
  { base: '#efe6d2', star: '#b5432e', center: '#1f6b52', corner: '#2a2a2a', line: '#2a2018' },
] as const;

export type ZelligePalette = (typeof ZELLIGE_PALETTES)[number];

/** An 8-point-star zellige tile as a pattern, `size` px per tile. */
export function zellige(svg: Svg, palette: ZelligePalette, size = 48, transform?: string): string {
  const h = size / 2;
  const q = size * 0.27;
  const square = (rot: number): string =>
    rect(h - q, h - q, 2 * q, 2 * q, { transform: `rotate(${rot} ${h} ${h})` });
  const corner = size * 0.16;
  const diamond = (cx: number, cy: number): string =>
    `M${num(cx)} ${num(cy - corner)}L${num(cx + corner)} ${num(cy)}L${num(cx)} ${num(cy + corner)}L${num(cx - corner)} ${num(cy)}Z`;
  return svg.pattern(
    size,
    size,
    rect(0, 0, size, size, { fill: palette.base }) +
      group([square(0), square(45)], { fill: palette.star }) +
      el('circle', { cx: h, cy: h, r: size * 0.12, fill: palette.center }) +
      path(diamond(0, 0) + diamond(size, 0) + diamond(0, size) + diamond(size, size), {
        fill: palette.corner,
      }) +
      path(`M0 ${h}L${size} ${h}M${h} 0L${h} ${size}`, {
        stroke: palette.line,
        'stroke-width': 0.6,
        opacity: 0.25,
      }),
    transform,
  );
}

/** Painted, carved cedar: octagonal stars on dark wood, as a pattern. */
export function cedar(svg: Svg, size = 56, transform?: string): string {
  const h = size / 2;
  const o = size * 0.3;
  const oct = Array.from({ length: 8 }, (_, k) => {
    const a = (k / 8) * Math.PI * 2 + Math.PI / 8;
    return [h + Math.cos(a) * o, h + Math.sin(a) * o] as Pt;
  });
  return svg.pattern(
    size,
    size,
    rect(0, 0, size, size, { fill: '#5a3418' }) +
      path(polyline(oct, true), { fill: '#8a5428', stroke: '#d9a441', 'stroke-width': 2 }) +
      el('circle', { cx: h, cy: h, r: size * 0.12, fill: '#b5322b' }) +
      path(
        `M0 0L${size * 0.14} 0L0 ${size * 0.14}ZM${size} ${size}L${size * 0.86} ${size}L${size} ${size * 0.86}Z`,
        { fill: '#2f6a4a' },
      ) +
      path(
        `M0 ${h}L${size * 0.2} ${h}M${size * 0.8} ${h}L${size} ${h}M${h} 0L${h} ${size * 0.2}M${h} ${size * 0.8}L${h} ${size}`,
        { stroke: '#d9a441', 'stroke-width': 1.5 },
      ),
    transform,
  );
}

/** Carved stucco lattice (sebka): diamonds on cream, as a pattern. */
export function stucco(svg: Svg, size = 28, base = '#eadfc8', line = '#c9b48e'): string {
  const h = size / 2;
  return svg.pattern(
    size,
    size,
    rect(0, 0, size, size, { fill: base }) +
      path(
        `M${h} 0Q${size} 0 ${size} ${h}Q${size} ${size} ${h} ${size}Q0 ${size} 0 ${h}Q0 0 ${h} 0Z`,
        { fill: 'none', stroke: line, 'stroke-width': 2 },
      ) +
      el('circle', { cx: h, cy: h, r: 2.5, fill: line }),
  );
}

/** Stepped merlons along a wall top from x0 to x1 at y. */
export function merlons(x0: number, x1: number, y: number, size: number, fill: string): string {
  const teeth: string[] = [];
  const n = Math.max(2, Math.round((x1 - x0) / (size * 1.6)));
  const step = (x1 - x0) / n;
  for (let k = 0; k < n; k += 1) {
    const x = x0 + k * step + step * 0.2;
    const w = step * 0.6;
    teeth.push(
      `M${num(x)} ${num(y)}v${num(-size * 0.6)}h${num(w * 0.2)}v${num(-size * 0.25)}h${num(w * 0.6)}v${num(size * 0.25)}h${num(w * 0.2)}v${num(size * 0.6)}Z`,
    );
  }
  return path(teeth.join(''), { fill });
}

/**
 * The Koutoubia minaret: a square shaft with arched panels and a turquoise frieze, merlons,
 * the small lantern tower and its three golden balls. (x, base) is the bottom-left corner.
 */
export function minaret(
  svg: Svg,
  light: Light,
  x: number,
  base: number,
  w: number,
  options: { depth?: number; silhouette?: string; lit?: boolean; side?: 1 | -1 } = {},
): string {
  const depth = options.depth ?? 0;
  const h = w * 4.6;
  const top = base - h;
  const side = options.side ?? 1;
  const sw = w * 0.3;
  if (options.silhouette) {
    const c = options.silhouette;
    return group([
      rect(x, top, w, h, { fill: c }),
      merlons(x, x + w, top, w * 0.16, c),
      rect(x + w * 0.32, top - w * 0.7, w * 0.36, w * 0.7, { fill: c }),
      path(
        `M${num(x + w * 0.3)} ${num(top - w * 0.7)}Q${num(x + w / 2)} ${num(top - w * 0.95)} ${num(x + w * 0.7)} ${num(top - w * 0.7)}Z`,
        { fill: c },
      ),
      path(`M${num(x + w / 2)} ${num(top - w * 0.9)}L${num(x + w / 2)} ${num(top - w * 1.45)}`, {
        stroke: c,
        'stroke-width': Math.max(1, w * 0.03),
      }),
      ...[0.1, 0.08, 0.06].map((r, k) =>
        el('circle', {
          cx: x + w / 2,
          cy: top - w * (1.02 + k * 0.14),
          r: w * r * 0.5,
          fill: options.lit ? '#f2c25a' : c,
        }),
      ),
      options.lit
        ? el('circle', { cx: x + w / 2, cy: top - w * 0.35, r: w * 0.08, fill: '#ffd98a' })
        : '',
    ]);
  }
  const stone = tone('#c98f62', light, { depth });
  const shade = tone('#c98f62', light, { depth, shadow: 1 });
  const dark = tone('#5a3424', light, { depth, shadow: 0.5 });
  const frieze = tone('#2f8a7a', light, { depth });
  const sx = side > 0 ? x + w : x - sw;
  const parts = [
    path(
      `M${num(side > 0 ? x + w : x)} ${num(top)}L${num(side > 0 ? x + w + sw : x - sw)} ${num(top - sw * 0.25)}L${num(side > 0 ? x + w + sw : x - sw)} ${num(base - sw * 0.25)}L${num(side > 0 ? x + w : x)} ${num(base)}Z`,
      { fill: shade },
    ),
    rect(x, top, w, h, {
      fill: svg.linear([
        [0, lighten(stone, 0.06)],
        [1, darken(stone, 0.06)],
      ]),
    }),
  ];
  // Three tiers of arched panels.
  const panel = (py: number, ph: number, arches: number, lattice: boolean): string => {
    const px = x + w * 0.16;
    const pw = w * 0.68;
    const out = [rect(px, py, pw, ph, { fill: darken(stone, 0.08) })];
    const aw = pw / arches;
    for (let k = 0; k < arches; k += 1) {
      const cx = px + aw * (k + 0.5);
      out.push(path(horseshoeArch(cx, py + ph * 0.45, aw * 0.28, py + ph * 0.95), { fill: dark }));
    }
    if (lattice) {
      const lines: string[] = [];
      for (let k = 0; k <= 6; k += 1) {
        const lx = px + (pw * k) / 6;
        lines.push(
          `M${num(lx)} ${num(py)}L${num(lx + pw / 12)} ${num(py + ph * 0.3)}L${num(lx)} ${num(py + ph * 0.6)}`,
        );
      }
      out.push(
        path(lines.join(''), {
          stroke: darken(stone, 0.2),
          'stroke-width': Math.max(1, w * 0.02),
          fill: 'none',
        }),
      );
    }
    return out.join('');
  };
  parts.push(
    panel(top + h * 0.1, h * 0.16, 3, true),
    panel(top + h * 0.36, h * 0.14, 2, true),
    panel(top + h * 0.6, h * 0.12, 1, false),
    panel(top + h * 0.8, h * 0.08, 1, false),
  );
  parts.push(
    rect(x, top + h * 0.03, w, h * 0.035, { fill: frieze }),
    rect(sx, top + h * 0.03 - sw * 0.12, sw, h * 0.035, { fill: darken(frieze, 0.25) }),
  );
  parts.push(merlons(x, x + w, top, w * 0.16, stone));
  // The lantern tower, its dome and finial.
  const lw = w * 0.36;
  const lx = x + (w - lw) / 2;
  parts.push(
    rect(lx, top - w * 0.72, lw, w * 0.72, { fill: stone }),
    path(horseshoeArch(lx + lw / 2, top - w * 0.45, lw * 0.22, top - w * 0.18), { fill: dark }),
    rect(lx, top - w * 0.7, lw, w * 0.05, { fill: frieze }),
    merlons(lx, lx + lw, top - w * 0.72, w * 0.1, stone),
    path(
      `M${num(lx + lw * 0.1)} ${num(top - w * 0.78)}Q${num(lx + lw / 2)} ${num(top - w * 1.02)} ${num(lx + lw * 0.9)} ${num(top - w * 0.78)}Z`,
      { fill: frieze },
    ),
    path(`M${num(x + w / 2)} ${num(top - w * 0.95)}L${num(x + w / 2)} ${num(top - w * 1.5)}`, {
      stroke: '#8a6a2a',
      'stroke-width': Math.max(1, w * 0.025),
    }),
    ...[0.1, 0.08, 0.06].map((r, k) =>
      el('circle', {
        cx: x + w / 2,
        cy: top - w * (1.04 + k * 0.15),
        r: w * r * 0.5,
        fill: '#e0b040',
      }),
    ),
  );
  return group(parts);
}

/** One-point perspective: the canvas frame is the nearest plane, scaled toward `vp` by depth. */
export class Perspective {
  constructor(
    readonly vp: Pt,
    readonly near: { l: number; r: number; t: number; b: number } = { l: 0, r: W, t: 0, b: H },
  ) {}

  /** A screen point at depth z (1: the canvas frame) for a frame point (x, y). */
  at(x: number, y: number, z: number): Pt {
    return [this.vp[0] + (x - this.vp[0]) / z, this.vp[1] + (y - this.vp[1]) / z];
  }

  /** A quad on a side wall (x = near.l or near.r) from depth z1 to z2 and frame heights y1..y2. */
  wallQuad(side: -1 | 1, z1: number, z2: number, y1: number, y2: number): Pt[] {
    const x = side < 0 ? this.near.l : this.near.r;
    return [this.at(x, y1, z1), this.at(x, y1, z2), this.at(x, y2, z2), this.at(x, y2, z1)];
  }

  /** A quad on the floor (y = near.b) from depth z1 to z2 and frame x1..x2. */
  floorQuad(x1: number, x2: number, z1: number, z2: number, y = this.near.b): Pt[] {
    return [this.at(x1, y, z1), this.at(x2, y, z1), this.at(x2, y, z2), this.at(x1, y, z2)];
  }

  /**
   * An affine transform that maps a 100×100 design box onto a wall patch (approximate but close
   * for narrow patches): u runs along the wall into depth, v down.
   */
  wallTransform(side: -1 | 1, z1: number, z2: number, y1: number, y2: number): string {
    const x = side < 0 ? this.near.l : this.near.r;
    const o = this.at(x, y1, z1);
    const u = this.at(x, y1, z2);
    const v = this.at(x, y2, z1);
    const m = [
      (u[0] - o[0]) / 100,
      (u[1] - o[1]) / 100,
      (v[0] - o[0]) / 100,
      (v[1] - o[1]) / 100,
      o[0],
      o[1],
    ];
    return `matrix(${m.map((value) => value.toFixed(4)).join(' ')})`;
  }
}

/** A babouche slipper in side view, about 50 units long, sole at 0. */
export function babouche(x: number, y: number, s: number, color: string, flip = false): string {
  return group(
    [
      path('M0 0Q4 -16 30 -13Q44 -12 52 -3L50 0Z', { fill: color }),
      path('M6 -8Q20 -14 30 -12', { stroke: darken(color, 0.3), 'stroke-width': 2, fill: 'none' }),
      path('M0 0L52 0', { stroke: '#6a4a2a', 'stroke-width': 3 }),
    ],
    {
      transform: `translate(${num(x)} ${num(y)}) scale(${(flip ? -s : s).toFixed(3)} ${s.toFixed(3)})`,
    },
  );
}
