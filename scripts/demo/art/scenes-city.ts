/**
 * Marrakech scenes: a riad courtyard, Bahia Palace, the Ben Youssef Madrasa, a covered souk,
 * the Koutoubia from its gardens, a medina gate, and Jemaa el-Fna at dusk.
 */
import {
  Perspective,
  ZELLIGE_PALETTES,
  babouche,
  cedar,
  merlons,
  minaret,
  stucco,
  zellige,
} from './city';
import { lantern, palm, person, roundTree } from './figures';
import type { Light } from './light';
import { drawSky, openDaylightScene, finish, glow, tone } from './light';
import type { Rng } from './prng';
import type { Pt } from './svg';
import {
  H,
  Svg,
  W,
  darken,
  el,
  group,
  horseshoeArch,
  lighten,
  mix,
  num,
  path,
  pointedArch,
  polyline,
  rect,
  ridge,
  roundBlob,
} from './svg';

const poly = (points: readonly Pt[], attrs: Record<string, string | number>): string =>
  path(polyline(points, true), attrs);

/** A checkerboard floor in perspective, `cols` across and `rows` deep. */
function tiledFloor(
  p: Perspective,
  zFar: number,
  cols: number,
  rows: number,
  colors: readonly [string, string],
  accent?: string,
): string {
  const a: string[] = [];
  const b: string[] = [];
  const c: string[] = [];
  const { l, r } = p.near;
  for (let row = 0; row < rows; row += 1) {
    // Equal steps in 1/z make equal steps on the real floor.
    const z1 = 1 / (1 - (row / rows) * (1 - 1 / zFar));
    const z2 = 1 / (1 - ((row + 1) / rows) * (1 - 1 / zFar));
    for (let col = 0; col < cols; col += 1) {
      const x1 = l + ((r - l) * col) / cols;
      const x2 = l + ((r - l) * (col + 1)) / cols;
      const quad = polyline(p.floorQuad(x1, x2, z1, z2), true);
      ((row + col) % 2 === 0 ? a : b).push(quad);
      if (accent && (row + col) % 4 === 0) {
        const [cx, cy] = p.at((x1 + x2) / 2, p.near.b, (z1 + z2) / 2);
        const s = ((x2 - x1) / ((z1 + z2) / 2)) * 0.18;
        c.push(
          `M${num(cx)} ${num(cy - s * 0.5)}L${num(cx + s)} ${num(cy)}L${num(cx)} ${num(cy + s * 0.5)}L${num(cx - s)} ${num(cy)}Z`,
        );
      }
    }
  }
  return (
    path(a.join(''), { fill: colors[0] }) +
    path(b.join(''), { fill: colors[1] }) +
    (accent ? path(c.join(''), { fill: accent }) : '')
  );
}

/** A row of horseshoe arches on a side wall, between depths z1 and z2. */
function sideArcade(
  p: Perspective,
  side: -1 | 1,
  z1: number,
  z2: number,
  y1: number,
  y2: number,
  count: number,
  fill: string,
  frame: string,
): string {
  const out: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const a = z1 + ((z2 - z1) * k) / count;
    const b = z1 + ((z2 - z1) * (k + 1)) / count;
    out.push(
      group(
        [
          path(horseshoeArch(50, 45, 30, 100), { fill: frame }),
          path(horseshoeArch(50, 47, 24, 100), { fill }),
        ],
        {
          transform: p.wallTransform(side, a, b, y1, y2),
        },
      ),
    );
  }
  return out.join('');
}

