/**
 * Ourika and the argan country: a red-earth village above the green river valley, the Setti
 * Fatma waterfall, goats in an argan tree, and women cracking argan nuts at a cooperative.
 */
import { cypress, goat, pebbles, person, roundTree } from './figures';
import type { Light } from './light';
import { drawSky, openDaylightScene, finish, horizonHaze, tone } from './light';
import type { Rng } from './prng';
import type { Pt } from './svg';
import {
  H,
  Svg,
  W,
  areaBelow,
  darken,
  el,
  group,
  horseshoeArch,
  lighten,
  num,
  path,
  polyline,
  rect,
  ridge,
  roundBlob,
  spline,
  yAt,
} from './svg';
import { ZELLIGE_PALETTES, zellige } from './city';
import { mountainRange, rollingHills, terraces, village } from './landscape';

/** A river winding from the far distance (vx, top) to the bottom of the picture. */
function riverPath(
  rng: Rng,
  vx: number,
  top: number,
  bottom: number,
  width: number,
): { d: string; centre: Pt[] } {
  const centre: Pt[] = [];
  const phase = rng.range(0, Math.PI * 2);
  for (let k = 0; k <= 12; k += 1) {
    const t = k / 12;
    centre.push([vx + Math.sin(phase + t * 4) * (40 + t * 260), top + (bottom - top) * t]);
  }
  const left = centre.map(([x, y], k) => [x - (4 + (k / 12) ** 1.5 * width) / 2, y] as Pt);
  const right = centre.map(([x, y], k) => [x + (4 + (k / 12) ** 1.5 * width) / 2, y] as Pt);
  return {
    d: `${spline(left)}L${num(right[right.length - 1]![0])} ${num(right[right.length - 1]![1])}${spline([...right].reverse()).replace('M', 'L')}Z`,
    centre,
  };
}

