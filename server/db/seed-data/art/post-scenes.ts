import { figure, type PoseName } from './figures';
import { belt, bokeh, glove, goldGlove, medal, navyGlove, redGlove, stageBackdrop, vignette } from './objects';
import {
  between,
  Canvas,
  circle,
  colors,
  createRng,
  ellipse,
  emblem,
  line,
  type Point,
  pick,
  polygon,
  type Rng,
  rect,
} from './svg-kit';

export const POST_PHOTO_WIDTH = 1200;
export const POST_PHOTO_HEIGHT = 800;

export const postScenes = ['ring', 'tatami', 'gloves', 'belts', 'podium', 'fighters', 'bag', 'kids'] as const;
export type PostScene = (typeof postScenes)[number];

/** A wide news photo (1200x800) of one scene; `seed` varies light, colours and poses. */
export function postSceneSvg(scene: PostScene, seed: number): string {
  const rng = createRng(seed * 7919 + postScenes.indexOf(scene) * 104729);
  const c = new Canvas(POST_PHOTO_WIDTH, POST_PHOTO_HEIGHT);
  const accent = rng() < 0.65 ? colors.red : colors.gold;
  const draw: Record<PostScene, () => void> = {
    ring: () => ring(c, rng, accent),
    tatami: () => tatami(c, rng, accent, false),
    kids: () => tatami(c, rng, accent, true),
    gloves: () => gloves(c, rng, accent),
    belts: () => belts(c, rng, accent),
    podium: () => podium(c, rng, accent),
    fighters: () => faceOff(c, rng, accent),
    bag: () => heavyBag(c, rng, accent),
  };
  draw[scene]();
  vignette(c);
  return c.toSvg();
}

/** A quadrilateral strip from a to b whose width changes with depth (ropes seen in perspective). */
const taper = (a: Point, b: Point, wa: number, wb: number, fill: string): string =>
  polygon(
    [
      [a[0], a[1] - wa / 2],
      [b[0], b[1] - wb / 2],
      [b[0], b[1] + wb / 2],
      [a[0], a[1] + wa / 2],
    ],
    fill,
  );

const rim = (color: string, dx: number) => ({ color, dx, dy: -2 });

