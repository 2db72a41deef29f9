/**
 * Essaouira: the port with its blue fishing boats, the cannons of the Skala ramparts above the
 * Atlantic, and a whitewashed medina street with blue doors and shutters.
 */
import { Perspective, merlons } from './city';
import { boat, cannonBarrel, gull, person } from './figures';
import type { Light } from './light';
import { drawSky, openDaylightScene, finish, horizonHaze, tone } from './light';
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
  num,
  path,
  polyline,
  rect,
  roundBlob,
} from './svg';

const poly = (points: readonly Pt[], attrs: Record<string, string | number>): string =>
  path(polyline(points, true), attrs);

/** The open Atlantic from the horizon down to `bottom`, with rows of wave crests. */
function ocean(svg: Svg, rng: Rng, light: Light, horizon: number, bottom: number): string {
  const crests: string[] = [];
  for (let k = 0; k < 70; k += 1) {
    const t = Math.pow(rng(), 1.6);
    const y = horizon + 4 + t * (bottom - horizon);
    const len = 10 + t * 140;
    const x = rng.range(-50, W);
    crests.push(`M${num(x)} ${num(y)}q${num(len / 2)} ${num(-2 - t * 6)} ${num(len)} 0`);
  }
  return group([
    rect(0, horizon, W, bottom - horizon + 2, {
      fill: svg.linear(
        [
          [0, tone('#5a8ab0', light, { depth: 0.5 })],
          [1, tone('#1f4f7a', light)],
        ],
        0,
        horizon,
        0,
        bottom,
        true,
      ),
    }),
    path(crests.join(''), {
      stroke: tone('#ffffff', light),
      'stroke-width': 2.2,
      fill: 'none',
      opacity: 0.55,
      'stroke-linecap': 'round',
    }),
  ]);
}