/** A riad courtyard: zellige fountain, orange trees, arcades, the sky above. */
export function riadScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  drawSky(svg, light, rng, {
    horizon: H * 0.4,
    sunX: rng.range(0, W),
    sunR: 1,
    clouds: rng.int(0, 2),
  });
  const vp: Pt = [W / 2 + rng.jitter(0, 260), H * rng.range(0.48, 0.58)];
  const p = new Perspective(vp, { l: -W * 0.2, r: W * 1.2, t: -H * 0.8, b: H });
  const zb = rng.range(2.4, 2.9);
  const wall = rng.pick(['#f0dcc0', '#e9c9a8', '#f2e4cf', '#e8b8a0']);
  const pal = rng.pick(ZELLIGE_PALETTES);
  const sunSide = rng.chance(0.5) ? -1 : 1;
  const backTL = p.at(p.near.l, p.near.t, zb);
  const backBR = p.at(p.near.r, p.near.b, zb);
  const bw = backBR[0] - backTL[0];
  const bh = backBR[1] - backTL[1];
  const bx = backTL[0];
  const by = backTL[1];
  // Back wall: two storeys, an arcade below, screened windows above, green tiles on top.
  svg.add(rect(bx, by, bw, bh, { fill: tone(wall, light) }));
  const dado = zellige(svg, pal, 18);
  svg.add(rect(bx, by + bh * 0.86, bw, bh * 0.14, { fill: dado }));
  const arches = rng.pick([3, 3, 5]);
  for (let k = 0; k < arches; k += 1) {
    const cx = bx + (bw * (k + 0.5)) / arches;
    const hw = (bw / arches) * 0.3;
    svg.add(
      path(horseshoeArch(cx, by + bh * 0.66, hw * 1.15, by + bh * 0.86 + 1), {
        fill: tone(darken(wall, 0.12), light),
      }),
      path(horseshoeArch(cx, by + bh * 0.67, hw, by + bh), {
        fill: tone('#4a2a1c', light, { shadow: 1 }),
      }),
      glow(svg, cx, by + bh * 0.85, hw * 1.4, '#ffb060', 0.35),
    );
    const wx = cx - hw * 0.6;
    svg.add(
      rect(wx, by + bh * 0.3, hw * 1.2, bh * 0.22, { fill: tone('#6a3e22', light) }),
      rect(wx, by + bh * 0.3, hw * 1.2, bh * 0.22, {
        fill: svg.pattern(
          8,
          8,
          rect(0, 0, 8, 8, { fill: 'none' }) +
            path('M0 0L8 8M8 0L0 8', { stroke: '#3a2012', 'stroke-width': 1.2 }),
        ),
      }),
    );
  }
  svg.add(
    rect(bx, by + bh * 0.56, bw, bh * 0.03, { fill: tone('#6a3e22', light) }),
    rect(bx - 4, by - bh * 0.04, bw + 8, bh * 0.06, { fill: tone('#2f7a5a', light) }),
    path(
      Array.from(
        { length: 40 },
        (_, k) => `M${num(bx + (bw * k) / 40)} ${num(by - bh * 0.04)}v${num(bh * 0.06)}`,
      ).join(''),
      { stroke: tone('#1f5a40', light), 'stroke-width': 2 },
    ),
  );
  // Side walls with arcades and windows.
  for (const side of [-1, 1] as const) {
    const quad = p.wallQuad(side, 1, zb, p.near.t, p.near.b);
    const lit = side === sunSide ? 0 : 0.7;
    svg.add(poly(quad, { fill: tone(wall, light, { shadow: lit }) }));
    svg.add(poly(p.wallQuad(side, 1, zb, p.near.b - H * 0.14, p.near.b), { fill: dado }));
    svg.add(
      poly(p.wallQuad(side, 1, zb, p.near.b - H * 0.14, p.near.b), {
        fill: light.shade,
        opacity: lit * 0.4,
      }),
    );
    svg.add(
      sideArcade(
        p,
        side,
        1.05,
        zb,
        p.near.b - H * 0.75,
        p.near.b,
        3,
        tone('#4a2a1c', light, { shadow: 1 }),
        tone(darken(wall, 0.15), light, { shadow: lit }),
      ),
    );
    svg.add(
      poly(p.wallQuad(side, 1, zb, p.near.b - H * 0.86, p.near.b - H * 0.82), {
        fill: tone('#6a3e22', light, { shadow: lit }),
      }),
    );
  }
  // The floor: zellige in perspective, a shadow across part of it.
  svg.add(
    tiledFloor(
      p,
      zb,
      14,
      12,
      [tone(pal.base, light), tone(pal.star, light)],
      tone(pal.center, light),
    ),
  );
  svg.add(
    poly(
      [
        p.at(sunSide < 0 ? p.near.r : p.near.l, p.near.b, 1),
        p.at(sunSide < 0 ? p.near.r : p.near.l, p.near.b, zb),
        p.at(W / 2 + sunSide * -W * 0.2, p.near.b, zb),
        p.at(W / 2 + sunSide * -W * 0.1, p.near.b, 1),
      ],
      { fill: light.shade, opacity: 0.3 },
    ),
  );
  // Orange trees in the corners, then the fountain in the middle.
  const items: { y: number; svg: string }[] = [];
  for (const side of [-1, 1]) {
    const z = rng.range(1.5, 2);
    const [tx, ty] = p.at(W / 2 + side * W * 0.42, p.near.b, z);
    const s = 1 / z;
    items.push({
      y: ty,
      svg:
        poly(
          [
            [tx - 90 * s, ty],
            [tx + 90 * s, ty],
            [tx + 80 * s, ty - 50 * s],
            [tx - 80 * s, ty - 50 * s],
          ],
          { fill: dado },
        ) +
        roundTree(
          rng,
          tx,
          ty - 50 * s,
          200 * s,
          {
            leaf: tone('#3f6a2a', light),
            trunk: tone('#5a4030', light),
            fruit: tone('#f28a1e', light),
          },
          sunSide,
          170 * s,
        ),
    });
  }
  const fz = rng.range(1.35, 1.6);
  const [fx, fy] = p.at(W / 2 + rng.jitter(0, 60), p.near.b, fz);
  const fs = 1 / fz;
  const rx = 330 * fs;
  const ry = rx * 0.3;
  const jet: string[] = [];
  for (let k = -3; k <= 3; k += 1)
    jet.push(
      `M${num(fx)} ${num(fy - 250 * fs)}Q${num(fx + k * 30 * fs)} ${num(fy - 320 * fs)} ${num(fx + k * 60 * fs)} ${num(fy - 150 * fs)}`,
    );
  items.push({
    y: fy,
    svg: group([
      el('ellipse', { cx: fx, cy: fy, rx, ry, fill: dado }),
      rect(fx - rx, fy - 70 * fs, rx * 2, 70 * fs, { fill: dado }),
      el('ellipse', { cx: fx, cy: fy - 70 * fs, rx, ry, fill: tone(pal.base, light) }),
      el('ellipse', {
        cx: fx,
        cy: fy - 70 * fs,
        rx: rx * 0.9,
        ry: ry * 0.85,
        fill: svg.linear([
          [0, tone('#7ac0d0', light)],
          [1, tone('#2f7a9a', light)],
        ]),
      }),
      rect(fx - 22 * fs, fy - 220 * fs, 44 * fs, 150 * fs, { fill: tone(pal.star, light) }),
      el('ellipse', {
        cx: fx,
        cy: fy - 220 * fs,
        rx: 90 * fs,
        ry: 24 * fs,
        fill: tone(pal.base, light),
      }),
      el('ellipse', {
        cx: fx,
        cy: fy - 250 * fs,
        rx: 16 * fs,
        ry: 30 * fs,
        fill: tone(pal.center, light),
      }),
      path(jet.join(''), {
        stroke: '#ffffff',
        'stroke-width': 3 * fs + 1,
        fill: 'none',
        opacity: 0.75,
      }),
    ]),
  });
  // Potted plants along the walls.
  for (let k = 0; k < 4; k += 1) {
    const side = k % 2 === 0 ? -1 : 1;
    const z = 1.2 + k * 0.3;
    const [px, py] = p.at(W / 2 + side * W * 0.62, p.near.b, z);
    const s = 1 / z;
    items.push({
      y: py,
      svg:
        path(
          `M${num(px - 40 * s)} ${num(py - 70 * s)}L${num(px + 40 * s)} ${num(py - 70 * s)}L${num(px + 30 * s)} ${num(py)}L${num(px - 30 * s)} ${num(py)}Z`,
          { fill: tone('#b5532e', light) },
        ) +
        path(roundBlob(rng, px, py - 120 * s, 70 * s, 60 * s, 0.25, 9), {
          fill: tone('#4f8a3a', light),
        }),
    });
  }
  items.sort((a, b) => a.y - b.y).forEach((item) => svg.add(item.svg));
  finish(svg, rng, 0, 0.4);
  return svg.render();
}

