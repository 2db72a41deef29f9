/**
 * Desert scenes: Erg Chebbi dunes with a caravan, the desert camp at night, the stony Agafay,
 * a camel ride, dinner under a Berber tent and music around a campfire.
 */
import { camel, lantern, person, tagine } from './figures';
import type { Light } from './light';
import { drawSky, finish, glow, horizonHaze, tone } from './light';
import type { Rng } from './prng';
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
  rect,
  ridge,
  yAt,
} from './svg';
import { bumpLayer, mountainRange, rollingHills } from './landscape';
import type { Layer } from './landscape';

/** Erg Chebbi dunes with a camel caravan on a crest. */
export function dunesScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const horizon = H * rng.range(0.46, 0.56);
  const sunLeft = rng.chance(0.5);
  const sunX = sunLeft ? rng.range(W * 0.14, W * 0.38) : rng.range(W * 0.62, W * 0.86);
  drawSky(svg, light, rng, { horizon, sunX, sunR: 48, clouds: rng.int(1, 3) });
  const shadowDir = sunLeft ? 1 : -1;
  const specs = [
    { base: horizon + 12, floor: horizon + 80, height: [10, 38], peaks: 8, depth: 0.85 },
    { base: horizon + 80, floor: horizon + 200, height: [30, 90], peaks: 6, depth: 0.6 },
    { base: horizon + 200, floor: horizon + 360, height: [70, 170], peaks: 4, depth: 0.35 },
    { base: horizon + 360, floor: H + 90, height: [120, 260], peaks: 3, depth: 0.15, ripples: 14 },
    { base: H + 90, floor: H + 90, height: [170, 330], peaks: 2, depth: 0, ripples: 26 },
  ] as const;
  const layers = specs.map((spec) => bumpLayer(svg, rng, light, { ...spec, shadowDir }));
  // The caravan walks along the crest of the second or third layer, hidden by nearer ones.
  const onLayer = rng.pick([1, 2, 2]);
  const layer = layers[onLayer]!;
  const scale = onLayer === 1 ? rng.range(0.28, 0.36) : rng.range(0.5, 0.7);
  const count = rng.int(4, 7);
  const flip = rng.chance(0.5);
  const dir = flip ? -1 : 1;
  const startX = rng.range(W * 0.3, W * 0.6) - ((count - 1) * 112 * scale * dir) / 2;
  const spacing = 112 * scale;
  const silhouette =
    light.sunHeight < 0.3 ? darken(tone('#3a2418', light), 0.35) : tone('#6a4428', light);
  const caravan: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = startX + index * spacing * dir;
    caravan.push(
      camel(
        { x: x - 60 * scale * dir, y: yAt(layer.ridge, x) + 5 * scale, s: scale, flip },
        silhouette,
        {
          rider: index > 0 && rng.chance(0.7) ? silhouette : undefined,
          phase: rng(),
        },
      ),
    );
  }
  const leadX = startX + count * spacing * dir;
  caravan.push(
    person({ x: leadX, y: yAt(layer.ridge, leadX) + 3 * scale, s: scale * 0.7, flip }, 'walk', {
      robe: silhouette,
      skin: silhouette,
    }),
  );
  layers.forEach((item, index) => {
    svg.add(item.svg);
    if (index === 0) svg.add(horizonHaze(svg, light, horizon + 5, 30, 0.35));
    if (index === onLayer) svg.add(group(caravan));
  });
  finish(svg, rng, 0, 0.3);
  return svg.render();
}

function duneSpecs(horizon: number, front = H + 90) {
  return [
    { base: horizon + 12, floor: horizon + 80, height: [10, 38], peaks: 8, depth: 0.85 },
    { base: horizon + 80, floor: horizon + 200, height: [30, 90], peaks: 6, depth: 0.6 },
    { base: horizon + 200, floor: front, height: [70, 170], peaks: 4, depth: 0.35 },
  ] as const;
}

