/**
 * Scenes of the road south and the High Atlas: the ksar of Ait Benhaddou, the Todra Gorges,
 * the Dades hairpins, Toubkal's summit, Imlil, the Mizane trail, the refuge, the Ourika valley
 * and the Setti Fatma waterfall.
 */
import { cypress, mule, palm, pebbles, person, roundTree } from './figures';
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
  lighten,
  mix,
  num,
  path,
  polyline,
  rect,
  ridge,
  roundBlob,
  spline,
  yAt,
} from './svg';
import { house, mountainRange, rollingHills, terraces, village } from './landscape';

/** A rock face with vertical striations and a few strata lines, clipped to `d`. */
function rockFace(
  svg: Svg,
  rng: Rng,
  d: string,
  box: { x0: number; x1: number; y0: number; y1: number },
  colors: { face: string; dark: string; light: string },
  density = 1,
): string {
  const strips: string[] = [];
  const highlights: string[] = [];
  const count = Math.round(((box.x1 - box.x0) / 14) * density);
  for (let index = 0; index < count; index += 1) {
    const x = rng.range(box.x0, box.x1);
    const w = rng.range(2, 12);
    const top = rng.range(box.y0, box.y0 + (box.y1 - box.y0) * 0.5);
    const len = rng.range(0.3, 1) * (box.y1 - top);
    const lean = rng.jitter(0, 14);
    const strip = `M${num(x)} ${num(top)}q${num(lean + w)} ${num(len / 2)} ${num(lean * 0.5)} ${num(len)}l${num(w)} 0q${num(lean * 0.2)} ${num(-len / 2)} ${num(-lean * 0.5 + w * 0.2)} ${num(-len)}Z`;
    (rng.chance(0.65) ? strips : highlights).push(strip);
  }
  const strata: string[] = [];
  for (let index = 0; index < 6 * density; index += 1) {
    const y = rng.range(box.y0, box.y1);
    strata.push(
      `M${num(box.x0)} ${num(y)}q${num((box.x1 - box.x0) / 2)} ${num(rng.jitter(0, 30))} ${num(box.x1 - box.x0)} ${num(rng.jitter(0, 20))}`,
    );
  }
  return group(
    [
      path(d, { fill: colors.face }),
      path(strips.join(''), { fill: colors.dark, opacity: 0.35 }),
      path(highlights.join(''), { fill: colors.light, opacity: 0.25 }),
      path(strata.join(''), { stroke: colors.dark, 'stroke-width': 3, fill: 'none', opacity: 0.2 }),
    ].join(''),
    { 'clip-path': svg.clip(path(d)) },
  );
}

interface SlabOptions {
  side: -1 | 1;
  innerTop: number;
  innerBottom: number;
  top: number;
  bottom: number;
  rock: string;
  lit: boolean;
  haze: number;
  /** Roughness of the top edge, in px (0 when it is above the picture). */
  crest: number;
}

/** A cliff wall coming in from the left or right edge, with a ragged inner edge; returns its path. */
function cliffSlab(svg: Svg, rng: Rng, light: Light, options: SlabOptions): string {
  const { side, innerTop, innerBottom, top, bottom, rock, haze } = options;
  const outer = side < 0 ? -40 : W + 40;
  const edge = ridge(rng, top, bottom, 0, 70 * (1 - haze), 6, 0.62, [0, 0]).map(
    ([y, dx]) =>
      [
        innerTop +
          ((innerBottom - innerTop) * (y - top)) / (bottom - top) +
          side * Math.abs(dx) * 0.3 +
          dx * 0.7,
        y,
      ] as Pt,
  );
  const crest = ridge(rng, outer, edge[0]![0], top, options.crest, 5, 0.6, [0, 0]);
  const d = `${polyline(crest)}${polyline(edge).replace('M', 'L')}L${outer} ${num(bottom + 20)}Z`;
  const lit = options.lit ? 0 : 0.85;
  const face = svg.linear(
    [
      [0, tone(lighten(rock, 0.12), light, { depth: haze, shadow: lit * 0.7 })],
      [0.6, tone(rock, light, { depth: haze, shadow: lit })],
      [1, tone(darken(rock, 0.15), light, { depth: haze, shadow: Math.min(1, lit + 0.4) })],
    ],
    0,
    top,
    0,
    bottom,
    true,
  );
  const x0 = side < 0 ? 0 : Math.min(innerTop, innerBottom) - 150;
  const x1 = side < 0 ? Math.max(innerTop, innerBottom) + 150 : W;
  svg.add(
    rockFace(
      svg,
      rng,
      d,
      { x0, x1, y0: top, y1: bottom },
      {
        face,
        dark: tone(darken(rock, 0.35), light, { depth: haze, shadow: lit }),
        light: tone(lighten(rock, 0.35), light, { depth: haze }),
      },
      1.2,
    ),
    path(polyline(edge), {
      stroke: tone(lighten(rock, 0.3), light, { depth: haze }),
      'stroke-width': 3,
      fill: 'none',
      opacity: options.lit ? 0.6 : 0.2,
    }),
  );
  return d;
}