/** Bahia Palace: a carved cedar ceiling, zellige walls, a doorway onto a sunlit courtyard. */
export function palaceScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const vp: Pt = [W / 2 + rng.jitter(0, 260), H * rng.range(0.48, 0.58)];
  const p = new Perspective(vp);
  const zb = rng.range(2.3, 2.8);
  const pal = rng.pick(ZELLIGE_PALETTES);
  const backTL = p.at(0, 0, zb);
  const backBR = p.at(W, H, zb);
  const bw = backBR[0] - backTL[0];
  const bh = backBR[1] - backTL[1];
  const wall = rng.pick(['#efe3cc', '#e3ecdf', '#f2dcd2']);
  // Back wall with a tall doorway onto the courtyard.
  svg.add(rect(backTL[0], backTL[1], bw, bh, { fill: stucco(svg, 16) }));
  svg.add(rect(backTL[0], backTL[1] + bh * 0.72, bw, bh * 0.28, { fill: zellige(svg, pal, 14) }));
  const dx = backTL[0] + bw / 2;
  const doorHW = bw * 0.2;
  const door = rng.chance(0.5)
    ? horseshoeArch(dx, backTL[1] + bh * 0.42, doorHW, backBR[1])
    : pointedArch(dx, backTL[1] + bh * 0.45, doorHW, backBR[1], 1.1);
  svg.add(
    group(
      [
        rect(dx - doorHW * 1.3, backTL[1], doorHW * 2.6, bh, {
          fill: svg.linear([
            [0, tone(light.sky[0], light)],
            [1, tone(light.sky[2], light)],
          ]),
        }),
        rect(dx - doorHW * 1.3, backTL[1] + bh * 0.78, doorHW * 2.6, bh * 0.3, {
          fill: tone('#f4efe4', light),
        }),
        roundTree(
          rng,
          dx - doorHW * 0.45,
          backTL[1] + bh * 0.85,
          doorHW * 0.5,
          {
            leaf: tone('#4f8a3a', light),
            trunk: tone('#5a4030', light),
            fruit: tone('#f28a1e', light),
          },
          -1,
          doorHW * 0.45,
        ),
        palm(
          rng,
          dx + doorHW * 0.55,
          backTL[1] + bh * 0.9,
          bh * 0.6,
          tone('#7a5a3a', light),
          tone('#4f7a34', light),
        ),
      ],
      { 'clip-path': svg.clip(path(door)) },
    ),
    path(door, {
      fill: 'none',
      stroke: '#c99a5a',
      'stroke-width': doorHW * 0.12,
    }),
  );
  // Open cedar door leaves.
  for (const side of [-1, 1]) {
    const x0 = dx + side * doorHW;
    const x1 = dx + side * doorHW * 1.7;
    svg.add(
      poly(
        [
          [x0, backTL[1] + bh * 0.2],
          [x1, backTL[1] + bh * 0.12],
          [x1, backBR[1] + bh * 0.06],
          [x0, backBR[1]],
        ],
        { fill: cedar(svg, 22) },
      ),
    );
  }
  // Ceiling: carved, painted cedar, darker at the back.
  const ceiling = [p.at(0, 0, 1), p.at(W, 0, 1), p.at(W, 0, zb), p.at(0, 0, zb)];
  svg.add(
    poly(ceiling, { fill: cedar(svg, rng.pick([48, 64, 80])) }),
    poly(ceiling, {
      fill: svg.linear([
        [0, '#000000', 0.05],
        [1, '#000000', 0.45],
      ]),
    }),
  );
  svg.add(
    poly([p.at(0, 0, zb), p.at(W, 0, zb), p.at(W, H * 0.06, zb), p.at(0, H * 0.06, zb)], {
      fill: '#8a5428',
    }),
  );
  // Side walls: stucco above a zellige dado, a carved frieze under the ceiling.
  for (const side of [-1, 1] as const) {
    svg.add(
      poly(p.wallQuad(side, 1, zb, 0, H), { fill: tone(wall, light, { shadow: 0.3 }) }),
      poly(p.wallQuad(side, 1, zb, H * 0.06, H * 0.2), { fill: stucco(svg, 22) }),
      poly(p.wallQuad(side, 1, zb, H * 0.62, H), { fill: zellige(svg, pal, 36) }),
      poly(p.wallQuad(side, 1, zb, H * 0.6, H * 0.63), { fill: '#6a3e22' }),
      poly(p.wallQuad(side, 1, zb, 0, H * 0.06), { fill: '#5a3418' }),
      poly(p.wallQuad(side, 1, zb, 0, H), {
        fill: svg.linear(
          side < 0
            ? [
                [0, '#1a0d05', 0.35],
                [1, '#1a0d05', 0],
              ]
            : [
                [0, '#1a0d05', 0],
                [1, '#1a0d05', 0.35],
              ],
        ),
      }),
    );
    svg.add(
      sideArcade(
        p,
        side,
        1.3,
        zb - 0.1,
        H * 0.2,
        H * 0.62,
        2,
        tone('#7a4a2a', light, { shadow: 0.8 }),
        '#c99a5a',
      ),
    );
  }
  // Marble floor and the light falling through the door.
  svg.add(tiledFloor(p, zb, 10, 10, [tone('#f2eee6', light), tone('#cfc8bc', light)]));
  const spill = [
    p.at(dx - (vp[0] - W / 2) - doorHW * 2.6, H, 1.25),
    p.at(dx + doorHW * 2.6, H, 1.25),
    [dx + doorHW, backBR[1]] as Pt,
    [dx - doorHW, backBR[1]] as Pt,
  ];
  svg.add(poly(spill, { fill: '#fff2cf', opacity: 0.3 }));
  // A brass lantern hanging in the middle of the room.
  const [lx, ly] = p.at(W / 2, 0, 1.6);
  svg.add(
    glow(svg, lx, ly + 200, 160, '#ffc060', 0.4),
    lantern(lx, ly + 120, 2.4, '#6a4a1a', '#f2c060', 120),
  );
  finish(svg, rng, 0, 0.45);
  return svg.render();
}