function ring(c: Canvas, rng: Rng, accent: string): void {
  const { lightX } = stageBackdrop(c, rng, accent);
  const w = c.width;
  const back = 400 + between(rng, -20, 20);
  const front = 690;
  const bl: Point = [300 + between(rng, -40, 40), back];
  const br: Point = [900 + between(rng, -40, 40), back];
  const fl: Point = [40, front];
  const fr: Point = [w - 40, front];
  // Lighting truss with lamps.
  c.add(rect(0, 52, w, 14, '#04060b'));
  for (let x = 90; x < w; x += 170) {
    c.add(
      circle(
        x,
        72,
        60,
        c.radial(x, 72, 60, [
          [0, '#fff6d8', 0.9],
          [0.25, '#ffe3a0', 0.35],
          [1, '#ffe3a0', 0],
        ]),
      ),
    );
    c.add(circle(x, 70, 9, '#fffbe8'));
  }
  // Canvas and skirt.
  c.add(
    polygon(
      [bl, br, fr, fl],
      c.linear(
        [0, 0],
        [0, 1],
        [
          [0, '#2a3b63'],
          [1, '#17213b'],
        ],
      ),
    ),
  );
  c.add(
    ellipse(
      lightX,
      (back + front) / 2,
      360,
      120,
      c.radial(lightX, (back + front) / 2, 360, [
        [0, '#ffffff', 0.22],
        [1, '#ffffff', 0],
      ]),
    ),
  );
  c.add(polygon([fl, fr, [fr[0], 800], [fl[0], 800]], '#0a0f1c'));
  c.add(rect(0, front, w, 10, accent, 'opacity="0.85"'));
  const ropeY = (base: number, height: number, t: number) => base - height * t;
  const backHeight = 120;
  const frontHeight = 270;
  const ropeTones = [colors.white, accent, colors.white];
  // Back and side ropes.
  [0.36, 0.64, 0.92].forEach((t, i) => {
    const tone = ropeTones[i] ?? colors.white;
    c.add(line([bl[0], ropeY(back, backHeight, t)], [br[0], ropeY(back, backHeight, t)], tone, 4, 'opacity="0.85"'));
    c.add(taper([bl[0], ropeY(back, backHeight, t)], [fl[0], ropeY(front, frontHeight, t)], 4, 10, tone));
    c.add(taper([br[0], ropeY(back, backHeight, t)], [fr[0], ropeY(front, frontHeight, t)], 4, 10, tone));
  });
  for (const post of [bl, br]) c.add(rect(post[0] - 6, back - backHeight - 10, 12, backHeight + 14, '#1b1f2a'));
  // Fighters on the canvas.
  const y = back + between(rng, 110, 170);
  const height = between(rng, 230, 270);
  const gap = between(rng, 120, 190);
  const center = lightX + between(rng, -60, 60);
  const attack: PoseName = pick(rng, ['jab', 'cross', 'kick'] as const);
  c.add(ellipse(center, y + 4, 240, 22, '#000000', 'opacity="0.45"'));
  c.add(figure({ x: center - gap / 2, y, height, pose: attack, fill: '#06080f', gloves: '#06080f', rim: rim(colors.red, -3) }));
  c.add(
    figure({
      x: center + gap / 2,
      y,
      height,
      pose: 'stance',
      facing: 'left',
      fill: '#06080f',
      gloves: '#06080f',
      rim: rim(colors.gold, 3),
    }),
  );
  // Front posts and ropes cross the whole frame, as seen from ringside.
  for (const post of [fl, fr]) c.add(rect(post[0] - 14, front - frontHeight - 16, 28, frontHeight + 30, '#11151f'));
  c.add(rect(fl[0] - 18, front - frontHeight - 20, 36, 90, colors.red));
  c.add(rect(fr[0] - 18, front - frontHeight - 20, 36, 90, '#1f3b8a'));
  [0.36, 0.64, 0.92].forEach((t, i) => {
    c.add(
      line(
        [fl[0], ropeY(front, frontHeight, t)],
        [fr[0], ropeY(front, frontHeight, t)],
        ropeTones[i] ?? colors.white,
        10,
        'opacity="0.92"',
      ),
    );
  });
  // Crowd heads in the dark foreground.
  for (let x = -30; x < w + 40; x += between(rng, 70, 110)) {
    const r = between(rng, 26, 38);
    const top = 800 - between(rng, 40, 80);
    c.add(circle(x, top, r, '#020309'));
    c.add(ellipse(x, 800 + 20, r * 2.2, r * 1.7, '#020309'));
  }
}

function tatamiFloor(c: Canvas, rng: Rng, horizon: number, accent: string): void {
  const { width: w, height: h } = c;
  const vx = w * between(rng, 0.4, 0.6);
  const bottom = h + 80;
  const rows: number[] = [];
  // Far rows get too thin to read; a dark base and the haze below stand in for them.
  for (let z = 1; ; z += 0.42) {
    const y = horizon + (bottom - horizon) / z;
    if (y - horizon < 40) break;
    rows.push(y);
  }
  c.add(rect(0, horizon, w, h - horizon, '#131c33'));
  const tile = 280;
  const depth = (y: number) => (y - horizon) / (bottom - horizon);
  const columnX = (x0: number, y: number) => vx + (x0 - vx) * depth(y);
  const warm = accent === colors.gold ? '#9a7000' : '#8d1420';
  for (let r = 0; r + 1 < rows.length; r++) {
    const yNear = rows[r] ?? bottom;
    const yFar = rows[r + 1] ?? horizon;
    const reach = tile * depth(yFar);
    for (let k = Math.floor(-vx / reach) - 1; k <= Math.ceil((w - vx) / reach); k++) {
      const x0 = vx + k * tile;
      const x1 = x0 + tile;
      c.add(
        polygon(
          [
            [columnX(x0, yNear), yNear],
            [columnX(x1, yNear), yNear],
            [columnX(x1, yFar), yFar],
            [columnX(x0, yFar), yFar],
          ],
          (r + k) % 2 === 0 ? warm : '#17244a',
          'stroke="#0b0f1a" stroke-width="1.5"',
        ),
      );
    }
  }
  c.add(
    rect(
      0,
      horizon,
      w,
      h - horizon,
      c.linear(
        [0, 0],
        [0, 1],
        [
          [0, '#05070d', 0.92],
          [0.3, '#05070d', 0.35],
          [0.7, '#000000', 0.1],
          [1, '#000000', 0.35],
        ],
      ),
    ),
  );
}