/** Ourika: a red-earth Berber village on the slope above a green valley and its river. */
export function valleyVillageScene(rng: Rng, light: Light): string {
  const { svg, horizon, shadowDir } = openDaylightScene(rng, light, {
    horizon: [0.34, 0.42],
    sunR: 36,
  });
  const sunSide = shadowDir > 0 ? -1 : 1;
  svg.add(
    mountainRange(svg, rng, light, {
      base: horizon + 200,
      top: [horizon - 140, horizon - 40],
      summits: 4,
      depth: 0.6,
      rock: '#7a7080',
      snow: 40,
      shadowDir,
    }).svg,
  );
  svg.add(horizonHaze(svg, light, horizon + 40, 40, 0.3));
  const far = rollingHills(svg, rng, light, {
    base: horizon + 110,
    floor: horizon + 220,
    height: [40, 120],
    peaks: 3,
    depth: 0.35,
    color: '#7a8a4a',
    sunSide,
    bushes: 60,
    bush: '#3f6a2a',
  });
  svg.add(far.svg);
  // The village slope: a big red-earth hillside on one side.
  const side = rng.chance(0.5) ? -1 : 1;
  const slopePts: Pt[] = [];
  for (let x = -40; x <= W + 40; x += 20) {
    const u = side < 0 ? x / W : 1 - x / W;
    slopePts.push([x, horizon + 60 + u * u * 420 + rng.jitter(0, 5)]);
  }
  const slopeD = areaBelow(slopePts);
  const earth = '#a85a3a';
  svg.add(
    path(slopeD, {
      fill: svg.linear(
        [
          [0, tone(lighten(earth, 0.1), light)],
          [1, tone(darken(earth, 0.15), light, { shadow: 0.4 })],
        ],
        0,
        horizon,
        0,
        H,
        true,
      ),
    }),
  );
  svg.add(
    terraces(
      svg,
      rng,
      light,
      slopeD,
      horizon + 330,
      H,
      ['#6f9a3a', '#8fae4a', '#a05a3a', '#7aa040'],
      0.2,
    ),
  );
  const v0 = side < 0 ? W * 0.02 : W * 0.5;
  const v1 = side < 0 ? W * 0.5 : W * 0.98;
  const ground = slopePts.map(([x, y]) => [x, y + 10] as Pt);
  svg.add(
    village(rng, light, ground, v0, v1, {
      count: 40,
      size: 34,
      wall: earth,
      depth: 0.12,
      side: shadowDir,
      trees: '#4f7a2e',
      minaret: true,
    }),
  );
  // The valley floor: green trees along the river.
  const floorTop = H * 0.72;
  const valley = ridge(rng, -40, W + 40, floorTop, 20, 4);
  svg.add(path(areaBelow(valley), { fill: tone('#6a8a3a', light) }));
  const river = riverPath(rng, side < 0 ? W * 0.75 : W * 0.25, floorTop + 10, H + 10, 360);
  svg.add(
    path(river.d, {
      fill: svg.linear([
        [0, tone('#9ac8c8', light, { depth: 0.3 })],
        [1, tone('#5a8a7a', light)],
      ]),
    }),
  );
  const sparkle: string[] = [];
  for (const [x, y] of river.centre.slice(2))
    sparkle.push(`M${num(x - 20)} ${num(y)}h${num(20 + (y - floorTop) * 0.2)}`);
  svg.add(path(sparkle.join(''), { stroke: '#ffffff', 'stroke-width': 2.5, opacity: 0.5 }));
  svg.add(
    pebbles(
      rng,
      50,
      floorTop + 40,
      H,
      tone('#d8ccb4', light),
      tone('#6a6050', light, { shadow: 1 }),
      0,
      W,
    ),
  );
  const trees: { y: number; svg: string }[] = [];
  for (let index = 0; index < 22; index += 1) {
    const x = rng.range(-40, W + 40);
    const y = rng.range(floorTop, H + 40);
    if (
      Math.abs(
        x -
          yAt(
            river.centre.map(([cx, cy]) => [cy, cx] as Pt),
            y,
          ),
      ) < 90
    )
      continue;
    trees.push({
      y,
      svg: roundTree(
        rng,
        x,
        y,
        24 + ((y - floorTop) / (H - floorTop)) * 50,
        {
          leaf: tone(rng.pick(['#4f7a2e', '#5f8a34', '#3f6a2a']), light),
          trunk: tone('#5a4030', light),
        },
        -shadowDir,
        18,
      ),
    });
  }
  for (let index = 0; index < 7; index += 1) {
    const x = rng.range(0, W);
    const y = rng.range(floorTop, H * 0.9);
    trees.push({
      y,
      svg: cypress(rng, x, y, 90 + ((y - floorTop) / H) * 200, tone('#3f6a2a', light)),
    });
  }
  trees.sort((a, b) => a.y - b.y).forEach((item) => svg.add(item.svg));
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** The first Setti Fatma waterfall: white water over dark rocks into a green pool. */
export function waterfallScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const horizon = H * 0.3;
  drawSky(svg, light, rng, {
    horizon,
    sunX: rng.range(W * 0.2, W * 0.8),
    sunR: 30,
    clouds: rng.int(1, 2),
  });
  const shadowDir = rng.chance(0.5) ? 1 : -1;
  const sunSide = shadowDir > 0 ? -1 : 1;
  svg.add(
    mountainRange(svg, rng, light, {
      base: H * 0.6,
      top: [H * 0.05, H * 0.2],
      summits: 3,
      depth: 0.4,
      rock: '#6a6a5a',
      shadowDir,
      jag: 30,
    }).svg,
  );
  const fx = W * rng.range(0.4, 0.6);
  const topY = H * rng.range(0.16, 0.26);
  const poolY = H * rng.range(0.66, 0.72);
  const fw = rng.range(70, 130);
  // The rock wall the water falls over: stacked boulders, each lit from above.
  const rock = '#7a6654';
  svg.add(
    path(
      `M-40 ${num(topY + 20)}Q${num(fx)} ${num(topY - 40)} ${W + 40} ${num(topY + 40)}L${W + 40} ${num(poolY + 60)}L-40 ${num(poolY + 60)}Z`,
      {
        fill: tone(darken(rock, 0.35), light, { shadow: 0.7 }),
      },
    ),
  );
  const boulderFill = svg.linear(
    [
      [0, tone(lighten(rock, 0.25), light)],
      [0.5, tone(rock, light)],
      [1, tone(darken(rock, 0.3), light, { shadow: 1 })],
    ],
    0,
    0,
    0.3,
    1,
  );
  const boulders: { y: number; d: string }[] = [];
  for (let index = 0; index < 30; index += 1) {
    const x = rng.range(-60, W + 60);
    const y = rng.range(topY + 20, poolY + 30);
    const r = rng.range(50, 120);
    boulders.push({ y, d: roundBlob(rng, x, y, r * rng.range(1, 1.6), r, 0.14, 9) });
  }
  boulders
    .sort((p, q) => p.y - q.y)
    .forEach((boulder) => svg.add(path(boulder.d, { fill: boulderFill })));
  // Green on the banks.
  const greens: { y: number; svg: string }[] = [];
  for (let index = 0; index < 14; index += 1) {
    const left = index % 2 === 0;
    const x = left ? rng.range(-60, fx - fw * 2.2) : rng.range(fx + fw * 2.2, W + 60);
    const y = rng.range(topY + 20, poolY);
    greens.push({
      y,
      svg: roundTree(
        rng,
        x,
        y,
        rng.range(40, 90),
        {
          leaf: tone(rng.pick(['#4f7a2e', '#3f6a2a', '#6a8a3a']), light),
          trunk: tone('#4a3a2a', light),
        },
        sunSide,
        20,
      ),
    });
  }
  greens.sort((p, q) => p.y - q.y).forEach((item) => svg.add(item.svg));
  // Water: three cascades, each a fan of white streaks, with foam at every ledge.
  const tiers = 3;
  let x0 = fx;
  for (let tier = 0; tier < tiers; tier += 1) {
    const y0 = topY + ((poolY - topY) * tier) / tiers;
    const y1 = topY + ((poolY - topY) * (tier + 1)) / tiers;
    const x1 = x0 + rng.jitter(0, 50);
    const w0 = fw * (0.6 + tier * 0.25);
    const w1 = w0 * 1.25;
    svg.add(
      path(
        `M${num(x0 - w0 / 2)} ${num(y0)}Q${num(x0)} ${num(y0 - 16)} ${num(x0 + w0 / 2)} ${num(y0)}L${num(x1 + w1 / 2)} ${num(y1)}L${num(x1 - w1 / 2)} ${num(y1)}Z`,
        {
          fill: svg.linear([
            [0, tone('#f2fafa', light)],
            [1, tone('#b8d8dc', light)],
          ]),
        },
      ),
    );
    const streaks: string[] = [];
    for (let index = 0; index < 16; index += 1) {
      const t = rng();
      const a0 = x0 - w0 / 2 + t * w0;
      const a1 = x1 - w1 / 2 + t * w1;
      const s0 = rng.range(0, 0.3);
      const s1 = rng.range(0.7, 1);
      streaks.push(
        `M${num(a0 + (a1 - a0) * s0)} ${num(y0 + (y1 - y0) * s0)}L${num(a0 + (a1 - a0) * s1)} ${num(y0 + (y1 - y0) * s1)}`,
      );
    }
    svg.add(
      path(streaks.join(''), {
        stroke: '#ffffff',
        'stroke-width': 3,
        opacity: 0.8,
        'stroke-linecap': 'round',
      }),
      path(streaks.slice(0, 6).join(''), {
        stroke: tone('#7aa8b0', light),
        'stroke-width': 2,
        opacity: 0.5,
        transform: 'translate(5 0)',
      }),
    );
    const foam: string[] = [];
    for (let k = 0; k < 7; k += 1)
      foam.push(
        roundBlob(
          rng,
          x1 + rng.jitter(0, w1 * 0.7),
          y1 + rng.jitter(0, 8),
          rng.range(14, 34),
          rng.range(7, 14),
          0.2,
          7,
        ),
      );
    svg.add(path(foam.join(''), { fill: '#ffffff', opacity: 0.85 }));
    x0 = x1;
  }
  // Pool and foam.
  const pool = `M-40 ${num(poolY + 20)}Q${num(fx)} ${num(poolY - 20)} ${W + 40} ${num(poolY + 30)}L${W + 40} ${H + 2}L-40 ${H + 2}Z`;
  svg.add(
    path(pool, {
      fill: svg.linear([
        [0, tone('#6ab0a8', light)],
        [1, tone('#2f6a66', light)],
      ]),
    }),
  );
  const foam: string[] = [];
  for (let index = 0; index < 16; index += 1) {
    foam.push(
      roundBlob(
        rng,
        fx + rng.jitter(0, fw * 1.4),
        poolY + rng.range(0, 40),
        rng.range(20, 60),
        rng.range(8, 18),
        0.2,
        7,
      ),
    );
  }
  svg.add(path(foam.join(''), { fill: '#ffffff', opacity: 0.75 }));
  const ripples: string[] = [];
  for (let index = 0; index < 20; index += 1) {
    const y = rng.range(poolY + 50, H);
    const x = rng.range(0, W);
    ripples.push(`M${num(x)} ${num(y)}q${num(30)} ${num(-5)} ${num(60 + (y - poolY) * 0.2)} 0`);
  }
  svg.add(
    path(ripples.join(''), { stroke: '#ffffff', 'stroke-width': 2, fill: 'none', opacity: 0.35 }),
  );
  // Foreground boulders at the edge of the pool.
  for (let index = 0; index < 5; index += 1) {
    const x = rng.range(-60, W + 60);
    if (Math.abs(x - fx) < 200) continue;
    const y = rng.range(H * 0.86, H + 40);
    const r = rng.range(70, 140);
    const d = roundBlob(rng, x, y, r * 1.4, r, 0.12, 9, true);
    svg.add(
      path(d, {
        fill: svg.linear(
          [
            [0, tone('#a09480', light)],
            [1, tone('#4a4438', light, { shadow: 1 })],
          ],
          sunSide < 0 ? 0 : 1,
          0,
          sunSide < 0 ? 1 : 0,
          1,
        ),
      }),
    );
  }
  // Two visitors on the rocks.
  const px = fx + rng.pick([-1, 1]) * rng.range(260, 420);
  svg.add(
    person({ x: px, y: poolY + 10, s: 0.9, flip: px > fx }, 'stand', {
      robe: tone(rng.pick(['#c0392b', '#2f5d9c', '#e0a030']), light),
      skin: tone('#c89070', light),
    }),
  );
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** Goats standing on the branches of an argan tree by the road. */
export function arganScene(rng: Rng, light: Light): string {
  const { svg, horizon, shadowDir } = openDaylightScene(rng, light, {
    horizon: [0.5, 0.58],
    sunR: 40,
  });
  const sunSide = shadowDir > 0 ? -1 : 1;
  const far = rollingHills(svg, rng, light, {
    base: horizon + 20,
    floor: horizon + 120,
    height: [10, 40],
    peaks: 5,
    depth: 0.55,
    color: '#b88a5a',
    sunSide,
    bushes: 50,
    bush: '#5a6a34',
  });
  svg.add(far.svg);
  const plain = rollingHills(svg, rng, light, {
    base: horizon + 120,
    floor: H,
    height: [10, 30],
    peaks: 3,
    depth: 0.15,
    color: '#c48a58',
    sunSide,
    stones: 120,
    bushes: 30,
    bush: '#5a6a34',
  });
  svg.add(plain.svg);
  // Distant argan trees.
  for (let index = 0; index < 7; index += 1) {
    const x = rng.range(0, W);
    const y = horizon + rng.range(30, 110);
    svg.add(
      roundTree(
        rng,
        x,
        y,
        rng.range(14, 26),
        {
          leaf: tone('#4a5a2a', light, { depth: 0.3 }),
          trunk: tone('#4a3a2a', light, { depth: 0.3 }),
        },
        sunSide,
        6,
      ),
    );
  }
  // The argan tree: a short, forked, twisted trunk and a wide, low, lumpy crown.
  const tx = W * rng.range(0.4, 0.6);
  const ty = H * 0.8;
  const crownW = rng.range(760, 900);
  const crownTop = H * rng.range(0.2, 0.26);
  const crownBottom = ty - 170;
  const bark = tone('#5a4030', light);
  const limbs: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const t = index / 6;
    const pts: Pt[] = [[tx + rng.jitter(0, 16), ty - 60]];
    const endX = tx - crownW * 0.42 + t * crownW * 0.84;
    for (let k = 1; k <= 3; k += 1) {
      const f = k / 3;
      pts.push([
        tx + (endX - tx) * f + rng.jitter(0, 25),
        ty -
          60 -
          (ty - 60 - (crownBottom - 30 - Math.sin(t * Math.PI) * 60)) * Math.sqrt(f) +
          rng.jitter(0, 15),
      ]);
    }
    limbs.push(polyline(pts));
  }
  svg.add(
    el('ellipse', {
      cx: tx + shadowDir * 80,
      cy: ty + 8,
      rx: crownW * 0.5,
      ry: 34,
      fill: tone('#3a2418', light, { shadow: 1 }),
      opacity: 0.35,
    }),
    path(limbs.join(''), {
      stroke: bark,
      'stroke-width': 18,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    path(
      `M${num(tx - 55)} ${num(ty + 4)}C${num(tx - 20)} ${num(ty - 30)} ${num(tx - 60)} ${num(ty - 70)} ${num(tx - 20)} ${num(ty - 110)}L${num(tx + 25)} ${num(ty - 100)}C${num(tx + 50)} ${num(ty - 70)} ${num(tx + 20)} ${num(ty - 30)} ${num(tx + 65)} ${num(ty + 4)}Z`,
      { fill: bark },
    ),
    path(
      `M${num(tx - 10)} ${num(ty - 10)}C${num(tx - 30)} ${num(ty - 50)} ${num(tx + 10)} ${num(ty - 80)} ${num(tx - 5)} ${num(ty - 105)}`,
      { stroke: darken(bark, 0.35), 'stroke-width': 4, fill: 'none' },
    ),
  );
  const clumps: { x: number; y: number; r: number }[] = [];
  for (let index = 0; index < 48; index += 1) {
    const t = rng.range(0.03, 0.97);
    const dome = Math.sqrt(Math.sin(t * Math.PI));
    const x = tx - crownW / 2 + t * crownW;
    const y = crownBottom + 20 - dome * (crownBottom + 20 - crownTop) * rng.range(0.05, 1);
    clumps.push({ x, y, r: rng.range(45, 80) * (0.7 + dome * 0.4) });
  }
  clumps.sort((p, q) => p.y - q.y);
  const dark: string[] = [];
  const lit: string[] = [];
  const thorns: string[] = [];
  for (const clump of clumps) {
    dark.push(roundBlob(rng, clump.x, clump.y, clump.r * 1.25, clump.r * 0.75, 0.22, 9));
    if (rng.chance(0.7))
      lit.push(
        roundBlob(
          rng,
          clump.x + sunSide * clump.r * 0.3,
          clump.y - clump.r * 0.3,
          clump.r * 0.75,
          clump.r * 0.4,
          0.2,
          7,
        ),
      );
    for (let k = 0; k < 6; k += 1)
      thorns.push(
        el('circle', {
          cx: clump.x + rng.jitter(0, clump.r),
          cy: clump.y + rng.jitter(0, clump.r * 0.6),
          r: rng.range(2, 4),
        }),
      );
  }
  svg.add(
    path(dark.join(''), { fill: tone('#3c4e26', light) }),
    path(lit.join(''), { fill: tone('#5c7632', light) }),
    group(thorns, { fill: tone('#7a9a44', light), opacity: 0.8 }),
  );
  // Goats standing all over the crown, on its upper surface.
  const coats: readonly (readonly [string, string?])[] = [
    ['#f2ede2'],
    ['#2a2220'],
    ['#8a5a34', '#f2ede2'],
    ['#e8dcc8', '#3a2a20'],
    ['#5a3a24'],
  ];
  const goats = rng.int(6, 9);
  const tops = [...clumps].sort((p, q) => p.x - q.x);
  for (let index = 0; index < goats; index += 1) {
    const clump = tops[Math.floor(((index + rng.range(0.1, 0.9)) / goats) * tops.length)]!;
    let top = clump;
    for (const other of clumps)
      if (Math.abs(other.x - clump.x) < 60 && other.y - other.r * 0.6 < top.y - top.r * 0.6)
        top = other;
    const coat = rng.pick(coats);
    svg.add(
      goat(
        {
          x: clump.x + rng.jitter(0, 20),
          y: top.y - top.r * 0.45 + rng.range(0, 12),
          s: rng.range(2, 2.5),
          flip: rng.chance(0.5),
        },
        tone(coat[0], light),
        {
          patch: coat[1] ? tone(coat[1], light) : undefined,
          tilt: rng.jitter(0, 8),
        },
      ),
    );
  }
  // The road in front.
  const roadTop = H * 0.86;
  svg.add(
    path(`M-40 ${num(roadTop)}L${W + 40} ${num(roadTop - 20)}L${W + 40} ${H + 2}L-40 ${H + 2}Z`, {
      fill: tone('#5a5458', light),
    }),
    path(`M-40 ${num(roadTop)}L${W + 40} ${num(roadTop - 20)}`, {
      stroke: tone('#d8c8a8', light),
      'stroke-width': 6,
    }),
    path(`M-40 ${num(roadTop + 90)}L${W + 40} ${num(roadTop + 70)}`, {
      stroke: '#f4efe2',
      'stroke-width': 6,
      'stroke-dasharray': '70 60',
      opacity: 0.85,
    }),
  );
  // A goat or two on the ground under the tree.
  for (let index = 0; index < 2; index += 1) {
    const x = tx + (index === 0 ? -1 : 1) * rng.range(200, 420);
    svg.add(
      goat(
        { x, y: ty + 10 + index * 20, s: 2.6, flip: rng.chance(0.5) },
        tone(rng.pick(coats)[0], light),
      ),
    );
  }
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** Women cracking argan nuts by hand at a cooperative: stones, baskets, bottles of oil. */
export function arganCoopScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const wall = rng.pick(['#e3b48a', '#d9a27a', '#eac8a0']);
  const floorY = H * 0.6;
  svg.add(
    rect(0, 0, W, floorY + 10, {
      fill: svg.linear([
        [0, darken(wall, 0.25)],
        [1, wall],
      ]),
    }),
  );
  // A horseshoe arch opening onto a sunny courtyard.
  const ax = W * rng.range(0.3, 0.7);
  const archD = horseshoeArch(ax, floorY - 300, 120, floorY);
  svg.add(
    group(
      [
        rect(ax - 160, floorY - 460, 320, 460, { fill: tone('#9ac0e0', light) }),
        rect(ax - 160, floorY - 180, 320, 180, { fill: tone('#e8c89a', light) }),
        roundTree(
          rng,
          ax + 30,
          floorY - 60,
          70,
          { leaf: tone('#4f7a2e', light), trunk: tone('#5a4030', light), fruit: '#f08a24' },
          -1,
          50,
        ),
      ],
      { 'clip-path': svg.clip(path(archD)) },
    ),
    path(archD, { fill: 'none', stroke: darken(wall, 0.3), 'stroke-width': 14 }),
    path(archD, {
      fill: 'none',
      stroke: '#2f6a8a',
      'stroke-width': 5,
      transform: 'translate(0 -4)',
      opacity: 0.6,
    }),
  );
  // Shelves with bottles of oil and jars.
  for (const side of [-1, 1]) {
    const sx = ax + side * rng.range(330, 420) - 150;
    for (let row = 0; row < 2; row += 1) {
      const sy = floorY - 170 - row * 110;
      svg.add(rect(sx, sy, 300, 12, { fill: '#6a4428' }));
      for (let k = 0; k < 8; k += 1) {
        const bx = sx + 16 + k * 36;
        const tall = rng.range(50, 72);
        svg.add(
          rect(bx, sy - tall, 22, tall, {
            rx: 5,
            fill: rng.chance(0.7) ? '#d8a02a' : '#b8822a',
            opacity: 0.92,
          }),
          rect(bx + 6, sy - tall - 12, 10, 14, { fill: '#3a2a1a' }),
          rect(bx + 3, sy - tall * 0.6, 16, tall * 0.3, { fill: '#f2e8d0' }),
        );
      }
    }
  }
  // A tiled dado along the foot of the wall.
  svg.add(
    rect(0, floorY - 70, W, 70, { fill: zellige(svg, ZELLIGE_PALETTES[1], 22) }),
    rect(0, floorY - 76, W, 8, { fill: '#6a4428' }),
  );
  // Floor mats.
  svg.add(
    rect(0, floorY, W, H - floorY, {
      fill: svg.linear([
        [0, '#b88a5a'],
        [1, '#8a5a34'],
      ]),
    }),
  );
  svg.add(
    path(
      `M${W * 0.08} ${H}L${W * 0.2} ${floorY + 40}L${W * 0.8} ${floorY + 40}L${W * 0.92} ${H}Z`,
      { fill: '#c9a46a' },
    ),
  );
  const weaveLines: string[] = [];
  for (let k = 0; k < 18; k += 1) {
    const t = k / 17;
    weaveLines.push(
      `M${num(W * 0.2 + t * W * 0.6)} ${num(floorY + 40)}L${num(W * 0.08 + t * W * 0.84)} ${H}`,
    );
  }
  svg.add(path(weaveLines.join(''), { stroke: '#a8844a', 'stroke-width': 3, opacity: 0.6 }));
  // The women, each with a flat stone, a pile of nuts and a bowl.
  const scarves = ['#c0392b', '#2f6a8a', '#e0a030', '#7a3a8a', '#2f8a5a', '#e86a8a', '#f2ede2'];
  const robes = ['#6a2a4a', '#2a4a6a', '#8a5a2a', '#3a5a3a', '#5a3a6a', '#7a2a2a'];
  const count = rng.int(2, 3);
  for (let index = 0; index < count; index += 1) {
    const x = W * (0.22 + (index / Math.max(1, count - 1)) * 0.56) + rng.jitter(0, 40);
    const y = floorY + 300 + (index % 2) * 50;
    const s = 4;
    const nuts: string[] = [];
    for (let k = 0; k < 50; k += 1)
      nuts.push(
        el('ellipse', {
          cx: x + 150 + rng.jitter(0, 60),
          cy: y - 10 - Math.abs(rng.jitter(0, 30)) + rng.jitter(0, 12),
          rx: 7,
          ry: 5,
        }),
      );
    const kernels: string[] = [];
    for (let k = 0; k < 14; k += 1)
      kernels.push(
        el('ellipse', {
          cx: x - 150 + rng.jitter(0, 32),
          cy: y - 20 + rng.jitter(0, 6),
          rx: 5,
          ry: 3.5,
        }),
      );
    svg.add(
      el('ellipse', { cx: x, cy: y + 6, rx: 170, ry: 26, fill: '#5a3a20', opacity: 0.3 }),
      person({ x, y, s, flip: false }, 'seated', {
        robe: rng.pick(robes),
        scarf: rng.pick(scarves),
        skin: '#b07a58',
      }),
      el('ellipse', { cx: x + 80, cy: y - 6, rx: 46, ry: 16, fill: '#8a8478' }),
      el('ellipse', { cx: x + 80, cy: y - 12, rx: 40, ry: 12, fill: '#a8a294' }),
      path(`M${num(x + 20)} ${num(y - 110)}L${num(x + 70)} ${num(y - 70)}`, {
        stroke: '#b07a58',
        'stroke-width': 14,
        'stroke-linecap': 'round',
      }),
      el('ellipse', { cx: x + 76, cy: y - 64, rx: 16, ry: 12, fill: '#6a665e' }),
      group(nuts, { fill: '#8a5a2a', stroke: '#5a3a1a', 'stroke-width': 1.5 }),
      el('ellipse', { cx: x - 150, cy: y - 10, rx: 50, ry: 18, fill: '#c96a3a' }),
      el('ellipse', { cx: x - 150, cy: y - 18, rx: 42, ry: 12, fill: '#7a3a1a' }),
      group(kernels, { fill: '#f0d8a0' }),
    );
  }
  // Soft daylight from the doorway.
  svg.add(
    el('ellipse', {
      cx: ax,
      cy: floorY + 80,
      rx: 500,
      ry: 200,
      fill: svg.radialEllipse(
        [
          [0, '#fff2d0', 0.35],
          [1, '#fff2d0', 0],
        ],
        ax,
        floorY + 80,
        500,
        200,
      ),
    }),
  );
  finish(svg, rng, 0, 0.45);
  return svg.render();
}