/** Ben Youssef Madrasa: the marble courtyard and its pool, stucco, cedar and zellige. */
export function madrasaScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  drawSky(svg, light, rng, {
    horizon: H * 0.3,
    sunX: rng.range(0, W),
    sunR: 1,
    clouds: rng.int(0, 2),
  });
  const vp: Pt = [W / 2 + rng.jitter(0, 200), H * rng.range(0.44, 0.54)];
  const p = new Perspective(vp, { l: -W * 0.1, r: W * 1.1, t: -H * 0.7, b: H });
  const zb = rng.range(2.8, 3.3);
  const pal = rng.pick(ZELLIGE_PALETTES);
  const stuccoFill = stucco(svg, 12);
  const backTL = p.at(p.near.l, p.near.t, zb);
  const backBR = p.at(p.near.r, p.near.b, zb);
  const bw = backBR[0] - backTL[0];
  const bh = backBR[1] - backTL[1];
  const bx = backTL[0];
  const by = backTL[1];
  const sunSide = rng.chance(0.5) ? -1 : 1;
  // Back wall: the great arch to the prayer hall framed by stucco, a cedar frieze above.
  svg.add(rect(bx, by, bw, bh, { fill: tone('#eadfc8', light) }));
  svg.add(rect(bx, by + bh * 0.12, bw, bh * 0.1, { fill: cedar(svg, 18) }));
  svg.add(rect(bx + bw * 0.25, by + bh * 0.26, bw * 0.5, bh * 0.74, { fill: stuccoFill }));
  const ax = bx + bw / 2;
  svg.add(
    path(pointedArch(ax, by + bh * 0.52, bw * 0.16, by + bh), {
      fill: tone('#3a2418', light, { shadow: 1 }),
    }),
    path(pointedArch(ax, by + bh * 0.52, bw * 0.16, by + bh), {
      fill: 'none',
      stroke: tone('#c9a46a', light),
      'stroke-width': 5,
    }),
    glow(svg, ax, by + bh * 0.85, bw * 0.14, '#ffb060', 0.3),
    rect(bx, by + bh * 0.84, bw, bh * 0.16, { fill: zellige(svg, pal, 12) }),
  );
  for (const side of [-1, 1]) {
    for (let k = 0; k < 2; k += 1) {
      const wx = ax + side * bw * (0.32 + k * 0.1);
      svg.add(
        rect(wx - bw * 0.025, by + bh * 0.3, bw * 0.05, bh * 0.12, {
          fill: tone('#5a3418', light),
        }),
        rect(wx - bw * 0.025, by + bh * 0.3, bw * 0.05, bh * 0.12, {
          fill: svg.pattern(
            6,
            6,
            path('M0 0L6 6M6 0L0 6', { stroke: '#2a1a10', 'stroke-width': 1 }),
          ),
        }),
      );
    }
  }
  // Side galleries: columns and arches below, small screened windows above.
  for (const side of [-1, 1] as const) {
    const lit = side === sunSide ? 0 : 0.6;
    svg.add(
      poly(p.wallQuad(side, 1, zb, p.near.t, p.near.b), {
        fill: tone('#eadfc8', light, { shadow: lit }),
      }),
      poly(p.wallQuad(side, 1, zb, p.near.b - H * 1.02, p.near.b - H * 0.92), {
        fill: cedar(svg, 30),
      }),
      poly(p.wallQuad(side, 1, zb, p.near.b - H * 0.2, p.near.b), { fill: zellige(svg, pal, 30) }),
      sideArcade(
        p,
        side,
        1.02,
        zb,
        p.near.b - H * 0.8,
        p.near.b,
        4,
        tone('#3a2418', light, { shadow: 1 }),
        tone('#c9a46a', light, { shadow: lit }),
      ),
    );
    for (let k = 0; k < 5; k += 1) {
      const z = 1.1 + ((zb - 1.2) * k) / 5;
      svg.add(
        group(rect(20, 20, 60, 60, { fill: tone('#5a3418', light, { shadow: lit }) }), {
          transform: p.wallTransform(
            side,
            z,
            z + (zb - 1.2) / 5,
            p.near.b - H * 1.35,
            p.near.b - H * 1.1,
          ),
        }),
      );
    }
  }
  // White marble floor and the long pool.
  svg.add(tiledFloor(p, zb, 8, 10, [tone('#f4f1ea', light), tone('#e4ded2', light)]));
  const pool = [
    p.at(W / 2 - W * 0.16, H, 1.15),
    p.at(W / 2 + W * 0.16, H, 1.15),
    p.at(W / 2 + W * 0.16, H, zb * 0.85),
    p.at(W / 2 - W * 0.16, H, zb * 0.85),
  ];
  svg.add(
    poly(
      pool.map(([x, y], k) => [x + (k === 0 || k === 3 ? -8 : 8), y + (k < 2 ? 8 : -3)] as Pt),
      { fill: tone('#d8d0c0', light) },
    ),
    poly(pool, {
      fill: svg.linear([
        [0, tone(light.sky[1], light)],
        [1, tone('#2f6a7a', light)],
      ]),
    }),
  );
  // The arch reflected in the water.
  const reflectTop = pool[3]![1];
  svg.add(
    group(
      path(pointedArch(ax, reflectTop + bh * 0.35, bw * 0.16 * 0.9, reflectTop), {
        fill: tone('#3a2418', light),
        opacity: 0.35,
        transform: `translate(0 ${num(2 * reflectTop)}) scale(1 -1)`,
      }),
      {
        'clip-path': svg.clip(poly(pool, { fill: '#000' })),
      },
    ),
  );
  svg.add(
    poly(p.floorQuad(sunSide < 0 ? W * 0.6 : -W * 0.1, sunSide < 0 ? W * 1.1 : W * 0.4, 1, zb), {
      fill: light.shade,
      opacity: 0.18,
    }),
  );
  finish(svg, rng, 0, 0.4);
  return svg.render();
}