/** Essaouira's port: rows of blue boats, the Skala du Port, gulls over the harbour. */
export function oceanPortScene(rng: Rng, light: Light): string {
  const { svg, horizon } = openDaylightScene(rng, light, { horizon: [0.36, 0.42], sunR: 36 });
  const harbourTop = horizon + rng.range(90, 130);
  svg.add(ocean(svg, rng, light, horizon, harbourTop));
  // Mogador island low on the horizon.
  const ix = rng.range(W * 0.1, W * 0.7);
  svg.add(
    path(`M${num(ix)} ${num(horizon + 2)}q60 -22 140 -18q60 -6 110 18Z`, {
      fill: tone('#8a8a78', light, { depth: 0.7 }),
    }),
  );
  // The fortress on one side: walls, a square bastion, merlons.
  const side = rng.chance(0.5) ? -1 : 1;
  const stone = '#c9b08a';
  const fx0 = side < 0 ? -20 : W * 0.58;
  const fx1 = side < 0 ? W * 0.42 : W + 20;
  const wallTop = harbourTop - rng.range(110, 150);
  svg.add(
    rect(fx0, wallTop, fx1 - fx0, harbourTop - wallTop + 10, {
      fill: svg.linear([
        [0, tone(lighten(stone, 0.1), light)],
        [1, tone(darken(stone, 0.15), light, { shadow: 0.4 })],
      ]),
    }),
    merlons(fx0, fx1, wallTop, 22, tone(stone, light)),
  );
  const tx = side < 0 ? fx1 - 170 : fx0 + 20;
  svg.add(
    rect(tx, wallTop - 90, 150, harbourTop - wallTop + 100, { fill: tone(stone, light) }),
    rect(tx + (side < 0 ? 150 : -40), wallTop - 80, 40, harbourTop - wallTop + 90, {
      fill: tone(stone, light, { shadow: 1 }),
    }),
    merlons(tx, tx + 150, wallTop - 90, 22, tone(stone, light)),
    path(horseshoeArch(tx + 75, wallTop - 30, 18, wallTop + 20), { fill: tone('#3a3028', light) }),
  );
  const holes: string[] = [];
  for (let k = 0; k < 8; k += 1)
    holes.push(rect(fx0 + 30 + k * ((fx1 - fx0 - 60) / 8), wallTop + 30, 16, 10, { rx: 5 }));
  svg.add(group(holes, { fill: tone('#3a3028', light) }));
  // Harbour water.
  svg.add(
    rect(0, harbourTop, W, H - harbourTop, {
      fill: svg.linear(
        [
          [0, tone('#4a8aa0', light)],
          [1, tone('#1f5a6a', light)],
        ],
        0,
        harbourTop,
        0,
        H,
        true,
      ),
    }),
  );
  // Boats, far rows first; each with a wavering reflection.
  const hulls = ['#1f5fa8', '#1f5fa8', '#2a6fc0', '#1a4f8a', '#2f7ab8'];
  const trims = ['#f4efe2', '#e8c040', '#c8362e', '#f4efe2'];
  const rows = 4;
  for (let row = 0; row < rows; row += 1) {
    const t = row / (rows - 1);
    const y = harbourTop + 18 + Math.pow(t, 1.5) * (H - harbourTop - 10);
    const s = 0.7 + t * t * 2.8;
    const spacing = 118 * s * rng.range(0.9, 1.1);
    for (let x = rng.range(-60, 0); x < W + 60; x += spacing * rng.range(0.85, 1.15)) {
      const flip = rng.chance(0.5);
      const hull = tone(rng.pick(hulls), light);
      const trim = tone(rng.pick(trims), light);
      const by = y + rng.jitter(0, 6 * s);
      svg.add(
        group(boat({ x, y: by, s, flip }, hull, trim), {
          transform: `translate(0 ${num(2 * by)}) scale(1 -1)`,
          opacity: 0.25,
        }),
        boat({ x, y: by, s, flip }, hull, trim, tone('#6e4b32', light)),
      );
    }
    const ripples: string[] = [];
    for (let k = 0; k < 14; k += 1)
      ripples.push(
        `M${num(rng.range(0, W))} ${num(y + rng.range(6, 20) * s)}h${num(rng.range(10, 40) * s)}`,
      );
    svg.add(path(ripples.join(''), { stroke: '#ffffff', 'stroke-width': 1 + s, opacity: 0.3 }));
  }
  // Gulls.
  for (let k = 0; k < rng.int(8, 14); k += 1) {
    const y = rng.range(H * 0.06, harbourTop);
    svg.add(
      gull(
        rng.range(0, W),
        y,
        rng.range(0.8, 2.2),
        tone(rng.chance(0.7) ? '#ffffff' : '#3a3a40', light),
        rng(),
      ),
    );
  }
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** Bronze cannons along the Skala ramparts, the Atlantic beyond the parapet. */
export function rampartsScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const side = rng.chance(0.5) ? -1 : 1;
  const vp: Pt = [W / 2 + side * rng.range(60, 160), H * rng.range(0.34, 0.4)];
  drawSky(svg, light, rng, {
    horizon: vp[1],
    sunX: side > 0 ? rng.range(W * 0.55, W * 0.9) : rng.range(W * 0.1, W * 0.45),
    sunR: 40,
    clouds: rng.int(1, 3),
  });
  svg.add(ocean(svg, rng, light, vp[1], H));
  // Rocks and surf far below, on the sea side.
  const surf: string[] = [];
  const rocks: string[] = [];
  for (let k = 0; k < 16; k += 1) {
    const x = side > 0 ? rng.range(vp[0], W) : rng.range(0, vp[0]);
    const y = vp[1] + rng.range(30, 320);
    const r = rng.range(20, 70);
    rocks.push(roundBlob(rng, x, y, r * 1.5, r * 0.65, 0.25, 8, true));
    surf.push(roundBlob(rng, x + rng.jitter(0, 20), y + r * 0.25, r * 2, r * 0.18, 0.3, 8));
  }
  svg.add(
    path(rocks.join(''), { fill: tone('#4a4038', light) }),
    path(surf.join(''), { fill: '#ffffff', opacity: 0.55 }),
  );
  svg.add(horizonHaze(svg, light, vp[1], 14, 0.4));
  const p = new Perspective(
    vp,
    side > 0
      ? { l: -W * 0.45, r: W * 0.95, t: -H * 0.1, b: H }
      : { l: W * 0.05, r: W * 1.45, t: -H * 0.1, b: H },
  );
  const zb = 12;
  const stone = '#c4ab86';
  const wallSide = side as -1 | 1;
  const otherSide = -side as -1 | 1;
  // Town side: a row of white houses with blue windows.
  svg.add(
    poly(p.wallQuad(otherSide, 1, zb, p.near.t, p.near.b), {
      fill: tone('#eee6d6', light, { shadow: 0.25 }),
    }),
  );
  for (let k = 0; k < 8; k += 1) {
    const z = 1.2 + k * 1.1;
    svg.add(
      group(
        [
          rect(30, 20, 40, 55, { fill: tone('#2f6fb0', light) }),
          rect(30, 20, 40, 55, { fill: 'none', stroke: tone('#1f4f80', light), 'stroke-width': 4 }),
        ],
        {
          transform: p.wallTransform(
            otherSide,
            z,
            z + 0.5,
            p.near.t + H * 0.25,
            p.near.t + H * 0.6,
          ),
        },
      ),
    );
  }
  // The walkway.
  svg.add(
    poly(p.floorQuad(p.near.l, p.near.r, 1, zb), {
      fill: svg.linear(
        [
          [0, tone('#8a7a62', light)],
          [1, tone('#b8a482', light)],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  const joints: string[] = [];
  for (let k = 1; k < 16; k += 1) {
    const z = 1 / (1 - (k / 16) * (1 - 1 / zb));
    joints.push(polyline([p.at(p.near.l, p.near.b, z), p.at(p.near.r, p.near.b, z)]));
  }
  svg.add(
    path(joints.join(''), { stroke: tone('#6a5a48', light), 'stroke-width': 2, opacity: 0.35 }),
  );
  // The low parapet on the sea side.
  const parapetTop = p.near.b - H * 0.2;
  svg.add(
    poly(p.wallQuad(wallSide, 1, zb, parapetTop, p.near.b), {
      fill: tone(stone, light, { shadow: 0.45 }),
    }),
    poly(
      [
        p.at(wallSide > 0 ? p.near.r : p.near.l, parapetTop, 1),
        p.at(wallSide > 0 ? p.near.r : p.near.l, parapetTop, zb),
        p.at(wallSide > 0 ? p.near.r + W * 0.12 : p.near.l - W * 0.12, parapetTop, zb),
        p.at(wallSide > 0 ? p.near.r + W * 0.12 : p.near.l - W * 0.12, parapetTop, 1),
      ],
      { fill: tone(lighten(stone, 0.12), light) },
    ),
  );
  // Cannons pointing out to sea, each between two merlons; far to near.
  const bronze = svg.linear([
    [0, tone('#d0a868', light)],
    [0.45, tone('#7a5a2a', light)],
    [1, tone('#3a2a14', light)],
  ]);
  const wx = wallSide > 0 ? p.near.r : p.near.l;
  const items: { z: number; svg: string }[] = [];
  const count = rng.int(6, 8);
  for (let k = 0; k < count; k += 1) {
    const z = 1.15 + k * 1.2;
    const s = 3.6 / z;
    const [x, y] = p.at(wx - wallSide * W * 0.2, parapetTop - H * 0.05, z + 0.25);
    const [bx, by] = p.at(wx - wallSide * W * 0.2, p.near.b, z + 0.25);
    items.push({
      z: z + 0.25,
      svg: group([
        poly(
          [
            [bx - 42 * s, by],
            [bx + 42 * s, by],
            [bx + 34 * s, y + 10 * s],
            [bx - 34 * s, y + 10 * s],
          ],
          { fill: tone('#6a4a2a', light, { shadow: 0.3 }) },
        ),
        el('circle', { cx: bx - 30 * s, cy: by - 6 * s, r: 9 * s, fill: tone('#3a2a18', light) }),
        el('circle', { cx: bx + 30 * s, cy: by - 6 * s, r: 9 * s, fill: tone('#3a2a18', light) }),
        group(cannonBarrel(bronze, tone('#3a2a14', light)), {
          transform: `translate(${num(x - wallSide * 30 * s)} ${num(y)}) scale(${(wallSide * s * 1.6).toFixed(3)} ${s.toFixed(3)})`,
        }),
      ]),
    });
    const m0 = z - 0.35;
    const m1 = z + 0.05;
    items.push({
      z: m0,
      svg: poly(
        [
          p.at(wx, parapetTop, m0),
          p.at(wx, parapetTop, m1),
          p.at(wx, parapetTop - H * 0.12, m1),
          p.at(wx, parapetTop - H * 0.12, m0),
        ],
        { fill: tone(stone, light, { shadow: 0.3 }) },
      ),
    });
  }
  items.sort((a, b) => b.z - a.z).forEach((item) => svg.add(item.svg));
  for (let k = 0; k < rng.int(5, 9); k += 1)
    svg.add(
      gull(
        rng.range(0, W),
        rng.range(H * 0.05, vp[1] - 20),
        rng.range(1, 2.4),
        tone('#ffffff', light),
        rng(),
      ),
    );
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** A whitewashed Essaouira street: blue doors and shutters, an arch across, a strip of sky. */
export function blueStreetScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const vp: Pt = [W / 2 + rng.jitter(0, 260), H * rng.range(0.48, 0.6)];
  drawSky(svg, light, rng, { horizon: vp[1], sunX: vp[0], sunR: 1, clouds: rng.int(0, 2) });
  const p = new Perspective(vp, { l: -W * 0.05, r: W * 1.05, t: -H * 0.6, b: H });
  const zb = 6;
  const sunSide = rng.chance(0.5) ? -1 : 1;
  const white = '#f4f1ea';
  const blue = rng.pick(['#1f5fa8', '#2a6fc0', '#2f7ab8', '#1f6f9a', '#1f8a8a']);
  // The far end: a wall with an arch onto a brighter lane.
  const backTL = p.at(p.near.l, p.near.t, zb);
  const backBR = p.at(p.near.r, p.near.b, zb);
  const bw = backBR[0] - backTL[0];
  const bh = backBR[1] - backTL[1];
  svg.add(
    rect(backTL[0], backTL[1], bw, bh, { fill: tone('#e8c89a', light, { shadow: 0.3 }) }),
    path(horseshoeArch(backTL[0] + bw / 2, backBR[1] - bh * 0.2, bw * 0.12, backBR[1]), {
      fill: tone(blue, light, { shadow: 0.3 }),
    }),
  );
  for (const side of [-1, 1] as const) {
    const shadow = side === sunSide ? 0 : 0.55;
    svg.add(
      poly(p.wallQuad(side, 1, zb, p.near.t, p.near.b), { fill: tone(white, light, { shadow }) }),
    );
    svg.add(
      poly(p.wallQuad(side, 1, zb, p.near.b - H * 0.08, p.near.b), {
        fill: tone('#d8d0c0', light, { shadow }),
      }),
    );
    // Doors and shutters along the wall.
    for (let k = 0; k < 5; k += 1) {
      const z = 1.15 + k * 0.9 + rng.range(0, 0.3);
      const door = rng.chance(0.6);
      const color = tone(blue, light, { shadow: shadow * 0.6 });
      const frame = tone(darken(blue, 0.3), light, { shadow: shadow * 0.6 });
      if (door) {
        const studs: string[] = [];
        for (let r = 0; r < 5; r += 1)
          for (let c = 0; c < 3; c += 1)
            studs.push(el('circle', { cx: 32 + c * 18, cy: 40 + r * 11, r: 1.6 }));
        svg.add(
          group(
            [
              path(horseshoeArch(50, 28, 30, 100), { fill: frame }),
              path(horseshoeArch(50, 30, 25, 100), { fill: color }),
              path('M50 12L50 100', { stroke: frame, 'stroke-width': 2 }),
              group(studs, { fill: tone('#2a2a30', light) }),
            ],
            { transform: p.wallTransform(side, z, z + 0.45, p.near.b - H * 0.6, p.near.b) },
          ),
        );
      } else {
        svg.add(
          group(
            [
              rect(20, 10, 60, 80, { fill: frame }),
              rect(24, 14, 25, 72, { fill: color }),
              rect(51, 14, 25, 72, { fill: color }),
              path('M24 30h52M24 46h52M24 62h52', { stroke: frame, 'stroke-width': 2 }),
            ],
            {
              transform: p.wallTransform(
                side,
                z,
                z + 0.4,
                p.near.b - H * 0.78,
                p.near.b - H * 0.45,
              ),
            },
          ),
        );
      }
      if (rng.chance(0.5)) {
        svg.add(
          group(
            [
              rect(25, 60, 50, 40, { fill: tone('#b5532e', light) }),
              path(roundBlob(rng, 50, 40, 40, 30, 0.3, 8), { fill: tone('#4f8a3a', light) }),
            ],
            {
              transform: p.wallTransform(side, z + 0.45, z + 0.7, p.near.b - H * 0.2, p.near.b),
            },
          ),
        );
      }
    }
  }
  // An arch spanning the street halfway down.
  const za = rng.range(2.6, 3.4);
  const aTL = p.at(p.near.l, p.near.t, za);
  const aBR = p.at(p.near.r, p.near.b, za);
  const aw = aBR[0] - aTL[0];
  const archD = horseshoeArch(
    aTL[0] + aw / 2,
    aBR[1] - (aBR[1] - aTL[1]) * 0.3,
    aw * 0.3,
    aBR[1] + 2,
  );
  svg.add(
    path(
      `M${num(aTL[0])} ${num(aTL[1])}L${num(aBR[0])} ${num(aTL[1])}L${num(aBR[0])} ${num(aBR[1])}L${num(aTL[0])} ${num(aBR[1])}Z${archD}`,
      { fill: tone(white, light, { shadow: 0.35 }), 'fill-rule': 'evenodd' },
    ),
  );
  // Paving and the sunlit strip.
  const floor = p.floorQuad(p.near.l, p.near.r, 1, zb);
  svg.add(
    poly(floor, {
      fill: svg.linear(
        [
          [0, tone('#b8ad9c', light)],
          [1, tone('#d8cfbe', light)],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  const stones: string[] = [];
  for (let k = 0; k < 90; k += 1) {
    const z = rng.range(1, zb);
    const [x, y] = p.at(rng.range(p.near.l, p.near.r), p.near.b, z);
    stones.push(el('ellipse', { cx: x, cy: y, rx: 40 / z, ry: 12 / z }));
  }
  svg.add(
    group(stones, {
      fill: 'none',
      stroke: tone('#9a8e7c', light),
      'stroke-width': 1.5,
      opacity: 0.5,
    }),
  );
  svg.add(
    poly(p.floorQuad(sunSide < 0 ? p.near.l : W * 0.45, sunSide < 0 ? W * 0.55 : p.near.r, 1, zb), {
      fill: '#fff6e0',
      opacity: 0.25,
    }),
  );
  // A passer-by and a cat.
  const [wx, wy] = p.at(W / 2 + rng.jitter(0, 200), p.near.b, rng.range(2, 3.2));
  svg.add(
    person(
      { x: wx, y: wy, s: 5 / (((H - vp[1]) / (wy - vp[1])) * 1.6), flip: rng.chance(0.5) },
      'walk',
      {
        robe: tone(rng.pick(['#c0392b', '#e0a030', '#5a4a3a']), light),
        scarf: tone('#f2ede2', light),
        skin: tone('#8a5a3c', light),
      },
    ),
  );
  finish(svg, rng, 0, 0.4);
  return svg.render();
}