/** A camp tent, about 200 units wide, base centre at 0,0: a sloping roof, low walls, a glowing door. */
function tent(
  svg: Svg,
  x: number,
  y: number,
  s: number,
  colors: { roof: string; wall: string; stripe: string; door: string },
): string {
  const roofShade = darken(colors.roof, 0.18);
  return group(
    [
      path('M-100 -26L-132 4M100 -26L132 4M-60 -70L-150 2M60 -70L150 2', {
        stroke: darken(colors.roof, 0.35),
        'stroke-width': 1.5,
        opacity: 0.7,
      }),
      rect(-90, -27, 180, 27, { fill: colors.wall }),
      path('M-90 -10L90 -10', { stroke: colors.stripe, 'stroke-width': 3, opacity: 0.8 }),
      path('M-108 -24Q-80 -52 -46 -74Q0 -80 46 -74Q80 -52 108 -24Q0 -34 -108 -24Z', {
        fill: colors.roof,
      }),
      path('M0 -78Q40 -78 46 -74Q80 -52 108 -24Q60 -30 0 -31Z', { fill: roofShade }),
      path('M-108 -24Q0 -34 108 -24', { stroke: colors.stripe, 'stroke-width': 3, fill: 'none' }),
      path('M-60 -58Q0 -66 60 -58M-84 -40Q0 -50 84 -40', {
        stroke: colors.stripe,
        'stroke-width': 2,
        fill: 'none',
        opacity: 0.45,
      }),
      path('M0 -78L0 -92', { stroke: darken(colors.roof, 0.4), 'stroke-width': 3 }),
      path('M-17 0L-17 -22Q0 -34 17 -22L17 0Z', {
        fill: svg.linear([
          [0, '#ffe9ac'],
          [1, colors.door],
        ]),
      }),
    ],
    { transform: `translate(${num(x)} ${num(y)}) scale(${s.toFixed(3)})` },
  );
}

/** The Erg Chebbi camp at dusk or night: tents with glowing doors and lanterns in the dunes. */
export function desertCampScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const horizon = H * rng.range(0.5, 0.58);
  drawSky(svg, light, rng, {
    horizon,
    sunX: rng.range(W * 0.2, W * 0.8),
    moon: true,
    clouds: rng.int(0, 2),
  });
  const shadowDir = rng.chance(0.5) ? 1 : -1;
  const campY = horizon + rng.range(230, 290);
  const specs = duneSpecs(horizon, campY + 40);
  for (const spec of specs) svg.add(bumpLayer(svg, rng, light, { ...spec, shadowDir }).svg);
  // Flat ground of the camp, warm with lantern light.
  const ground = ridge(rng, -40, W + 40, campY - 30, 20, 4);
  svg.add(
    path(areaBelow(ground), {
      fill: svg.linear([
        [0, tone('#b9825a', light)],
        [1, tone('#8a5a3a', light, { shadow: 1 })],
      ]),
    }),
  );
  const warm = '#ffb35c';
  const cx = W * rng.range(0.4, 0.6);
  svg.add(
    el('ellipse', {
      cx,
      cy: campY + 40,
      rx: W * 0.55,
      ry: 190,
      fill: svg.radialEllipse(
        [
          [0, warm, 0.55],
          [0.5, warm, 0.2],
          [1, warm, 0],
        ],
        cx,
        campY + 40,
        W * 0.55,
        190,
      ),
    }),
  );
  const palette = [
    { roof: '#2b1d18', wall: '#6b3a2a', stripe: '#d9a441', door: '#f08a2c' },
    { roof: '#efe4cf', wall: '#e6d5b8', stripe: '#b5532e', door: '#f39a3a' },
  ];
  const style = rng.pick(palette);
  const lit = (c: string): string => mix(tone(c, light), c, 0.45);
  const colors = {
    roof: lit(style.roof),
    wall: lit(style.wall),
    stripe: style.stripe,
    door: style.door,
  };
  const tents: { y: number; svg: string }[] = [];
  const back = rng.int(4, 6);
  for (let index = 0; index < back; index += 1) {
    const x = cx + (index - (back - 1) / 2) * rng.range(190, 230);
    tents.push({ y: campY - 30, svg: tent(svg, x, campY - 30 + rng.jitter(0, 6), 0.75, colors) });
  }
  for (const side of [-1, 1]) {
    for (let index = 0; index < 2; index += 1) {
      const x = cx + side * (back * 105 + 120 + index * 170);
      const y = campY + 40 + index * 90;
      tents.push({ y, svg: tent(svg, x, y, 1 + index * 0.3, colors) });
    }
  }
  tents.sort((a, b) => a.y - b.y).forEach((item) => svg.add(item.svg));
  // Carpets and a fire pit in the middle of the camp.
  const carpet = (x: number, y: number, w: number, h: number, c: string): string =>
    group([
      path(
        `M${num(x - w / 2)} ${num(y)}L${num(x + w / 2)} ${num(y)}L${num(x + w / 2 + h * 0.4)} ${num(y + h)}L${num(x - w / 2 - h * 0.4)} ${num(y + h)}Z`,
        { fill: tone(c, light) },
      ),
      path(
        `M${num(x - w / 2 + 8)} ${num(y + 5)}L${num(x + w / 2 - 8)} ${num(y + 5)}L${num(x + w / 2 + h * 0.4 - 10)} ${num(y + h - 5)}L${num(x - w / 2 - h * 0.4 + 10)} ${num(y + h - 5)}Z`,
        { fill: 'none', stroke: lighten(c, 0.35), 'stroke-width': 3, opacity: 0.6 },
      ),
    ]);
  svg.add(
    carpet(cx - 260, campY + 30, 200, 60, '#9c2f2a'),
    carpet(cx + 250, campY + 40, 180, 55, '#7a2f5a'),
  );
  const fireY = campY + 110;
  svg.add(glow(svg, cx, fireY - 20, 260, '#ff9a3c', 0.7));
  svg.add(flames(cx, fireY, 0.9));
  // Lanterns on posts along the paths.
  for (let index = 0; index < 8; index += 1) {
    const side = index % 2 === 0 ? -1 : 1;
    const k = Math.floor(index / 2);
    const x = cx + side * (160 + k * 150);
    const y = campY + 20 + k * 55;
    const s = 0.8 + k * 0.25;
    svg.add(
      path(`M${num(x)} ${num(y)}L${num(x)} ${num(y - 60 * s)}`, {
        stroke: '#2a1a12',
        'stroke-width': 3 * s,
      }),
      glow(svg, x, y - 66 * s, 70 * s, '#ffc065', 0.8),
      el('ellipse', { cx: x, cy: y - 66 * s, rx: 6 * s, ry: 9 * s, fill: '#fff0c0' }),
    );
  }
  // A dark dune shoulder in the foreground frames the camp.
  const front = ridge(rng, -40, W + 40, H - 40, 60, 5);
  svg.add(path(areaBelow(front), { fill: tone('#7a4a30', light, { shadow: 0.8 }) }));
  finish(svg, rng, 0, 0.45);
  return svg.render();
}