function tatami(c: Canvas, rng: Rng, accent: string, children: boolean): void {
  const { width: w } = c;
  const horizon = 360 + between(rng, -30, 30);
  c.add(
    rect(
      0,
      0,
      w,
      horizon,
      c.linear(
        [0, 0],
        [0, 1],
        [
          [0, '#0a0e18'],
          [1, '#18223a'],
        ],
      ),
    ),
  );
  // Tall windows pouring light.
  const windowX = between(rng, 60, 260);
  for (let i = 0; i < 3; i++) {
    const x = windowX + i * 150;
    c.add(
      rect(
        x,
        50,
        90,
        230,
        c.linear(
          [0, 0],
          [0, 1],
          [
            [0, '#cfe0ff', 0.5],
            [1, '#8fb0ff', 0.15],
          ],
        ),
      ),
    );
  }
  // Club banner on the wall.
  const bannerX = w - between(rng, 330, 420);
  c.add(rect(bannerX, 60, 240, 150, colors.redDeep));
  c.add(rect(bannerX, 60, 240, 10, colors.gold));
  c.add(rect(bannerX, 200, 240, 10, colors.gold));
  c.add(emblem(bannerX + 120, 136, 90));
  tatamiFloor(c, rng, horizon, accent);
  c.add(
    polygon(
      [
        [windowX, horizon],
        [windowX + 390, horizon],
        [windowX + 760, 800],
        [windowX + 120, 800],
      ],
      c.linear(
        [0, 0],
        [0, 1],
        [
          [0, '#dbe7ff', 0.12],
          [1, '#dbe7ff', 0],
        ],
      ),
    ),
  );
  const floorY = horizon + between(rng, 250, 320);
  if (children) {
    const count = 5 + Math.floor(rng() * 3);
    const startX = between(rng, 160, 260);
    const step = (w - 2 * startX) / count;
    c.add(
      figure({
        x: startX - 40,
        y: floorY,
        height: 300,
        pose: 'standing',
        facing: 'right',
        fill: '#070a12',
        rim: rim(accent, -3),
      }),
    );
    for (let i = 0; i < count; i++) {
      const pose: PoseName = pick(rng, ['standing', 'bow', 'victory', 'stance'] as const);
      c.add(
        figure({
          x: startX + step * (i + 0.8),
          y: floorY + between(rng, -8, 8),
          height: between(rng, 150, 200),
          pose,
          facing: 'left',
          child: true,
          fill: '#0a0d18',
          rim: rim(i % 2 ? colors.gold : colors.red, 2),
        }),
      );
    }
  } else {
    const center = w * between(rng, 0.42, 0.58);
    const bow = rng() < 0.3;
    c.add(ellipse(center, floorY + 6, 260, 24, '#000000', 'opacity="0.4"'));
    c.add(
      figure({ x: center - 110, y: floorY, height: 300, pose: bow ? 'bow' : 'kick', fill: '#070a12', rim: rim(colors.red, -3) }),
    );
    c.add(
      figure({
        x: center + 110,
        y: floorY,
        height: 300,
        pose: bow ? 'bow' : 'stance',
        facing: 'left',
        fill: '#070a12',
        rim: rim(colors.gold, 3),
      }),
    );
  }
}

function gloves(c: Canvas, rng: Rng, accent: string): void {
  stageBackdrop(c, rng, accent);
  bokeh(c, rng, 14, [colors.gold, colors.red, '#8ea4d6']);
  const pair = pick(rng, [redGlove, redGlove, goldGlove, navyGlove] as const);
  const x = c.width * between(rng, 0.38, 0.62);
  const y = 430;
  const hookLeft: Point = [x - 110, -10];
  const hookRight: Point = [x + 110, -10];
  c.add(line(hookLeft, [x - 100, y - 150], '#d9dde6', 4));
  c.add(line(hookRight, [x + 120, y - 140], '#d9dde6', 4));
  c.add(ellipse(x, 760, 300, 26, '#000000', 'opacity="0.5"'));
  // Hanging by the laces, so the cuffs point up.
  c.add(glove(c, x - 110, y, 1.45, 180 + between(rng, -12, -2), pair, true));
  c.add(glove(c, x + 120, y + 40, 1.45, 180 + between(rng, 4, 14), pair));
}