/** Ait Benhaddou: earthen kasbahs stacked up a hill above the river, palms along the bank. */
export function kasbahScene(rng: Rng, light: Light): string {
  const { svg, horizon, shadowDir } = openDaylightScene(rng, light, { horizon: [0.5, 0.56] });
  svg.add(
    mountainRange(svg, rng, light, {
      base: horizon + 20,
      top: [horizon - 120, horizon - 50],
      summits: 6,
      depth: 0.7,
      rock: '#a0705a',
      shadowDir,
    }).svg,
  );
  svg.add(
    rect(0, horizon + 14, W, H, {
      fill: svg.linear(
        [
          [0, tone('#b89a6a', light, { depth: 0.6 })],
          [1, tone('#9a8a50', light, { depth: 0.2 })],
        ],
        0,
        horizon,
        0,
        H * 0.8,
        true,
      ),
    }),
  );
  svg.add(horizonHaze(svg, light, horizon + 14, 30, 0.4));
  // The hill: a broad cone with a granary on top.
  const cx = W * rng.range(0.38, 0.62);
  const topY = H * rng.range(0.18, 0.26);
  const footY = H * 0.74;
  const hillPts: Pt[] = [];
  for (let x = -40; x <= W + 40; x += 20) {
    const u = (x - cx) / (W * 0.42);
    const lift = Math.max(0, 1 - u * u) ** 1.6;
    hillPts.push([x, footY - (footY - topY) * lift + rng.jitter(0, 4)]);
  }
  const hillD = areaBelow(hillPts);
  const earth = '#b8764a';
  svg.add(
    path(hillD, {
      fill: svg.linear(
        [
          [0, tone(lighten(earth, 0.08), light)],
          [1, tone(darken(earth, 0.1), light, { shadow: 0.3 })],
        ],
        0,
        topY,
        0,
        footY,
        true,
      ),
    }),
  );
  svg.add(
    group(
      path(
        `M${num(cx)} ${num(topY - 20)}L${num(cx + shadowDir * W * 0.42)} ${num(footY)}L${num(cx + shadowDir * W * 0.05)} ${num(footY)}Z`,
        { fill: light.shade, opacity: 0.25 },
      ),
      {
        'clip-path': svg.clip(path(hillD)),
      },
    ),
  );
  const wall = (c: string) => ({
    wall: tone(c, light),
    side: tone(c, light, { shadow: 1 }),
    window: tone('#2a1510', light),
    trim: tone(darken(c, 0.15), light),
  });
  svg.add(
    house(rng, cx - 45, topY + 18, 90, 55, wall('#b97a4e'), shadowDir, {
      crenel: true,
      windows: false,
    }),
  );
  // Kasbahs: back (high, small) to front (low, large).
  const buildings: { y: number; svg: string }[] = [];
  for (let index = 0; index < 46; index += 1) {
    const t = Math.pow(rng(), 0.8);
    const x = cx + rng.jitter(0, W * 0.34 * (0.35 + t * 0.65));
    const ground = yAt(hillPts, x);
    const y = ground + 25 + t * (footY + 30 - ground);
    if (y < topY + 90) continue;
    const size = 26 + (y - topY) * 0.11;
    const tower = rng.chance(0.45);
    const w = tower ? size * rng.range(0.6, 0.8) : size * rng.range(1.1, 2.2);
    const h = tower ? size * rng.range(1.6, 2.4) : size * rng.range(0.8, 1.3);
    const c = mix(earth, rng.pick(['#c98a58', '#a8653e', '#d09a68', '#b06a40']), 0.6);
    buildings.push({
      y,
      svg: house(rng, x - w / 2, y, w, h, wall(c), shadowDir, {
        tower,
        crenel: tower || rng.chance(0.4),
      }),
    });
  }
  buildings.sort((a, b) => a.y - b.y).forEach((item) => svg.add(item.svg));
  // Riverbank, palms and the river.
  const bank = ridge(rng, -40, W + 40, footY + 40, 14, 4);
  svg.add(path(areaBelow(bank), { fill: tone('#8a9a4a', light) }));
  const palms: { y: number; svg: string }[] = [];
  for (let index = 0; index < 14; index += 1) {
    const x = rng.range(-40, W + 40);
    const y = footY + rng.range(40, 90);
    palms.push({
      y,
      svg: palm(rng, x, y, rng.range(90, 170), tone('#6a4a32', light), tone('#4f7a34', light)),
    });
  }
  for (let index = 0; index < 10; index += 1) {
    const x = rng.range(0, W);
    const y = footY + rng.range(50, 90);
    palms.push({
      y,
      svg: roundTree(
        rng,
        x,
        y,
        rng.range(22, 40),
        { leaf: tone('#5f8a3a', light), trunk: tone('#5a4030', light) },
        -shadowDir,
        14,
      ),
    });
  }
  palms.sort((a, b) => a.y - b.y).forEach((item) => svg.add(item.svg));
  const riverTop = footY + 95;
  const river = `M-40 ${num(riverTop)}Q${W * 0.3} ${num(riverTop - 12)} ${W * 0.6} ${num(riverTop + 6)}T${W + 40} ${num(riverTop)}L${W + 40} ${num(riverTop + 70)}Q${W * 0.5} ${num(riverTop + 95)} -40 ${num(riverTop + 60)}Z`;
  svg.add(
    path(areaBelow(ridge(rng, -40, W + 40, riverTop - 6, 8, 4)), { fill: tone('#c9b08a', light) }),
  );
  svg.add(
    path(river, {
      fill: svg.linear(
        [
          [0, tone(light.sky[1], light)],
          [1, tone('#4a7a8a', light)],
        ],
        0,
        riverTop,
        0,
        riverTop + 90,
        true,
      ),
    }),
  );
  const glints: string[] = [];
  for (let index = 0; index < 24; index += 1) {
    const x = rng.range(0, W);
    const y = rng.range(riverTop + 10, riverTop + 60);
    glints.push(`M${num(x)} ${num(y)}h${num(rng.range(20, 70))}`);
  }
  svg.add(
    path(glints.join(''), { stroke: lighten(light.sky[2], 0.4), 'stroke-width': 2, opacity: 0.5 }),
  );
  const near = ridge(rng, -40, W + 40, riverTop + 95, 20, 5);
  svg.add(path(areaBelow(near), { fill: tone('#a98a62', light, { shadow: 0.2 }) }));
  svg.add(
    pebbles(
      rng,
      120,
      riverTop + 100,
      H,
      tone('#cbb08a', light),
      tone('#7a6048', light, { shadow: 1 }),
    ),
  );
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** The Todra Gorges: sheer red walls, a strip of sky, a stream and a path at the bottom. */
export function gorgeScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const vpX = W * rng.range(0.42, 0.58);
  const floorY = H * rng.range(0.66, 0.72);
  drawSky(svg, light, rng, {
    horizon: floorY,
    sunX: vpX + rng.jitter(0, 80),
    sunR: 0.01,
    clouds: rng.int(0, 2),
  });
  const sunSide = rng.chance(0.5) ? -1 : 1;
  const rock = '#b0532f';
  const slabs = 4;
  for (let depth = slabs - 1; depth >= 0; depth -= 1) {
    for (const side of [-1, 1] as const) {
      const k = depth / (slabs - 1);
      const innerBottom = vpX + side * (30 + (1 - k) * (1 - k) * 520 + rng.range(0, 30));
      const innerTop = innerBottom + side * rng.range(10, 60) - side * (1 - k) * 80;
      const top = -20 + k * H * rng.range(0.05, 0.14);
      const bottom = floorY + (1 - k) * (H - floorY) * 0.9 + 10;
      const d = cliffSlab(svg, rng, light, {
        side,
        innerTop,
        innerBottom,
        top,
        bottom,
        rock,
        lit: side === sunSide,
        haze: k * 0.45,
        crest: k > 0 ? 40 : 0,
      });
      if (depth > 0) svg.add(path(d, { fill: light.haze, opacity: 0.08 * depth }));
    }
  }
  // Valley floor: gravel, the stream and the path beside it.
  const floorD = `M${num(vpX - 60)} ${num(floorY)}L${num(vpX + 60)} ${num(floorY)}L${W + 40} ${H + 2}L-40 ${H + 2}Z`;
  svg.add(
    path(floorD, {
      fill: svg.linear([
        [0, tone('#c9a27a', light, { depth: 0.4 })],
        [1, tone('#a57a56', light)],
      ]),
    }),
  );
  const sway = rng.jitter(0, 60);
  const stream = `M${num(vpX - 8)} ${num(floorY)}C${num(vpX - 40 + sway)} ${num(floorY + 60)} ${num(vpX + 120 + sway)} ${num(floorY + 130)} ${num(vpX + 40)} ${num(H + 2)}L${num(vpX + 300)} ${num(H + 2)}C${num(vpX + 200 + sway)} ${num(floorY + 140)} ${num(vpX + 10 + sway)} ${num(floorY + 50)} ${num(vpX + 10)} ${num(floorY)}Z`;
  svg.add(
    path(stream, {
      fill: svg.linear([
        [0, tone('#8fc7c0', light, { depth: 0.3 })],
        [1, tone('#3f8f8a', light)],
      ]),
    }),
  );
  const ripple: string[] = [];
  for (let index = 0; index < 18; index += 1) {
    const t = rng();
    const y = floorY + 20 + t * (H - floorY - 20);
    const x = vpX + 20 + t * 180 + sway * t + rng.jitter(0, 40 * t);
    ripple.push(`M${num(x)} ${num(y)}h${num(10 + t * 40)}`);
  }
  svg.add(path(ripple.join(''), { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.45 }));
  const trail = `M${num(vpX - 20)} ${num(floorY)}C${num(vpX - 60)} ${num(floorY + 80)} ${num(vpX - 220)} ${num(floorY + 150)} ${num(vpX - 330)} ${num(H + 2)}L${num(vpX - 120)} ${num(H + 2)}C${num(vpX - 100)} ${num(floorY + 150)} ${num(vpX - 30)} ${num(floorY + 80)} ${num(vpX - 10)} ${num(floorY)}Z`;
  svg.add(path(trail, { fill: tone('#e0c49a', light), opacity: 0.85 }));
  svg.add(
    pebbles(
      rng,
      140,
      floorY + 10,
      H,
      tone('#d8bc96', light),
      tone('#7a5a40', light, { shadow: 1 }),
      vpX - 600,
      vpX + 600,
    ),
  );
  // Oleanders and a palm or two at the foot of the walls.
  for (let index = 0; index < 8; index += 1) {
    const side = index % 2 === 0 ? -1 : 1;
    const t = rng();
    const x = vpX + side * (60 + t * 420);
    const y = floorY + 10 + t * 120;
    svg.add(
      roundTree(
        rng,
        x,
        y,
        10 + t * 30,
        {
          leaf: tone('#4f7a3a', light),
          trunk: tone('#5a4030', light),
          fruit: rng.chance(0.5) ? tone('#e87aa0', light) : undefined,
        },
        -sunSide,
        6 + t * 10,
      ),
    );
  }
  // Walkers on the path.
  const walkers = rng.int(2, 3);
  for (let index = 0; index < walkers; index += 1) {
    const t = 0.25 + index * 0.2 + rng.range(0, 0.1);
    const y = floorY + t * (H - floorY) * 0.8;
    const x = vpX - 20 - t * 250;
    svg.add(
      person({ x, y, s: 0.25 + t * 0.9, flip: rng.chance(0.5) }, 'hiker', {
        robe: tone(rng.pick(['#c0392b', '#2f5d9c', '#e0a030', '#3a7a4a']), light),
        pack: tone('#3a3a48', light),
        skin: tone('#c89070', light),
        scarf: tone('#5a3a2a', light),
      }),
    );
  }
  finish(svg, rng, 0, 0.4);
  return svg.render();
}