/** Three layers of flame with a few sparks; base centre at x, y. */
function flames(x: number, y: number, s: number): string {
  const flame = (w: number, h: number, lean: number): string =>
    `M${-w} 0C${-w} ${-h * 0.4} ${-w * 0.3 + lean} ${-h * 0.6} ${lean} ${-h}C${w * 0.2 + lean} ${-h * 0.6} ${w} ${-h * 0.4} ${w} 0Z`;
  return group(
    [
      path('M-46 6L44 -6M-40 -8L46 8', {
        stroke: '#3a2014',
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }),
      path(flame(34, 110, 8), { fill: '#e2452a' }),
      path(flame(24, 84, -6), { fill: '#f7902e' }),
      path(flame(13, 52, 3), { fill: '#ffe08a' }),
      path('M-20 -130l3 -3M16 -150l3 -3M30 -118l2 -2M-8 -170l2 -2', {
        stroke: '#ffc46a',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    ],
    { transform: `translate(${num(x)} ${num(y)}) scale(${s.toFixed(3)})` },
  );
}

/** Agafay: the stony hills, the sun going down, the snowy High Atlas far away. */
function agafayBackdrop(
  svg: Svg,
  rng: Rng,
  light: Light,
  horizon: number,
): { hills: Layer[]; sunX: number } {
  const sunX = rng.range(W * 0.15, W * 0.85);
  drawSky(svg, light, rng, { horizon, sunX, sunR: 44, clouds: rng.int(1, 3) });
  const shadowDir = sunX < W / 2 ? 1 : -1;
  svg.add(
    mountainRange(svg, rng, light, {
      base: horizon + 10,
      top: [horizon - 150, horizon - 70],
      summits: rng.int(5, 7),
      depth: 0.8,
      rock: '#7d6a7a',
      snow: 40,
      shadowDir,
    }).svg,
  );
  svg.add(horizonHaze(svg, light, horizon + 6, 24, 0.5));
  const stone = '#c8865a';
  const sunSide = sunX < W / 2 ? -1 : 1;
  const specs = [
    {
      base: horizon + 24,
      floor: horizon + 90,
      height: [8, 24],
      peaks: 8,
      depth: 0.62,
      stones: 0,
      bushes: 0,
    },
    {
      base: horizon + 90,
      floor: horizon + 200,
      height: [30, 80],
      peaks: 5,
      depth: 0.42,
      stones: 70,
      bushes: 16,
    },
    {
      base: horizon + 200,
      floor: horizon + 330,
      height: [60, 140],
      peaks: 4,
      depth: 0.22,
      stones: 140,
      bushes: 24,
    },
    { base: H - 40, floor: H + 40, height: [60, 160], peaks: 3, depth: 0, stones: 240, bushes: 24 },
  ] as const;
  const hills: Layer[] = specs.map((spec, index) =>
    rollingHills(svg, rng, light, {
      ...spec,
      sunSide,
      color: mix(stone, index % 2 ? '#d9a878' : '#b46e48', 0.45),
      bush: '#6d6b3a',
    }),
  );
  return { hills, sunX };
}

export function stoneDesertScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const horizon = H * rng.range(0.5, 0.58);
  const { hills } = agafayBackdrop(svg, rng, light, horizon);
  hills.forEach((layer) => svg.add(layer.svg));
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** A line of camels with riders crossing the Agafay hills in low, golden light. */
export function camelRideScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const horizon = H * rng.range(0.42, 0.5);
  const { hills, sunX } = agafayBackdrop(svg, rng, light, horizon);
  const on = hills[2]!;
  const flip = rng.chance(0.5);
  const dir = flip ? -1 : 1;
  const scale = rng.range(1.7, 2.1);
  const count = rng.int(4, 6);
  const spacing = 125 * scale;
  const start = W / 2 - ((count - 1) * spacing * dir) / 2 + rng.jitter(0, 120);
  const shadowK = sunX < W / 2 ? -2.4 : 2.4;
  const riders = ['#2f5d9c', '#b8322b', '#e0b84a', '#f2ede2', '#4b7a3c', '#7a3b6a'];
  const camels: string[] = [];
  const shadows: string[] = [];
  const hide = tone('#a8703f', light);
  const ground = tone('#3a2418', light, { shadow: 1 });
  for (let index = 0; index < count; index += 1) {
    const x = start + index * spacing * dir;
    const y = yAt(on.ridge, x) + 40;
    const at = { x: x - 60 * scale * dir, y, s: scale, flip };
    const rider = index === 0 ? undefined : rng.pick(riders);
    shadows.push(
      group(camel(at, ground, { rider: rider ? ground : undefined }), {
        transform: `translate(0 ${num(y)}) matrix(1 0 ${shadowK.toFixed(2)} -0.18 0 0) translate(0 ${num(-y)})`,
      }),
    );
    camels.push(
      camel(at, hide, {
        rider: rider ? tone(rider, light) : undefined,
        riderScarf: tone(rng.pick(riders), light),
        saddle: tone(rng.pick(['#9c2f2a', '#2f4f8a', '#c7782a']), light),
        phase: index * 0.37,
      }),
    );
  }
  const leadX = start - spacing * 0.8 * dir;
  const lead = { x: leadX, y: yAt(on.ridge, leadX) + 44, s: scale * 0.8, flip };
  camels.push(
    person(lead, 'walk', {
      robe: tone('#2f4f8a', light),
      scarf: tone('#e9e2d0', light),
      skin: tone('#7a4a2c', light),
    }),
  );
  hills.forEach((layer, index) => {
    svg.add(layer.svg);
    if (index === 2) svg.add(group(shadows, { opacity: 0.35 }), ...camels);
  });
  finish(svg, rng, 0, 0.35);
  return svg.render();
}

/** Striped woven fabric as a pattern: a Berber tent wall or kilim. */
function weave(svg: Svg, base: string, stripes: readonly string[], width = 64): string {
  const bands = stripes.map((color, index) =>
    rect((index * width) / stripes.length, 0, 3 + (index % 3) * 2, 40, { fill: color }),
  );
  return svg.pattern(
    width,
    40,
    rect(0, 0, width, 40, { fill: base }) +
      bands.join('') +
      rect(0, 18, width, 2, { fill: stripes[0]!, opacity: 0.4 }),
  );
}

/** Diamond kilim motif as a pattern. */
function kilim(svg: Svg, base: string, motif: string, accent: string, size = 60): string {
  const h = size / 2;
  return svg.pattern(
    size,
    size,
    rect(0, 0, size, size, { fill: base }) +
      path(`M${h} 4L${size - 4} ${h}L${h} ${size - 4}L4 ${h}Z`, { fill: motif }) +
      path(`M${h} ${h - 8}L${h + 8} ${h}L${h} ${h + 8}L${h - 8} ${h}Z`, { fill: accent }) +
      path(
        `M0 0L6 0L0 6ZM${size} 0L${size - 6} 0L${size} 6ZM0 ${size}L6 ${size}L0 ${size - 6}ZM${size} ${size}L${size - 6} ${size}L${size} ${size - 6}Z`,
        { fill: accent },
      ),
  );
}

/** Dinner under the tent: tagines and salads on a low table, lanterns, the desert outside. */
export function campDinnerScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const warm = '#ffb25a';
  // The desert seen through the tent opening.
  const ox = W / 2 + rng.jitter(0, 260);
  const opening = `M${num(ox - 230)} 560L${num(ox - 200)} 170Q${num(ox)} 130 ${num(ox + 200)} 170L${num(ox + 230)} 560Z`;
  const outside = new Svg();
  drawSky(outside, light, rng, { horizon: 470, sunX: ox + rng.jitter(0, 150), moon: true });
  const outsideDunes = ridge(rng, ox - 260, ox + 260, 470, 40, 5);
  svg.add(rect(0, 0, W, H, { fill: tone('#4a2a20', light) }));
  svg.add(
    group(
      [
        rect(0, 0, W, 600, {
          fill: svg.linear([
            [0, light.sky[0]],
            [0.6, light.sky[1]],
            [1, light.sky[2]],
          ]),
        }),
        ...Array.from({ length: 60 }, () =>
          el('circle', {
            cx: rng.range(ox - 240, ox + 240),
            cy: rng.range(140, 400),
            r: rng.range(0.6, 1.6),
            fill: '#ffffff',
            opacity: Number((rng.range(0.3, 0.9) * light.stars).toFixed(2)),
          }),
        ),
        path(areaBelow(outsideDunes, 600), { fill: tone('#b5774e', light, { shadow: 0.6 }) }),
        glow(svg, ox + 120, 520, 120, warm, 0.5),
      ],
      { 'clip-path': svg.clip(path(opening)) },
    ),
  );
  // Tent walls: woven stripes, darker towards the top.
  const wallStyle = rng.pick([
    ['#5a2418', '#a8452c', '#d9a441', '#2b1a14', '#7a3a22'],
    ['#2a1d18', '#d9a441', '#e8e0d0', '#8a2a22', '#4a3a30'],
    ['#3a1f2e', '#c0563a', '#e0b060', '#1e1420', '#6a2a4a'],
  ] as const);
  const wall = weave(svg, wallStyle[0], wallStyle.slice(1));
  svg.add(
    path(`M0 0L${W} 0L${W} 640L0 640Z${opening}`, { fill: wall, 'fill-rule': 'evenodd' }),
    path(`M0 0L${W} 0L${W} 640L0 640Z${opening}`, {
      'fill-rule': 'evenodd',
      fill: svg.linear([
        [0, '#120806', 0.75],
        [0.5, '#2a120a', 0.35],
        [1, '#2a120a', 0.15],
      ]),
    }),
  );
  // Tied-back flaps on either side of the opening.
  svg.add(
    path(
      `M${num(ox - 200)} 170Q${num(ox - 150)} 330 ${num(ox - 260)} 560L${num(ox - 300)} 560Q${num(ox - 260)} 330 ${num(ox - 230)} 160Z`,
      { fill: '#c7892f' },
    ),
    path(
      `M${num(ox + 200)} 170Q${num(ox + 150)} 330 ${num(ox + 260)} 560L${num(ox + 300)} 560Q${num(ox + 260)} 330 ${num(ox + 230)} 160Z`,
      { fill: '#c7892f' },
    ),
  );
  // The roof edge and poles.
  svg.add(
    path(
      `M0 0L${W} 0L${W} 70Q${W * 0.875} 120 ${W * 0.75} 80Q${W * 0.625} 125 ${W / 2} 85Q${W * 0.375} 125 ${W / 4} 80Q${W * 0.125} 120 0 70Z`,
      { fill: '#1e0f0a' },
    ),
    path(`M${W * 0.18} 60L${W * 0.16} 660M${W * 0.82} 60L${W * 0.84} 660`, {
      stroke: '#3a2216',
      'stroke-width': 18,
    }),
  );
  // Carpet on the floor.
  const rug = rng.pick([
    ['#8e1f22', '#c9562f', '#e8c070'],
    ['#1f3a6a', '#b5322b', '#e8c070'],
    ['#6a2450', '#d9793a', '#f0d8a0'],
  ] as const);
  const carpet = kilim(svg, rug[0], rug[1], rug[2], 72);
  svg.add(
    path(`M-40 ${H}L${W + 40} ${H}L${W - 80} 610L80 610Z`, { fill: carpet }),
    path(`M-40 ${H}L${W + 40} ${H}L${W - 80} 610L80 610Z`, {
      fill: svg.linear([
        [0, '#1a0a06', 0.55],
        [1, '#1a0a06', 0.05],
      ]),
    }),
    path(`M40 ${H}L${W - 40} ${H}L${W - 120} 630L120 630Z`, {
      fill: 'none',
      stroke: '#e8c070',
      'stroke-width': 6,
      opacity: 0.5,
    }),
  );
  // Bench cushions along the walls.
  for (const side of [-1, 1]) {
    const x = side < 0 ? 0 : W;
    svg.add(
      path(`M${x} 560L${num(x - side * 420)} 600L${num(x - side * 420)} 660L${x} 700Z`, {
        fill: kilim(svg, '#2f4f6a', '#d9a441', '#b5322b', 48),
      }),
      path(
        `M${x} 540Q${num(x - side * 200)} 520 ${num(x - side * 400)} 570L${num(x - side * 420)} 610L${x} 580Z`,
        { fill: '#b5322b' },
      ),
    );
  }
  // Low round table.
  const tx = W / 2 + rng.jitter(0, 160);
  const ty = rng.range(770, 830);
  svg.add(
    el('ellipse', { cx: tx, cy: ty + 34, rx: 500, ry: 160, fill: '#2a160c' }),
    el('ellipse', {
      cx: tx,
      cy: ty,
      rx: 500,
      ry: 160,
      fill: svg.linear([
        [0, '#7a4a2a'],
        [1, '#4a2a18'],
      ]),
    }),
    el('ellipse', {
      cx: tx,
      cy: ty,
      rx: 470,
      ry: 146,
      fill: 'none',
      stroke: '#d9a441',
      'stroke-width': 4,
      opacity: 0.6,
    }),
    glow(svg, tx, ty - 40, 560, warm, 0.45),
  );
  // Dishes, far to near.
  const plate = (x: number, y: number, s: number, colors: readonly string[]): string => {
    const bits: string[] = [];
    for (let index = 0; index < 14; index += 1) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng()) * 36 * s;
      bits.push(
        el('ellipse', {
          cx: x + Math.cos(a) * d,
          cy: y + Math.sin(a) * d * 0.32 - 4 * s,
          rx: 6 * s,
          ry: 3.5 * s,
          fill: rng.pick(colors),
        }),
      );
    }
    return group([
      el('ellipse', { cx: x, cy: y + 3 * s, rx: 50 * s, ry: 17 * s, fill: '#1d3f6e' }),
      el('ellipse', { cx: x, cy: y, rx: 50 * s, ry: 16 * s, fill: '#f2e8d5' }),
      el('ellipse', { cx: x, cy: y, rx: 38 * s, ry: 12 * s, fill: '#2f6a9c', opacity: 0.35 }),
      ...bits,
    ]);
  };
  const salads = [
    ['#d8342a', '#e85a3a', '#4f8a34', '#f2d06a'],
    ['#e58a2a', '#f0a43c', '#6a9a3a'],
    ['#3f7a30', '#6fa84a', '#e8d9a8'],
    ['#7a2a5a', '#b84a6a', '#f2e8d5'],
  ];
  const items: { y: number; svg: string }[] = [
    { y: ty - 80, svg: plate(tx - 300, ty - 70, 1.05, salads[0]!) },
    { y: ty - 95, svg: plate(tx + 40, ty - 100, 1, salads[1]!) },
    { y: ty - 70, svg: plate(tx + 330, ty - 60, 1.05, salads[2]!) },
    { y: ty + 90, svg: plate(tx + 260, ty + 80, 1.25, salads[3]!) },
    {
      y: ty - 30,
      svg: tagine(
        { x: tx - 130, y: ty - 20, s: 1.6 },
        rng.pick(['#b5532e', '#a8452c', '#c06a3a']),
        '#f2d8a0',
      ),
    },
    {
      y: ty + 10,
      svg: tagine(
        { x: tx + 150, y: ty + 10, s: 1.75 },
        rng.pick(['#2f5d9c', '#2f7a6a', '#b8862e']),
        '#f2e8d5',
      ),
    },
    {
      y: ty + 100,
      svg:
        el('ellipse', { cx: tx - 250, cy: ty + 95, rx: 90, ry: 28, fill: '#d9a060' }) +
        el('ellipse', { cx: tx - 250, cy: ty + 88, rx: 80, ry: 22, fill: '#e9bb7a' }),
    },
  ];
  // Tea: a silver pot and glasses.
  const teaX = tx - 30;
  const teaY = ty + 110;
  const glasses: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const gx = teaX + 70 + index * 30;
    glasses.push(
      path(`M${gx - 9} ${teaY - 30}L${gx + 9} ${teaY - 30}L${gx + 7} ${teaY}L${gx - 7} ${teaY}Z`, {
        fill: '#c9741f',
        opacity: 0.85,
      }),
      rect(gx - 9, teaY - 30, 18, 6, { fill: '#f4e6c0' }),
    );
  }
  items.push({
    y: ty + 120,
    svg: group([
      el('ellipse', { cx: teaX + 60, cy: teaY + 4, rx: 130, ry: 26, fill: '#b8b3a8' }),
      path(
        `M${teaX - 30} ${teaY}Q${teaX - 46} ${teaY - 40} ${teaX - 18} ${teaY - 56}L${teaX + 18} ${teaY - 56}Q${teaX + 46} ${teaY - 40} ${teaX + 30} ${teaY}Z`,
        { fill: '#d8d4cc' },
      ),
      path(`M${teaX + 30} ${teaY - 30}Q${teaX + 60} ${teaY - 40} ${teaX + 64} ${teaY - 64}`, {
        stroke: '#d8d4cc',
        'stroke-width': 7,
        fill: 'none',
      }),
      path(`M${teaX - 12} ${teaY - 56}L${teaX} ${teaY - 76}L${teaX + 12} ${teaY - 56}Z`, {
        fill: '#bdb8ad',
      }),
      path(`M${teaX - 26} ${teaY - 8}Q${teaX - 40} ${teaY - 40} ${teaX - 12} ${teaY - 52}`, {
        stroke: '#ffffff',
        'stroke-width': 4,
        fill: 'none',
        opacity: 0.6,
      }),
      ...glasses,
    ]),
  });
  items.sort((a, b) => a.y - b.y).forEach((item) => svg.add(item.svg));
  // Lanterns hanging from the roof.
  const lanterns = rng.int(2, 4);
  for (let index = 0; index < lanterns; index += 1) {
    const x = W * ((index + 1) / (lanterns + 1)) + rng.jitter(0, 50);
    const y = 110 + rng.range(0, 60);
    svg.add(glow(svg, x, y + 28, 170, warm, 0.55), lantern(x, y, 1.8, '#2a1a10', '#ffd27a', 60));
  }
  // Leather poufs in the foreground.
  for (const side of [-1, 1]) {
    const px = W / 2 + side * rng.range(600, 680);
    const py = H - 40;
    svg.add(
      el('ellipse', { cx: px, cy: py, rx: 150, ry: 70, fill: '#6a3a1c' }),
      el('ellipse', { cx: px, cy: py - 50, rx: 150, ry: 50, fill: '#a8642e' }),
      path(
        `M${px - 150} ${py - 50}L${px - 150} ${py}A150 70 0 0 0 ${px + 150} ${py}L${px + 150} ${py - 50}A150 50 0 0 1 ${px - 150} ${py - 50}Z`,
        { fill: '#8a4e24' },
      ),
      el('ellipse', {
        cx: px,
        cy: py - 50,
        rx: 70,
        ry: 22,
        fill: 'none',
        stroke: '#e8c070',
        'stroke-width': 4,
      }),
    );
  }
  finish(svg, rng, 0, 0.5);
  return svg.render();
}