function belts(c: Canvas, rng: Rng, accent: string): void {
  const { width: w, height: h } = c;
  c.add(
    rect(
      0,
      0,
      w,
      h,
      c.linear(
        [0, 0],
        [1, 1],
        [
          [0, '#1a2442'],
          [1, '#070a12'],
        ],
      ),
    ),
  );
  // Tatami seams under the belts.
  for (let x = -400; x < w + 400; x += 300) c.add(line([x, 0], [x + 400, h], '#0b0f1a', 6, 'opacity="0.7"'));
  c.add(
    rect(
      0,
      0,
      w,
      h,
      c.radial(w * between(rng, 0.3, 0.7), h * 0.3, w * 0.7, [
        [0, '#fdf3da', 0.28],
        [1, '#fdf3da', 0],
      ]),
    ),
  );
  const palette = ['#f4f5f7', '#f1d23a', '#f08c00', '#2f9e44', '#1c7ed6', '#6b3e26', '#111111'];
  const tilt = between(rng, -0.32, -0.18);
  const start = Math.floor(rng() * 2);
  const count = 5;
  for (let i = 0; i < count; i++) {
    const color = palette[(start + i) % palette.length] ?? '#111111';
    const y = 40 + i * 98 + between(rng, -8, 8);
    const x0 = between(rng, -120, -20);
    const x1 = w + between(rng, 20, 120);
    c.add(
      line(
        [x0 + 6, y + 14 - x0 * tilt],
        [x1 + 6, y + 14 - x1 * tilt],
        '#000000',
        66,
        'stroke-linecap="butt" stroke-opacity="0.5"',
      ),
    );
    c.add(belt(c, [x0, y - x0 * tilt], [x1, y - x1 * tilt], 64, color));
  }
  const blackY = 40 + count * 98;
  c.add(
    belt(c, [-60, blackY + 60 * tilt], [w + 60, blackY - (w + 60) * tilt], 70, '#111111', {
      color: colors.red,
      stripes: accent === colors.gold ? colors.gold : '#f4f5f7',
    }),
  );
  c.add(
    medal(c, w * between(rng, 0.55, 0.75), 120, 150, pick(rng, ['gold', 'silver', 'bronze'] as const), between(rng, -20, 20)),
  );
}

function podium(c: Canvas, rng: Rng, accent: string): void {
  stageBackdrop(c, rng, accent);
  const { width: w } = c;
  const base = 740;
  const cx = w / 2 + between(rng, -40, 40);
  const blocks = [
    { x: cx - 170, h: 230, metal: '#f5b301', pose: 'victory' as const, place: 0 },
    { x: cx - 450, h: 165, metal: '#c9ced8', pose: pick(rng, ['standing', 'victory'] as const), place: 1 },
    { x: cx + 110, h: 115, metal: '#cd7f32', pose: pick(rng, ['standing', 'victory'] as const), place: 2 },
  ];
  for (const block of blocks) {
    const top = base - block.h;
    c.add(
      polygon(
        [
          [block.x, top],
          [block.x + 280, top],
          [block.x + 310, top - 26],
          [block.x + 30, top - 26],
        ],
        '#3a4d7c',
      ),
    );
    c.add(
      rect(
        block.x,
        top,
        280,
        block.h + 120,
        c.linear(
          [0, 0],
          [0, 1],
          [
            [0, '#24345a'],
            [1, '#0d1426'],
          ],
        ),
      ),
    );
    c.add(rect(block.x, top + 18, 280, 8, block.place === 0 ? colors.gold : accent, 'opacity="0.9"'));
    if (block.place === 0) c.add(emblem(block.x + 140, top + 95, 80));
    c.add(
      figure({
        x: block.x + 150,
        y: top - 12,
        height: between(rng, 250, 275),
        pose: block.pose,
        child: true,
        fill: '#060810',
        rim: rim(block.place === 0 ? colors.gold : colors.red, 3),
        medal: block.metal,
      }),
    );
  }
  // Confetti.
  const tones = [colors.gold, colors.red, colors.white, '#ffd866'];
  for (let i = 0; i < 70; i++) {
    const x = rng() * w;
    const y = rng() * 560;
    const tone = tones[i % tones.length] ?? colors.gold;
    c.add(
      rect(
        x,
        y,
        between(rng, 6, 14),
        between(rng, 3, 6),
        tone,
        `opacity="${between(rng, 0.5, 0.95).toFixed(2)}" transform="rotate(${Math.round(rng() * 180)} ${Math.round(x)} ${Math.round(y)})"`,
      ),
    );
  }
}