/** The Dades hairpins: a road folding back and forth up a red mountainside. */
export function mountainRoadScene(rng: Rng, light: Light): string {
  const { svg, horizon, shadowDir } = openDaylightScene(rng, light, {
    horizon: [0.24, 0.32],
    sunR: 36,
  });
  svg.add(
    mountainRange(svg, rng, light, {
      base: horizon + 40,
      top: [horizon - 110, horizon - 40],
      summits: 5,
      depth: 0.6,
      rock: '#9a6a5a',
      shadowDir,
    }).svg,
  );
  // The mountainside the road climbs.
  const slopeTop = horizon + rng.range(10, 40);
  const slope = rollingHills(svg, rng, light, {
    base: slopeTop + 60,
    floor: H,
    height: [20, 60],
    peaks: 3,
    depth: 0.15,
    color: '#b8653e',
    sunSide: shadowDir > 0 ? -1 : 1,
    stones: 150,
    bushes: 40,
    bush: '#5f6a34',
  });
  svg.add(slope.svg);
  // The hairpins: legs swing left and right, growing as they come nearer.
  const legs = rng.int(6, 8);
  const cx = W / 2 + rng.jitter(0, 60);
  let y = slopeTop + 90;
  const road: { d: string; w: number }[] = [];
  let prevX = cx + rng.jitter(0, 40);
  let dir = rng.chance(0.5) ? 1 : -1;
  let gap = 26;
  for (let index = 0; index < legs; index += 1) {
    const half = 80 + index * 38;
    const endX = cx + dir * half;
    const w = 6 + index * 3.6;
    const nextY = y + gap;
    const r = gap / 2;
    const dx = endX - prevX;
    road.push({
      d:
        `M${num(prevX)} ${num(y)}C${num(prevX + dx * 0.35)} ${num(y + gap * 0.3)} ${num(prevX + dx * 0.7)} ${num(y - gap * 0.1)} ${num(endX)} ${num(y + gap * 0.15)}` +
        `A${num(r)} ${num(r * 0.85)} 0 0 ${dir > 0 ? 1 : 0} ${num(endX)} ${num(nextY)}`,
      w,
    });
    prevX = endX;
    dir = -dir;
    y = nextY;
    gap *= 1.32;
  }
  road.push({
    d: `M${num(prevX)} ${num(y)}L${num(cx + dir * 40)} ${num(H + 40)}`,
    w: 6 + legs * 3.6,
  });
  for (const leg of road)
    svg.add(
      path(leg.d, {
        stroke: tone('#6a3420', light, { shadow: 1 }),
        'stroke-width': leg.w * 1.5,
        fill: 'none',
        'stroke-linecap': 'round',
        transform: `translate(0 ${num(leg.w * 0.55)})`,
        opacity: 0.6,
      }),
    );
  for (const leg of road)
    svg.add(
      path(leg.d, {
        stroke: tone('#d9b58a', light),
        'stroke-width': leg.w * 1.6,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    );
  for (const leg of road)
    svg.add(
      path(leg.d, {
        stroke: tone('#4a4448', light),
        'stroke-width': leg.w,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    );
  for (const leg of road)
    svg.add(
      path(leg.d, {
        stroke: '#f4efe2',
        'stroke-width': Math.max(0.8, leg.w * 0.07),
        fill: 'none',
        'stroke-dasharray': `${num(leg.w * 0.8)} ${num(leg.w * 0.9)}`,
        opacity: 0.8,
      }),
    );
  // A couple of vehicles on the road.
  for (let index = 0; index < 2; index += 1) {
    const leg = rng.int(2, legs - 1);
    const size = 6 + leg * 3.6;
    const match = /M([\d.-]+) ([\d.-]+)C[\d. -]+ [\d. -]+ ([\d.-]+) ([\d.-]+)A/.exec(road[leg]!.d);
    if (!match) continue;
    const t = rng.range(0.2, 0.8);
    const vx = Number(match[1]) + (Number(match[3]) - Number(match[1])) * t;
    const vy = Number(match[2]) + (Number(match[4]) - Number(match[2])) * t;
    svg.add(
      rect(vx - size * 0.9, vy - size * 0.75, size * 1.8, size * 0.8, {
        rx: size * 0.2,
        fill: tone(rng.pick(['#f2f2f2', '#c0392b', '#2f5d9c']), light),
      }),
      rect(vx - size * 0.6, vy - size * 1.15, size * 1.1, size * 0.45, {
        rx: size * 0.15,
        fill: tone('#3a4a5a', light),
      }),
    );
  }
  // Red cliffs of the gorge framing the road on both sides.
  for (const side of [-1, 1] as const) {
    for (let layer = 0; layer < 2; layer += 1) {
      const innerBottom = W / 2 + side * (layer === 0 ? rng.range(430, 500) : rng.range(560, 660));
      cliffSlab(svg, rng, light, {
        side,
        innerTop: innerBottom + side * rng.range(40, 160),
        innerBottom,
        top: H * (layer === 0 ? rng.range(0.3, 0.42) : rng.range(0.5, 0.62)),
        bottom: H + 20,
        rock: '#a8502e',
        lit: side === -shadowDir,
        haze: layer === 0 ? 0.2 : 0,
        crest: 50,
      });
    }
  }
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** Toubkal's summit: the metal pyramid, hikers, and a sea of peaks and valley cloud below. */
export function summitScene(rng: Rng, light: Light): string {
  const { svg, horizon, shadowDir } = openDaylightScene(rng, light, {
    horizon: [0.38, 0.46],
    sunR: 40,
    clouds: [0, 2],
  });
  const ranges = [
    { base: horizon + 40, top: [horizon - 50, horizon - 5], depth: 0.85, snow: 30 },
    { base: horizon + 140, top: [horizon - 20, horizon + 50], depth: 0.62, snow: 50 },
    { base: horizon + 260, top: [horizon + 40, horizon + 130], depth: 0.4, snow: 60 },
  ] as const;
  ranges.forEach((range, index) => {
    svg.add(
      mountainRange(svg, rng, light, { ...range, summits: 6 - index, rock: '#6f6470', shadowDir })
        .svg,
    );
    // Cloud lying in the valleys.
    const cloudY = range.base - 10;
    const puffs: string[] = [];
    for (let k = 0; k < 8; k += 1)
      puffs.push(
        roundBlob(
          rng,
          rng.range(-100, W + 100),
          cloudY + rng.jitter(0, 10),
          rng.range(120, 300),
          rng.range(14, 30),
          0.2,
          8,
          true,
        ),
      );
    svg.add(
      path(puffs.join(''), {
        fill: tone('#ffffff', light, { depth: 0.5 }),
        opacity: 0.55 - index * 0.1,
      }),
    );
  });
  // The summit ridge in the foreground.
  const peakX = W * rng.range(0.35, 0.65);
  const summitY = H * rng.range(0.62, 0.7);
  const ground: Pt[] = [];
  for (let x = -40; x <= W + 40; x += 20) {
    const u = (x - peakX) / (W * 0.6);
    ground.push([x, summitY + u * u * H * 0.5 + rng.jitter(0, 6)]);
  }
  const groundD = areaBelow(ground);
  const rock = '#6a5a52';
  svg.add(
    path(groundD, {
      fill: svg.linear(
        [
          [0, tone(lighten(rock, 0.15), light)],
          [1, tone(rock, light, { shadow: 0.6 })],
        ],
        0,
        summitY,
        0,
        H,
        true,
      ),
    }),
  );
  const snow: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const x = rng.range(0, W);
    snow.push(
      roundBlob(
        rng,
        x,
        yAt(ground, x) + rng.range(30, 260),
        rng.range(30, 110),
        rng.range(8, 22),
        0.3,
        8,
      ),
    );
  }
  svg.add(
    group(
      [
        path(snow.join(''), { fill: tone('#f4f6fb', light) }),
        pebbles(
          rng,
          160,
          summitY,
          H,
          tone('#9a8a80', light),
          tone('#3a302c', light, { shadow: 1 }),
        ),
      ],
      { 'clip-path': svg.clip(path(groundD)) },
    ),
  );
  // The metal pyramid that marks the top.
  const baseY = yAt(ground, peakX) + 8;
  const ph = rng.range(250, 320);
  const pw = ph * 0.42;
  const apex: Pt = [peakX, baseY - ph];
  const metal = tone('#3c3a40', light);
  const legs: Pt[] = [
    [peakX - pw, baseY],
    [peakX + pw, baseY + 6],
    [peakX + pw * 0.25, baseY - 16],
  ];
  const bars: string[] = [];
  for (const t of [0.3, 0.58, 0.8]) {
    const at = (p: Pt): Pt => [p[0] + (apex[0] - p[0]) * t, p[1] + (apex[1] - p[1]) * t];
    const [a, b, c] = legs.map(at) as [Pt, Pt, Pt];
    bars.push(polyline([a, b]), polyline([a, c]), polyline([c, b]));
  }
  const lower = legs.map(
    (p) => [p[0] + (apex[0] - p[0]) * 0.3, p[1] + (apex[1] - p[1]) * 0.3] as Pt,
  );
  bars.push(polyline([legs[0]!, lower[1]!]), polyline([legs[1]!, lower[0]!]));
  svg.add(
    path(polyline([legs[2]!, apex]), {
      stroke: lighten(metal, 0.2),
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
    path(bars.join(''), {
      stroke: metal,
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    path(polyline([legs[0]!, apex, legs[1]!]), {
      stroke: metal,
      'stroke-width': 9,
      fill: 'none',
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    path(polyline([legs[0]!, apex]), {
      stroke: tone('#b0a8a0', light),
      'stroke-width': 2.5,
      fill: 'none',
      opacity: 0.6,
    }),
  );
  // Hikers beside it.
  const jackets = ['#d6452b', '#2f6fb0', '#f0b429', '#3f8a4a', '#8a3fa0'];
  const count = rng.int(2, 4);
  for (let index = 0; index < count; index += 1) {
    const side = index % 2 === 0 ? 1 : -1;
    const x = peakX + side * (pw + 60 + Math.floor(index / 2) * 110 + rng.range(0, 40));
    const y = yAt(ground, x) + 16 + index * 8;
    const pose = index === 0 ? 'raise' : 'hiker';
    svg.add(
      person({ x, y, s: rng.range(1.6, 1.9), flip: x > peakX }, pose, {
        robe: tone(rng.pick(jackets), light),
        pack: tone(rng.pick(['#3a3a48', '#7a2a2a', '#2a4a3a']), light),
        skin: tone('#d09a78', light),
        scarf: tone(rng.pick(['#2a2a2a', '#c0392b', '#f4f4f4']), light),
        prop: '#6a6a6a',
      }),
    );
  }
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** Imlil: snowy High Atlas peaks, terraced fields and a flat-roofed Berber village. */
export function mountainsScene(rng: Rng, light: Light): string {
  const { svg, horizon, shadowDir } = openDaylightScene(rng, light, {
    horizon: [0.42, 0.5],
    sunR: 40,
  });
  svg.add(
    mountainRange(svg, rng, light, {
      base: horizon + 300,
      top: [H * 0.08, H * 0.2],
      summits: rng.int(3, 4),
      depth: 0.5,
      rock: '#7a6a72',
      snow: rng.range(110, 170),
      shadowDir,
      jag: 40,
    }).svg,
  );
  svg.add(horizonHaze(svg, light, horizon + 90, 60, 0.35));
  // Two valley sides meeting low in the picture.
  const vx = W * rng.range(0.35, 0.65);
  const sides: string[] = [];
  for (const side of [-1, 1]) {
    const pts: Pt[] = ridge(
      rng,
      vx,
      side < 0 ? -40 : W + 40,
      horizon + 120,
      50,
      5,
      0.5,
      [0, 0],
    ).map(([x, y]) => [x, y - Math.abs(x - vx) * rng.range(0.18, 0.26) + 160] as Pt);
    const d = `${polyline(pts)}L${side < 0 ? -40 : W + 40} ${H + 2}L${num(vx)} ${H + 2}Z`;
    sides.push(d);
    const lit = side === -shadowDir ? 0 : 0.6;
    svg.add(
      path(d, {
        fill: svg.linear([
          [0, tone('#8a7a4a', light, { depth: 0.3, shadow: lit })],
          [1, tone('#6a6a34', light, { shadow: lit })],
        ]),
      }),
    );
  }
  const slopeTop = horizon + 60;
  svg.add(
    terraces(
      svg,
      rng,
      light,
      sides.join(''),
      slopeTop + 120,
      H,
      ['#7f9a3e', '#a4b04a', '#c9b46a', '#6f8f3a', '#b89a5a'],
      0.35,
    ),
  );
  // The village on one slope.
  const villageSide = rng.chance(0.5) ? -1 : 1;
  const v0 = villageSide < 0 ? W * 0.05 : vx + 60;
  const v1 = villageSide < 0 ? vx - 60 : W * 0.95;
  const ground: Pt[] = [];
  for (let x = -40; x <= W + 40; x += 40)
    ground.push([x, slopeTop + 150 + Math.abs(x - vx) * 0.08]);
  svg.add(
    village(rng, light, ground, v0, v1, {
      count: 34,
      size: 40,
      wall: '#b8764a',
      depth: 0.25,
      side: shadowDir,
      trees: '#5a7a30',
      minaret: true,
    }),
  );
  // Walnut trees on the terraces below.
  const trees: { y: number; svg: string }[] = [];
  for (let index = 0; index < 12; index += 1) {
    const x = rng.range(0, W);
    const y = rng.range(H * 0.78, H * 1.02);
    trees.push({
      y,
      svg: roundTree(
        rng,
        x,
        y,
        rng.range(30, 60),
        { leaf: tone('#4f7a2e', light), trunk: tone('#5a4030', light) },
        -shadowDir,
        20,
      ),
    });
  }
  for (let index = 0; index < 4; index += 1) {
    const x = rng.range(0, W);
    const y = rng.range(H * 0.75, H * 0.95);
    trees.push({ y, svg: cypress(rng, x, y, rng.range(80, 140), tone('#3f6a34', light)) });
  }
  trees.sort((a, b) => a.y - b.y).forEach((item) => svg.add(item.svg));
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** A mule with bags and its muleteer on the rocky Mizane valley trail. */
export function muleTrailScene(rng: Rng, light: Light): string {
  const { svg, horizon, shadowDir } = openDaylightScene(rng, light, {
    horizon: [0.4, 0.48],
    sunR: 36,
    clouds: [1, 2],
  });
  svg.add(
    mountainRange(svg, rng, light, {
      base: horizon + 300,
      top: [H * 0.1, H * 0.25],
      summits: 3,
      depth: 0.55,
      rock: '#7a6e78',
      snow: 120,
      shadowDir,
    }).svg,
  );
  const vx = W * rng.range(0.4, 0.6);
  // The valley walls: nearer, bare ridges rising to either side of the trail.
  for (let index = 0; index < 2; index += 1) {
    const spread = 300 + index * 250;
    const peaks: Pt[] = [
      [vx - spread - rng.range(100, 300), horizon - rng.range(0, 80) + index * 120],
      [vx + spread + rng.range(100, 300), horizon - rng.range(0, 80) + index * 120],
    ];
    svg.add(
      mountainRange(svg, rng, light, {
        base: horizon + 280 + index * 40,
        top: [horizon - 80, horizon + 120],
        summits: 2,
        peaks,
        depth: 0.4 - index * 0.2,
        rock: index === 0 ? '#7f6a60' : '#8a7262',
        shadowDir,
        jag: 30,
      }).svg,
    );
  }
  // Slopes of scree and juniper, the trail zigzagging up through them.
  const slope = rollingHills(svg, rng, light, {
    base: horizon + 240,
    floor: H,
    height: [30, 90],
    peaks: 3,
    depth: 0.1,
    color: '#9a8268',
    sunSide: shadowDir > 0 ? -1 : 1,
    stones: 200,
    bushes: 30,
    bush: '#4a5a34',
  });
  svg.add(slope.svg);
  const trailPts: Pt[] = [
    [vx, horizon + 200],
    [vx + 160, horizon + 250],
    [vx - 120, horizon + 320],
    [vx + 240, horizon + 420],
    [vx - 60, horizon + 560],
    [vx + 80, H + 40],
  ];
  const trail = spline(trailPts.map(([x, y]) => [Math.min(W, Math.max(0, x)), y] as Pt));
  svg.add(
    path(trail, {
      stroke: tone('#d8c09a', light),
      'stroke-width': 46,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.9,
    }),
    path(trail, {
      stroke: tone('#c4a880', light),
      'stroke-width': 18,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-dasharray': '6 22',
    }),
  );
  for (let index = 0; index < 6; index += 1) {
    const x = rng.range(0, W);
    const y = rng.range(horizon + 300, H);
    svg.add(
      roundTree(
        rng,
        x,
        y,
        20 + ((y - horizon) / H) * 50,
        { leaf: tone('#3f5a30', light), trunk: tone('#4a3a2a', light) },
        -shadowDir,
        10,
      ),
    );
  }
  // Boulders.
  for (let index = 0; index < 7; index += 1) {
    const x = rng.range(-40, W + 40);
    const y = rng.range(H * 0.75, H + 20);
    const r = rng.range(30, 80);
    const d = roundBlob(rng, x, y, r * 1.3, r, 0.15, 8, true);
    svg.add(
      path(d, {
        fill: svg.linear(
          [
            [0, tone('#b8a898', light)],
            [1, tone('#6a5a50', light, { shadow: 1 })],
          ],
          shadowDir > 0 ? 0 : 1,
          0,
          shadowDir > 0 ? 1 : 0,
          1,
        ),
      }),
    );
  }
  const muleX = vx + rng.jitter(0, 120);
  const muleY = horizon + 520;
  const flip = rng.chance(0.5);
  const bags = [tone('#b83a2a', light), tone('#2f5d9c', light), tone('#e0a030', light)];
  svg.add(
    mule({ x: muleX, y: muleY, s: 2.7, flip }, tone('#6a4a3a', light), bags),
    person({ x: muleX + (flip ? 1 : -1) * 230, y: muleY + 12, s: 2.1, flip }, 'walk', {
      robe: tone(rng.pick(['#5a4a3a', '#2f4f6a', '#7a6a5a']), light),
      scarf: tone('#e8e0d0', light),
      skin: tone('#8a5a3c', light),
    }),
  );
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** The stone Toubkal refuge on a snowy slope in spring, peaks behind. */
export function refugeScene(rng: Rng, light: Light): string {
  const { svg, horizon, shadowDir } = openDaylightScene(rng, light, {
    horizon: [0.5, 0.56],
    sunR: 36,
  });
  svg.add(
    mountainRange(svg, rng, light, {
      base: horizon + 40,
      top: [H * 0.08, H * 0.22],
      summits: 4,
      depth: 0.35,
      rock: '#5f5660',
      snow: 260,
      shadowDir,
      jag: 50,
    }).svg,
  );
  const sunSide = shadowDir > 0 ? -1 : 1;
  const slope1 = rollingHills(svg, rng, light, {
    base: horizon + 120,
    floor: horizon + 260,
    height: [40, 110],
    peaks: 3,
    depth: 0.2,
    color: '#e9edf5',
    sunSide,
    stones: 40,
  });
  svg.add(slope1.svg);
  // The refuge: a long stone building with a pitched roof and a smaller annex.
  const bx = W * rng.range(0.3, 0.55);
  const by = horizon + 230;
  const bw = rng.range(300, 380);
  const bh = 120;
  const stone = tone('#9a8a7a', light);
  const stoneDark = tone('#6a5a4e', light, { shadow: 1 });
  const stones: string[] = [];
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 14; col += 1) {
      stones.push(
        rect(
          col * 24 + (row % 2) * 12 + rng.jitter(0, 2),
          row * 15,
          rng.range(16, 22),
          rng.range(9, 12),
          { rx: 3 },
        ),
      );
    }
  }
  const masonry = svg.pattern(
    336,
    120,
    rect(0, 0, 336, 120, { fill: stoneDark }) + group(stones, { fill: stone }),
  );
  const side = bw * 0.3;
  svg.add(
    path(
      `M${num(bx + bw)} ${num(by)}L${num(bx + bw + side)} ${num(by - 30)}L${num(bx + bw + side)} ${num(by - bh - 30)}L${num(bx + bw)} ${num(by - bh)}Z`,
      { fill: masonry },
    ),
    path(
      `M${num(bx + bw)} ${num(by)}L${num(bx + bw + side)} ${num(by - 30)}L${num(bx + bw + side)} ${num(by - bh - 30)}L${num(bx + bw)} ${num(by - bh)}Z`,
      { fill: light.shade, opacity: 0.35 },
    ),
    rect(bx, by - bh, bw, bh, { fill: masonry }),
    path(
      `M${num(bx - 14)} ${num(by - bh + 4)}L${num(bx + side * 0.5)} ${num(by - bh - 70)}L${num(bx + bw + side * 0.5)} ${num(by - bh - 100)}L${num(bx + bw + side + 12)} ${num(by - bh - 26)}L${num(bx + bw)} ${num(by - bh + 4)}Z`,
      { fill: tone('#7a2f2a', light) },
    ),
    path(
      `M${num(bx - 14)} ${num(by - bh + 4)}L${num(bx + side * 0.5)} ${num(by - bh - 70)}L${num(bx + bw + side * 0.5)} ${num(by - bh - 100)}L${num(bx + bw)} ${num(by - bh + 4)}Z`,
      { fill: tone('#f2f4f8', light), opacity: 0.85 },
    ),
  );
  const windows: string[] = [];
  for (let k = 0; k < Math.floor(bw / 55); k += 1) {
    windows.push(
      rect(bx + 24 + k * 55, by - bh + 24, 22, 28, { rx: 2 }),
      rect(bx + 24 + k * 55, by - bh + 72, 22, 28, { rx: 2 }),
    );
  }
  svg.add(
    group(windows, {
      fill: tone('#2a3040', light),
      stroke: tone('#d8d0c4', light),
      'stroke-width': 3,
    }),
    rect(bx + bw * 0.45, by - 52, 34, 52, { fill: tone('#5a3a24', light) }),
  );
  const slope2 = rollingHills(svg, rng, light, {
    base: horizon + 300,
    floor: H,
    height: [50, 120],
    peaks: 2,
    depth: 0,
    color: '#eef1f7',
    sunSide,
    stones: 30,
  });
  svg.add(slope2.svg);
  // Rocks poking through the snow and a line of footprints.
  svg.add(
    pebbles(
      rng,
      40,
      horizon + 280,
      H,
      tone('#7a6a60', light),
      tone('#3a302c', light, { shadow: 1 }),
    ),
  );
  const steps: string[] = [];
  for (let k = 0; k < 26; k += 1) {
    const t = k / 25;
    const x = bx + bw * 0.5 + Math.sin(t * 3) * 160 + (k % 2) * 10;
    const y = by + 30 + t * (H - by);
    steps.push(el('ellipse', { cx: x, cy: y, rx: 3 + t * 8, ry: 1.5 + t * 3 }));
  }
  svg.add(group(steps, { fill: tone('#9aa8c8', light, { shadow: 0.5 }), opacity: 0.7 }));
  for (let index = 0; index < 2; index += 1) {
    const x = bx + bw * 0.5 + rng.jitter(0, 220);
    const y = by + 60 + index * 90;
    svg.add(
      person({ x, y, s: 0.5 + index * 0.35, flip: rng.chance(0.5) }, 'hiker', {
        robe: tone(rng.pick(['#d6452b', '#2f6fb0', '#f0b429']), light),
        pack: tone('#3a3a48', light),
        skin: tone('#d09a78', light),
        scarf: tone('#2a2a2a', light),
      }),
    );
  }
  finish(svg, rng, 0, 0.3);
  return svg.render();
}