/** A covered souk alley: lanterns and babouches hanging, light through the reed roof. */
export function soukScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const vp: Pt = [W / 2 + rng.jitter(0, 140), H * rng.range(0.46, 0.54)];
  const p = new Perspective(vp, { l: -W * 0.05, r: W * 1.05, t: -H * 0.05, b: H });
  const zb = 7;
  const backTL = p.at(p.near.l, p.near.t, zb);
  const backBR = p.at(p.near.r, p.near.b, zb);
  // The bright far end of the alley.
  svg.add(rect(0, 0, W, H, { fill: '#2a160c' }));
  svg.add(
    rect(backTL[0], backTL[1], backBR[0] - backTL[0], backBR[1] - backTL[1], {
      fill: svg.linear([
        [0, '#fff0cc'],
        [1, '#f0c890'],
      ]),
    }),
  );
  // Walls, roof and floor.
  const wallTone = (shadow: number) => tone('#8a4a2a', light, { shadow });
  for (const side of [-1, 1] as const)
    svg.add(
      poly(p.wallQuad(side, 1, zb, p.near.t, p.near.b), {
        fill: svg.linear(
          side < 0
            ? [
                [0, wallTone(0.6)],
                [1, wallTone(0.2)],
              ]
            : [
                [0, wallTone(0.2)],
                [1, wallTone(0.6)],
              ],
        ),
      }),
    );
  const roof = [
    p.at(p.near.l, p.near.t, 1),
    p.at(p.near.r, p.near.t, 1),
    p.at(p.near.r, p.near.t, zb),
    p.at(p.near.l, p.near.t, zb),
  ];
  svg.add(poly(roof, { fill: '#3a2212' }));
  const slats: string[] = [];
  for (let k = 0; k < 40; k += 1) {
    const x = p.near.l + ((p.near.r - p.near.l) * k) / 40;
    slats.push(polyline([p.at(x, p.near.t, 1), p.at(x, p.near.t, zb)]));
  }
  svg.add(path(slats.join(''), { stroke: '#c9a060', 'stroke-width': 3, opacity: 0.5 }));
  svg.add(
    poly(p.floorQuad(p.near.l, p.near.r, 1, zb), {
      fill: svg.linear([
        [0, '#d8b080'],
        [1, '#8a6040'],
      ]),
    }),
  );
  // Light beams through the roof, and their pools on the floor.
  for (let k = 0; k < 6; k += 1) {
    const z = rng.range(1.3, 4);
    const x = rng.range(W * 0.2, W * 0.8);
    const top = p.at(x, p.near.t, z);
    const foot = p.at(x + rng.range(-200, 200), p.near.b, z * rng.range(0.9, 1.1));
    const w = 30 / z;
    svg.add(
      poly(
        [
          [top[0] - w, top[1]],
          [top[0] + w, top[1]],
          [foot[0] + w * 3, foot[1]],
          [foot[0] - w * 3, foot[1]],
        ],
        { fill: '#fff0c8', opacity: 0.12 },
      ),
      el('ellipse', {
        cx: foot[0],
        cy: foot[1],
        rx: w * 5,
        ry: w * 1.2,
        fill: '#ffe8b0',
        opacity: 0.35,
      }),
    );
  }
  // Shop fronts: slippers on boards, rugs, brass; far to near.
  const slipperColors = ['#f2c230', '#c0392b', '#2f6fb0', '#f4efe2', '#2f8a5a', '#e86a8a'];
  const stalls: { z: number; svg: string }[] = [];
  for (let k = 0; k < 9; k += 1) {
    const z1 = 1.2 + k * 0.65;
    const z2 = z1 + 0.5;
    const side = k % 2 === 0 ? -1 : 1;
    const kind = rng.pick(['slippers', 'slippers', 'rug', 'brass'] as const);
    const inner: string[] = [rect(0, 0, 100, 100, { fill: '#5a3018' })];
    if (kind === 'slippers') {
      for (let row = 0; row < 6; row += 1)
        for (let col = 0; col < 4; col += 1)
          inner.push(
            babouche(8 + col * 23, 14 + row * 15, 0.38, rng.pick(slipperColors), rng.chance(0.5)),
          );
    } else if (kind === 'rug') {
      inner.push(
        rect(10, 6, 80, 90, { fill: rng.pick(['#9c2f2a', '#2f4f8a', '#7a2f5a']) }),
        rect(18, 14, 64, 74, { fill: 'none', stroke: '#e8c070', 'stroke-width': 3 }),
        path('M50 24L74 50L50 76L26 50Z', { fill: '#e8c070', opacity: 0.7 }),
      );
    } else {
      for (let row = 0; row < 3; row += 1)
        for (let col = 0; col < 3; col += 1)
          inner.push(
            el('circle', {
              cx: 20 + col * 30,
              cy: 20 + row * 30,
              r: 12,
              fill: rng.pick(['#d9a441', '#b8862e', '#e8c070']),
              stroke: '#6a4a1a',
              'stroke-width': 2,
            }),
          );
    }
    stalls.push({
      z: z1,
      svg: group(inner, {
        transform: p.wallTransform(side, z1, z2, p.near.b - H * 0.78, p.near.b - H * 0.12),
      }),
    });
  }
  stalls.sort((a, b) => b.z - a.z).forEach((item) => svg.add(item.svg));
  // Far-away shoppers against the light.
  for (let k = 0; k < 6; k += 1) {
    const z = rng.range(3.5, 6.5);
    const [x, y] = p.at(rng.range(W * 0.25, W * 0.75), p.near.b, z);
    svg.add(
      person({ x, y, s: 4.2 / z, flip: rng.chance(0.5) }, 'walk', {
        robe: '#3a2418',
        skin: '#3a2418',
      }),
    );
  }
  // Lanterns hanging from the roof, far to near, some lit.
  const lanterns: { z: number; svg: string }[] = [];
  for (let k = 0; k < 22; k += 1) {
    const z = rng.range(1.1, 5.5);
    const [x, y] = p.at(rng.range(W * 0.05, W * 0.95), p.near.t + rng.range(20, 140), z);
    const s = 2.4 / z;
    const glass = rng.pick(['#f2c060', '#e86a3a', '#3a8ac0', '#2f9a6a', '#e8d080']);
    lanterns.push({
      z,
      svg: glow(svg, x, y + 30 * s, 80 * s, glass, 0.45) + lantern(x, y, s, '#3a2a1a', glass, 40),
    });
  }
  lanterns.sort((a, b) => b.z - a.z).forEach((item) => svg.add(item.svg));
  finish(svg, rng, 0, 0.5);
  return svg.render();
}