/** Night music: drummers around a campfire, the Milky Way over the dunes. */
export function campfireScene(rng: Rng, light: Light): string {
  const svg = new Svg();
  const horizon = H * rng.range(0.56, 0.62);
  drawSky(svg, light, rng, { horizon, sunX: W / 2, clouds: rng.int(0, 1), moon: rng.chance(0.5) });
  // The Milky Way: a soft diagonal band of light and dense small stars.
  const angle = rng.range(-35, 35);
  const mx = rng.range(W * 0.3, W * 0.7);
  const my = horizon * 0.45;
  const band: string[] = [];
  for (let index = 0; index < 260; index += 1) {
    const along = rng.range(-900, 900);
    const across = (rng() + rng() + rng() - 1.5) * 90;
    band.push(
      el('circle', {
        cx: along,
        cy: across,
        r: rng.range(0.5, 1.3),
        fill: '#ffffff',
        opacity: Number(rng.range(0.2, 0.8).toFixed(2)),
      }),
    );
  }
  svg.add(
    group(
      [
        el('ellipse', {
          cx: 0,
          cy: 0,
          rx: 1000,
          ry: 120,
          fill: svg.radialEllipse(
            [
              [0, '#c9c3e8', 0.28],
              [0.5, '#8a86c0', 0.12],
              [1, '#8a86c0', 0],
            ],
            0,
            0,
            1000,
            120,
          ),
        }),
        ...band,
      ],
      { transform: `translate(${num(mx)} ${num(my)}) rotate(${num(angle)})` },
    ),
  );
  const shadowDir = rng.chance(0.5) ? 1 : -1;
  const fireX = W / 2 + rng.jitter(0, 200);
  const fireY = H * 0.84;
  svg.add(
    bumpLayer(svg, rng, light, {
      base: horizon + 10,
      floor: horizon + 90,
      height: [15, 50],
      peaks: 6,
      depth: 0.5,
      shadowDir,
    }).svg,
  );
  svg.add(
    bumpLayer(svg, rng, light, {
      base: horizon + 90,
      floor: H + 10,
      height: [30, 90],
      peaks: 4,
      depth: 0.2,
      shadowDir,
    }).svg,
  );
  // A tent glowing in the dark behind the group.
  const tentX = fireX + rng.pick([-1, 1]) * rng.range(380, 560);
  svg.add(
    glow(svg, tentX, horizon + 100, 160, '#ffae55', 0.4),
    tent(svg, tentX, horizon + 110, 0.9, {
      roof: '#1e1410',
      wall: '#3a2218',
      stripe: '#7a4a2a',
      door: '#f08a2c',
    }),
  );
  svg.add(
    el('ellipse', {
      cx: fireX,
      cy: fireY,
      rx: W * 0.6,
      ry: 260,
      fill: svg.radialEllipse(
        [
          [0, '#ff8a3a', 0.6],
          [0.4, '#ff7a2a', 0.22],
          [1, '#ff7a2a', 0],
        ],
        fireX,
        fireY,
        W * 0.6,
        260,
      ),
    }),
  );
  const seats = rng.int(4, 6);
  const figures: { y: number; svg: string }[] = [];
  const robes = ['#2b3a6a', '#5a1f24', '#e8e0d0', '#3a5a3a', '#6a4a2a', '#1e2a3a'];
  for (let index = 0; index < seats; index += 1) {
    const a = Math.PI * (1.1 + (index / (seats - 1)) * 0.8) + rng.jitter(0, 0.08);
    const x = fireX + Math.cos(a) * 340;
    const y = fireY + Math.sin(a) * 90 + 10;
    const s = 1.9 + (y - fireY) / 200;
    const pose = index % 2 === 0 || rng.chance(0.4) ? 'drum' : 'seated';
    const flip = x > fireX;
    const robe = mix(darken(rng.pick(robes), 0.35), '#ff8a3a', 0.18);
    const rim = person({ x: x + (flip ? -4 : 4), y, s, flip }, pose, {
      robe: '#ff9a50',
      skin: '#ffb070',
      scarf: '#ff9a50',
      prop: '#ffc070',
    });
    const body = person({ x, y, s, flip }, pose, {
      robe,
      skin: '#3a2014',
      scarf: mix(darken(rng.pick(robes), 0.3), '#ff8a3a', 0.15),
      prop: '#c99a5a',
    });
    figures.push({ y, svg: rim + body });
  }
  figures.push({ y: fireY, svg: flames(fireX, fireY, 1.5) });
  // Two drummers on the near side, dark against the fire.
  for (const side of rng.pick([[-1, 1], [-1], [1], []] as const)) {
    const x = fireX + side * rng.range(200, 300);
    const y = fireY + 150;
    figures.push({
      y,
      svg: person({ x, y, s: 2.6, flip: side > 0 }, 'drum', {
        robe: '#120a08',
        skin: '#120a08',
        scarf: '#120a08',
        prop: '#3a2414',
      }),
    });
  }
  figures.sort((a, b) => a.y - b.y).forEach((item) => svg.add(item.svg));
  const sparks: string[] = [];
  for (let index = 0; index < 40; index += 1) {
    sparks.push(
      el('circle', {
        cx: fireX + rng.jitter(0, 90),
        cy: fireY - rng.range(120, 420),
        r: rng.range(1, 2.6),
        fill: '#ffd07a',
        opacity: Number(rng.range(0.3, 1).toFixed(2)),
      }),
    );
  }
  svg.add(group(sparks), glow(svg, fireX, fireY - 60, 220, '#ffd27a', 0.35));
  finish(svg, rng, 0, 0.5);
  return svg.render();
}