function faceOff(c: Canvas, rng: Rng, accent: string): void {
  const { width: w, height: h } = c;
  c.add(rect(0, 0, w, h, colors.ink));
  const sunX = w / 2 + between(rng, -80, 80);
  const sunY = 380 + between(rng, -40, 30);
  c.add(
    rect(
      0,
      0,
      w,
      h,
      c.radial(sunX, sunY, 620, [
        [0, '#ffe7a8', 0.95],
        [0.12, accent === colors.gold ? colors.gold : '#ff6b3d', 0.85],
        [0.4, accent, 0.45],
        [1, colors.ink, 0],
      ]),
    ),
  );
  // Haze bands.
  for (let i = 0; i < 5; i++) {
    const y = between(rng, 300, 620);
    c.add(
      ellipse(
        between(rng, 200, 1000),
        y,
        between(rng, 300, 600),
        between(rng, 20, 50),
        '#ffd2b0',
        `opacity="${between(rng, 0.05, 0.12).toFixed(2)}"`,
      ),
    );
  }
  const floor = 660;
  c.add(
    rect(
      0,
      floor,
      w,
      h - floor,
      c.linear(
        [0, 0],
        [0, 1],
        [
          [0, '#120a10'],
          [1, '#05070d'],
        ],
      ),
    ),
  );
  c.add(rect(0, floor - 2, w, 4, accent, 'opacity="0.6"'));
  const gap = between(rng, 170, 230);
  const height = between(rng, 470, 520);
  c.add(
    figure({
      x: sunX - gap,
      y: floor,
      height,
      pose: pick(rng, ['stance', 'jab'] as const),
      fill: '#030409',
      gloves: '#030409',
      rim: rim(colors.gold, 4),
    }),
  );
  c.add(
    figure({
      x: sunX + gap,
      y: floor,
      height,
      pose: 'stance',
      facing: 'left',
      fill: '#030409',
      gloves: '#030409',
      rim: rim(colors.red, -4),
    }),
  );
  // Reflection on the glossy floor.
  c.add(
    `<g opacity="0.18" transform="translate(0 ${2 * floor}) scale(1 -1)">${figure({ x: sunX - gap, y: floor, height, pose: 'stance', fill: accent })}${figure({ x: sunX + gap, y: floor, height, pose: 'stance', facing: 'left', fill: accent })}</g>`,
  );
}

function heavyBag(c: Canvas, rng: Rng, accent: string): void {
  const { lightX } = stageBackdrop(c, rng, accent);
  const bagX = Math.min(Math.max(lightX + between(rng, 60, 160), 560), 900);
  const swing = between(rng, -6, -2);
  const leather = c.linear(
    [0, 0],
    [1, 0],
    [
      [0, '#2a0509'],
      [0.35, accent === colors.gold ? '#3d4f7d' : '#b3121f'],
      [0.55, accent === colors.gold ? '#2a3a63' : '#8f0f1b'],
      [1, '#12030a'],
    ],
  );
  let bag = '';
  bag += line([bagX - 50, 120], [bagX, -20], '#9aa3b5', 5) + line([bagX + 50, 120], [bagX, -20], '#9aa3b5', 5);
  bag += rect(bagX - 95, 120, 190, 470, leather, 'rx="40"');
  bag += rect(bagX - 95, 170, 190, 18, '#000000', 'opacity="0.35"');
  bag += rect(bagX - 95, 520, 190, 18, '#000000', 'opacity="0.35"');
  bag += emblem(bagX - 10, 330, 70);
  c.add(`<g transform="rotate(${swing.toFixed(1)} ${bagX} -20)">${bag}</g>`);
  c.add(ellipse(bagX - 60, 745, 320, 24, '#000000', 'opacity="0.45"'));
  c.add(
    figure({
      x: bagX - 330,
      y: 740,
      height: 330,
      pose: pick(rng, ['cross', 'jab'] as const),
      fill: '#05070d',
      gloves: colors.red,
      rim: rim(colors.gold, -3),
    }),
  );
  // Motion streaks from the impact.
  for (let i = 0; i < 5; i++) {
    const y = 455 + i * 14 + between(rng, -4, 4);
    c.add(line([bagX - 160 - i * 12, y], [bagX - 110, y], colors.white, 2, 'opacity="0.35"'));
  }
}