/** The Koutoubia minaret seen from its gardens: palms, roses and orange trees. */
export function koutoubiaScene(rng: Rng, light: Light): string {
  const { svg, horizon, sunX } = openDaylightScene(rng, light, { horizon: [0.72, 0.76], sunR: 34 });
  const mw = rng.range(96, 112);
  const mx = rng.chance(0.5) ? W * rng.range(0.2, 0.3) : W * rng.range(0.6, 0.7);
  const side = sunX < mx ? 1 : -1;
  // The mosque's long low walls and green-tiled roofs at the foot of the minaret.
  const mosqueTop = horizon - 60;
  svg.add(
    rect(-20, mosqueTop, W + 40, 90, { fill: tone('#d8a478', light, { depth: 0.2 }) }),
    merlons(-20, W + 20, mosqueTop, 18, tone('#d8a478', light, { depth: 0.2 })),
    path(
      `M${num(mx - 500)} ${num(mosqueTop)}L${num(mx - 470)} ${num(mosqueTop - 30)}L${num(mx + mw + 470)} ${num(mosqueTop - 30)}L${num(mx + mw + 500)} ${num(mosqueTop)}Z`,
      { fill: tone('#2f7a5a', light, { depth: 0.2 }) },
    ),
  );
  svg.add(minaret(svg, light, mx, mosqueTop + 10, mw, { side }));
  // Gardens: lawn, a central path, hedges, palms, orange trees and roses.
  svg.add(
    rect(0, horizon, W, H - horizon, {
      fill: svg.linear([
        [0, tone('#6a9a3a', light)],
        [1, tone('#4a7a2a', light)],
      ]),
    }),
  );
  const px = W / 2 + rng.jitter(0, 200);
  svg.add(
    path(
      `M${num(px - 30)} ${num(horizon)}L${num(px + 30)} ${num(horizon)}L${num(px + 340)} ${H + 2}L${num(px - 340)} ${H + 2}Z`,
      { fill: tone('#e0c49a', light) },
    ),
    path(
      `M${num(px - 30)} ${num(horizon)}L${num(px - 340)} ${H + 2}M${num(px + 30)} ${num(horizon)}L${num(px + 340)} ${H + 2}`,
      { stroke: tone('#b58a5a', light), 'stroke-width': 6 },
    ),
  );
  const items: { y: number; svg: string }[] = [];
  for (let k = 0; k < 10; k += 1) {
    const t = rng();
    const y = horizon + 10 + t * (H - horizon);
    const s = 0.25 + t * 0.9;
    const right = rng.chance(0.5);
    const x = px + (right ? 1 : -1) * (60 + t * 420 + rng.range(40, 400) * s);
    items.push({
      y,
      svg: palm(
        rng,
        x,
        y,
        420 * s + rng.range(0, 80),
        tone('#7a5a3a', light),
        tone('#4f7a34', light),
      ),
    });
  }
  for (let k = 0; k < 12; k += 1) {
    const t = rng();
    const y = horizon + 10 + t * (H - horizon);
    const s = 0.3 + t * 0.8;
    const x = px + (rng.chance(0.5) ? 1 : -1) * (80 + t * 380 + rng.range(0, 300));
    const rose = rng.chance(0.5);
    items.push({
      y,
      svg: roundTree(
        rng,
        x,
        y,
        (rose ? 40 : 80) * s,
        {
          leaf: tone(rose ? '#3f7a2a' : '#3f6a2a', light),
          trunk: tone('#5a4030', light),
          fruit: tone(rose ? '#e8507a' : '#f28a1e', light),
        },
        -side,
        (rose ? 10 : 60) * s,
      ),
    });
  }
  items.sort((a, b) => a.y - b.y).forEach((item) => svg.add(item.svg));
  const walkers = rng.int(1, 3);
  for (let k = 0; k < walkers; k += 1) {
    const t = rng.range(0.2, 0.6);
    svg.add(
      person(
        {
          x: px + rng.jitter(0, 80 * t),
          y: horizon + t * (H - horizon),
          s: 0.4 + t * 1.4,
          flip: rng.chance(0.5),
        },
        'walk',
        {
          robe: tone(rng.pick(['#f2ede2', '#2f5d9c', '#8a3a2a', '#e0a030']), light),
          skin: tone('#8a5a3c', light),
        },
      ),
    );
  }
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** A medina gate: terracotta ramparts, a horseshoe arch, the Koutoubia beyond, lanterns for sale. */
export function medinaScene(rng: Rng, light: Light): string {
  const { svg, horizon } = openDaylightScene(rng, light, { horizon: [0.62, 0.68], sunR: 34 });
  const wallTop = horizon - H * rng.range(0.26, 0.32);
  const gx = W * rng.range(0.4, 0.6);
  const mx = gx + rng.pick([-1, 1]) * rng.range(320, 480);
  svg.add(minaret(svg, light, mx, wallTop + 40, 70, { depth: 0.45 }));
  for (let k = 0; k < 5; k += 1)
    svg.add(
      palm(
        rng,
        rng.range(0, W),
        wallTop + rng.range(20, 60),
        rng.range(120, 200),
        tone('#7a5a3a', light, { depth: 0.3 }),
        tone('#4f7a34', light, { depth: 0.3 }),
      ),
    );
  // The rampart: pink-red pisé with merlons and square towers.
  const clay = '#c0603e';
  const wallFill = svg.linear([
    [0, tone(lighten(clay, 0.08), light)],
    [1, tone(darken(clay, 0.12), light, { shadow: 0.3 })],
  ]);
  svg.add(
    rect(-20, wallTop, W + 40, horizon - wallTop + 10, { fill: wallFill }),
    merlons(-20, W + 20, wallTop, 26, tone(lighten(clay, 0.05), light)),
  );
  const holes: string[] = [];
  for (let k = 0; k < 40; k += 1)
    holes.push(rect(rng.range(0, W), rng.range(wallTop + 20, horizon - 20), 5, 4));
  svg.add(group(holes, { fill: tone('#5a2414', light), opacity: 0.6 }));
  for (const tx of [gx - 330, gx + 250]) {
    svg.add(
      rect(tx, wallTop - 50, 80, horizon - wallTop + 60, { fill: wallFill }),
      rect(tx + 80, wallTop - 40, 24, horizon - wallTop + 50, {
        fill: tone(clay, light, { shadow: 1 }),
      }),
      merlons(tx, tx + 80, wallTop - 50, 24, tone(lighten(clay, 0.05), light)),
    );
  }
  // The gate: a carved frame, concentric arches, a dark passage with a glimpse of the street.
  const gw = 170;
  const spring = wallTop + 150;
  svg.add(
    rect(gx - gw * 1.45, wallTop + 30, gw * 2.9, horizon - wallTop - 20, {
      fill: tone('#a8a08a', light),
    }),
    rect(gx - gw * 1.3, wallTop + 45, gw * 2.6, horizon - wallTop - 35, {
      fill: tone('#c9b48e', light),
    }),
    path(horseshoeArch(gx, spring, gw * 1.1, horizon + 10), { fill: tone('#d9c49e', light) }),
    path(horseshoeArch(gx, spring, gw * 0.98, horizon + 10), { fill: tone('#8a6a4a', light) }),
    path(horseshoeArch(gx, spring + 6, gw * 0.88, horizon + 10), {
      fill: tone('#2a1a12', light, { shadow: 1 }),
    }),
    rect(gx - gw * 1.3, wallTop + 60, gw * 2.6, 16, { fill: tone('#2f7a6a', light) }),
  );
  svg.add(
    group(
      [
        rect(gx - gw, spring - 60, gw * 2, horizon - spring + 80, { fill: tone('#e8c49a', light) }),
        rect(gx - gw, horizon - 60, gw * 2, 80, { fill: tone('#c89a6a', light) }),
        person({ x: gx + 30, y: horizon - 20, s: 0.9 }, 'walk', {
          robe: tone('#3a3a5a', light),
          skin: tone('#8a5a3c', light),
        }),
      ],
      {
        'clip-path': svg.clip(path(horseshoeArch(gx, spring + 40, gw * 0.5, horizon - 10))),
      },
    ),
  );
  // The street in front, a lantern seller's stand, passers-by.
  svg.add(
    rect(0, horizon, W, H - horizon, {
      fill: svg.linear([
        [0, tone('#d8b48a', light)],
        [1, tone('#b08a62', light)],
      ]),
    }),
  );
  const standX = gx + rng.pick([-1, 1]) * rng.range(480, 560);
  const standY = H * 0.95;
  svg.add(
    path(
      `M${num(standX - 160)} ${num(standY)}L${num(standX - 160)} ${num(standY - 430)}L${num(standX + 160)} ${num(standY - 430)}L${num(standX + 160)} ${num(standY)}`,
      { stroke: '#4a2a1a', 'stroke-width': 12, fill: 'none' },
    ),
  );
  for (let k = 0; k < 7; k += 1) {
    const lx = standX - 130 + (k % 4) * 86 + (k >= 4 ? 43 : 0);
    const ly = standY - 420 + (k >= 4 ? 160 : 0);
    const glass = rng.pick(['#f2c060', '#e86a3a', '#3a8ac0', '#2f9a6a']);
    svg.add(
      glow(svg, lx, ly + 80, 70, glass, 0.35),
      lantern(lx, ly + 20, 2.2, '#3a2a1a', glass, 20),
    );
  }
  for (let k = 0; k < rng.int(3, 5); k += 1) {
    const x = rng.range(W * 0.1, W * 0.9);
    const y = horizon + rng.range(40, H - horizon - 20);
    svg.add(
      person({ x, y, s: 0.9 + (y - horizon) / 200, flip: rng.chance(0.5) }, 'walk', {
        robe: tone(rng.pick(['#f2ede2', '#2f5d9c', '#8a3a2a', '#5a4a3a', '#e0a030']), light),
        scarf: tone(rng.pick(['#c0392b', '#f2ede2', '#2a2a2a']), light),
        skin: tone('#8a5a3c', light),
      }),
    );
  }
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** Jemaa el-Fna at dusk: food stalls glowing, smoke rising, the Koutoubia beyond. */
export function squareDuskScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const horizon = H * rng.range(0.5, 0.56);
  drawSky(svg, light, rng, { horizon, sunX: rng.range(W * 0.2, W * 0.8), clouds: rng.int(1, 3) });
  // Koutoubia and the roofline of cafés with their terraces lit.
  const skyline = tone('#2a1e30', light);
  const mx = W * rng.range(0.15, 0.85);
  svg.add(minaret(svg, light, mx, horizon - 30, 60, { silhouette: skyline, lit: true }));
  const roof = ridge(rng, -20, W + 20, horizon - 40, 30, 4);
  svg.add(
    path(
      `${polyline(roof.map(([x, y]) => [x, Math.round(y / 18) * 18] as Pt))}L${W + 20} ${H}L-20 ${H}Z`,
      { fill: skyline },
    ),
  );
  const windows: string[] = [];
  for (let k = 0; k < 60; k += 1)
    windows.push(
      rect(
        rng.range(0, W),
        rng.range(horizon - 30, horizon + 20),
        rng.range(6, 14),
        rng.range(6, 10),
      ),
    );
  svg.add(group(windows, { fill: '#ffc870', opacity: 0.8 }));
  const bulbs: string[] = [];
  for (let k = 0; k < 90; k += 1)
    bulbs.push(
      el('circle', {
        cx: rng.range(0, W),
        cy: horizon - 40 + Math.sin(k) * 6 + rng.jitter(0, 4),
        r: 1.8,
      }),
    );
  svg.add(group(bulbs, { fill: '#ffe2a0' }));
  // The square: paving fading into the glow of the stalls.
  svg.add(
    rect(0, horizon + 20, W, H, {
      fill: svg.linear([
        [0, tone('#6a4a48', light)],
        [1, tone('#3a2a2a', light)],
      ]),
    }),
  );
  const warm = '#ffb050';
  const stall = (x: number, y: number, s: number, smoky: boolean): string => {
    const w = 240 * s;
    const hgt = 170 * s;
    const out: string[] = [
      el('ellipse', {
        cx: x,
        cy: y - hgt * 0.2,
        rx: w * 1.1,
        ry: hgt * 0.9,
        fill: svg.soft(warm),
        opacity: 0.55,
      }),
      // Lit counter and the cooks behind it.
      rect(x - w / 2, y - hgt * 0.62, w, hgt * 0.62, { fill: '#ffd590' }),
      person({ x: x - w * 0.2, y: y - hgt * 0.3, s: s * 0.9 }, 'stand', {
        robe: '#f4efe6',
        skin: '#8a5a3c',
        scarf: '#f4efe6',
      }),
      person({ x: x + w * 0.22, y: y - hgt * 0.3, s: s * 0.85, flip: true }, 'stand', {
        robe: '#f4efe6',
        skin: '#8a5a3c',
        scarf: '#c0392b',
      }),
      rect(x - w / 2, y - hgt * 0.34, w, hgt * 0.34, { fill: '#4a2e1e' }),
      rect(x - w / 2, y - hgt * 0.34, w, hgt * 0.05, { fill: '#e8d8b8' }),
      // Canvas canopy with a scalloped edge and a row of bulbs.
      path(
        `M${num(x - w * 0.6)} ${num(y - hgt * 0.62)}L${num(x - w * 0.42)} ${num(y - hgt)}L${num(x + w * 0.42)} ${num(y - hgt)}L${num(x + w * 0.6)} ${num(y - hgt * 0.62)}Z`,
        { fill: '#f4efe6' },
      ),
      path(
        `M${num(x)} ${num(y - hgt)}L${num(x + w * 0.42)} ${num(y - hgt)}L${num(x + w * 0.6)} ${num(y - hgt * 0.62)}L${num(x + w * 0.1)} ${num(y - hgt * 0.62)}Z`,
        { fill: '#d8cfc2' },
      ),
      path(
        Array.from(
          { length: 8 },
          (_, k) =>
            `M${num(x - w * 0.6 + (k * w * 1.2) / 8)} ${num(y - hgt * 0.62)}q${num(w * 0.075)} ${num(hgt * 0.08)} ${num(w * 0.15)} 0`,
        ).join(''),
        { stroke: '#c0392b', 'stroke-width': 3 * s, fill: 'none' },
      ),
      path(
        `M${num(x - w * 0.6)} ${num(y - hgt * 0.62)}L${num(x - w * 0.6)} ${num(y)}M${num(x + w * 0.6)} ${num(y - hgt * 0.62)}L${num(x + w * 0.6)} ${num(y)}`,
        { stroke: '#2a1a12', 'stroke-width': 4 * s },
      ),
    ];
    for (let b = 0; b < 6; b += 1)
      out.push(
        el('circle', {
          cx: x - w * 0.5 + b * w * 0.2,
          cy: y - hgt * 0.66,
          r: 3.5 * s,
          fill: '#fff6d8',
        }),
      );
    // Smoke from the grill: soft puffs drifting up and sideways, lit warm from below.
    let cx = x + rng.jitter(0, w * 0.2);
    const drift = rng.range(4, 12) * s * rng.pick([-1, 1]);
    const puffs = smoky ? 7 : 0;
    for (let k = 0; k < puffs; k += 1) {
      cx += drift * 1.4 + rng.jitter(0, 6 * s);
      const r = (30 + k * 18) * s;
      out.push(
        el('ellipse', {
          cx,
          cy: y - hgt - 20 * s - k * 38 * s,
          rx: r * 1.3,
          ry: r,
          fill: svg.soft(k < 3 ? '#e8c0a0' : '#b8a8c0'),
          opacity: Number((0.5 - k * 0.045).toFixed(2)),
        }),
      );
    }
    return out.join('');
  };
  const rows = [
    { y: horizon + 80, s: 0.45, count: 7 },
    { y: horizon + 200, s: 0.8, count: 4 },
  ];
  for (const row of rows) {
    const offset = rng.range(0, 1);
    for (let k = 0; k < row.count; k += 1)
      svg.add(stall((W / row.count) * (k + 0.25 + offset * 0.5), row.y, row.s, rng.chance(0.6)));
  }
  // The crowd: dark figures rimmed by the warm light, nearer and bigger at the bottom.
  const crowd: { y: number; svg: string }[] = [];
  for (let k = 0; k < 30; k += 1) {
    const t = Math.pow(rng(), 0.8);
    const y = horizon + 230 + t * (H - horizon - 200);
    const s = 0.9 + t * 1.3;
    const x = rng.range(-40, W + 40);
    const robe = mix(
      tone(rng.pick(['#3a2a40', '#4a2a2a', '#5a3a3a', '#2a3a4a', '#6a4a2a', '#3a4a3a']), light),
      '#000000',
      0.15 + t * 0.35,
    );
    const pose = rng.chance(0.7) ? 'walk' : 'stand';
    const flip = rng.chance(0.5);
    crowd.push({
      y,
      svg:
        person({ x, y: y - 3, s, flip }, pose, {
          robe: '#d88a4a',
          skin: '#e0a060',
          scarf: '#d88a4a',
        }) +
        person({ x: x + 2, y, s, flip }, pose, {
          robe,
          skin: mix(robe, '#8a5a3c', 0.3),
          scarf: mix(robe, rng.pick(['#c0392b', '#f2ede2', '#2f5d9c']), 0.35),
        }),
    });
  }
  crowd.sort((a, b) => a.y - b.y).forEach((item) => svg.add(item.svg));
  finish(svg, rng, 0, 0.45);
  return svg.render();
}
