// Still layers for the banner videos, drawn as SVG: particle and streak textures that ffmpeg scrolls
// (each tiles seamlessly along its scroll axis) and static overlays (ring, cage, mountains, tatami).
import { between, circle, createRng, line, palette, path, polygon, rect, Svg } from './svg-kit.mjs';

export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;

/**
 * Glowing sparks on black, tileable vertically (each spark is also drawn one tile up and down).
 * `colors` are picked at random; `size` is the [min, max] core radius.
 */
export function sparksTexture({ width = VIDEO_WIDTH + 160, height = VIDEO_HEIGHT, count, size, colors, seed, glow = 3 }) {
  const rng = createRng(seed);
  const svg = new Svg(width, height);
  svg.add(rect(0, 0, width, height, '#000'));
  const blur = svg.blur(glow);
  const soft = [];
  const cores = [];
  for (let i = 0; i < count; i += 1) {
    const x = between(rng, 0, width);
    const y = between(rng, 0, height);
    const r = between(rng, size[0], size[1]);
    const color = colors[Math.floor(rng() * colors.length)];
    const alpha = between(rng, 0.35, 1).toFixed(2);
    // A short vertical smear reads as a rising ember rather than a dot.
    const stretch = between(rng, 1, 1.6);
    for (const dy of [-height, 0, height]) {
      soft.push(
        `<ellipse cx="${x.toFixed(1)}" cy="${(y + dy).toFixed(1)}" rx="${(r * 2.6).toFixed(1)}" ry="${(r * 2.6 * stretch).toFixed(1)}" fill="${color}" opacity="${alpha}"/>`,
      );
      cores.push(circle(x, y + dy, r * 0.55, '#fff6dc', `opacity="${alpha}"`));
    }
  }
  svg.add(`<g ${blur}>${soft.join('')}</g>`, `<g>${cores.join('')}</g>`);
  return svg.toString();
}

/** Drifting dust for the karate loop: tiny soft dots, tileable horizontally. */
export function dustTexture({ width = VIDEO_WIDTH, height = VIDEO_HEIGHT, count, seed }) {
  const rng = createRng(seed);
  const svg = new Svg(width, height);
  svg.add(rect(0, 0, width, height, '#000'));
  const blur = svg.blur(1.6);
  const dots = [];
  for (let i = 0; i < count; i += 1) {
    const x = between(rng, 0, width);
    // Denser near the horizon, where the light is.
    const y = height * (0.15 + 0.8 * rng() ** 0.8);
    const r = between(rng, 1, 3.2);
    const color = rng() < 0.75 ? palette.goldSoft : '#ff8a7a';
    const alpha = between(rng, 0.25, 0.9).toFixed(2);
    for (const dx of [-width, 0, width]) dots.push(circle(x + dx, y, r, color, `opacity="${alpha}"`));
  }
  svg.add(`<g ${blur}>${dots.join('')}</g>`);
  return svg.toString();
}

/** Horizontal speed streaks, tileable horizontally, brighter at the head (left end). */
export function streaksTexture({ width, height, count, seed }) {
  const rng = createRng(seed);
  const svg = new Svg(width, height);
  svg.add(rect(0, 0, width, height, '#000'));
  const blur = svg.blur(2.2);
  const tones = [palette.red, palette.red, palette.gold, '#ffffff', '#ff5a5f'];
  const parts = [];
  for (let i = 0; i < count; i += 1) {
    const x = between(rng, 0, width);
    const y = between(rng, 0, height);
    const length = between(rng, 120, 520);
    const thickness = between(rng, 1.5, 5);
    const tone = tones[Math.floor(rng() * tones.length)];
    const fill = svg.linearAbs(x, 0, x + length, 0, [
      [0, '#ffffff', 0.95],
      [0.08, tone, 0.9],
      [1, tone, 0],
    ]);
    parts.push(rect(x, y - thickness / 2, length, thickness, fill, `rx="${(thickness / 2).toFixed(1)}"`));
  }
  // The gradients live in user space, so a translated copy of the group carries its gradients along.
  const base = parts.join('');
  svg.add(`<g ${blur}><g transform="translate(${-width} 0)">${base}</g>${base}</g>`);
  return svg.toString();
}

/** A boxing ring seen from ringside: canvas, posts and ropes, on transparent ground. */
export function ringOverlay() {
  const W = VIDEO_WIDTH;
  const H = VIDEO_HEIGHT;
  const svg = new Svg(W, H);
  const back = 500;
  const bl = [300, back];
  const br = [980, back];
  const fl = [-260, H + 40];
  const fr = [W + 260, H + 40];
  const canvas = svg.linearAbs(0, back, 0, H, [
    [0, '#1b2640', 0.92],
    [1, '#0a0f1c', 0.98],
  ]);
  svg.add(polygon([bl, br, fr, fl], canvas));
  svg.add(
    polygon(
      [
        [bl[0], back],
        [br[0], back],
        [br[0], back + 6],
        [bl[0], back + 6],
      ],
      palette.red,
      'opacity="0.55"',
    ),
  );
  const postHeight = 150;
  for (const [x, pad] of [
    [bl[0], palette.red],
    [br[0], '#2f5fd0'],
  ]) {
    svg.add(rect(x - 7, back - postHeight, 14, postHeight + 4, '#05070c'));
    svg.add(rect(x - 10, back - postHeight + 6, 20, postHeight - 40, pad, 'rx="4" opacity="0.9"'));
  }
  const ropes = [0.3, 0.6, 0.9];
  ropes.forEach((t, i) => {
    const yBack = back - postHeight * t;
    const tone = i === 1 ? palette.red : '#e8ecf5';
    svg.add(line(bl[0], yBack, br[0], yBack, tone, 3.5, 'opacity="0.75"'));
    // Side ropes run from the back posts towards the viewer, thickening with nearness.
    const yFront = H + 40 - postHeight * 3.2 * t;
    svg.add(
      polygon(
        [
          [bl[0], yBack - 1.6],
          [fl[0], yFront - 9],
          [fl[0], yFront + 9],
          [bl[0], yBack + 1.6],
        ],
        tone,
        'opacity="0.7"',
      ),
    );
    svg.add(
      polygon(
        [
          [br[0], yBack - 1.6],
          [fr[0], yFront - 9],
          [fr[0], yFront + 9],
          [br[0], yBack + 1.6],
        ],
        tone,
        'opacity="0.7"',
      ),
    );
  });
  return svg.toString();
}

/** The chain-link fence of a cage, close to the camera, with a padded post on the left. */
export function cageOverlay() {
  const W = VIDEO_WIDTH;
  const H = VIDEO_HEIGHT;
  const svg = new Svg(W, H);
  const cell = 58;
  const wires = [];
  for (let k = -H; k < W + H; k += cell) {
    wires.push(`M${k} 0 L${k + H} ${H}`, `M${k} ${H} L${k + H} 0`);
  }
  const d = wires.join(' ');
  svg.add(path(d, 'none', 'stroke="#04060b" stroke-width="5.5" opacity="0.92"'));
  svg.add(path(d, 'none', 'stroke="#8090b0" stroke-width="1" opacity="0.22" transform="translate(-1.5 -1.5)"'));
  // Top rail and a post wrapped in red padding.
  svg.add(rect(0, 0, W, 26, '#05070c'));
  svg.add(rect(0, 22, W, 4, palette.red, 'opacity="0.8"'));
  svg.add(
    rect(
      150,
      0,
      70,
      H,
      svg.linearAbs(150, 0, 220, 0, [
        [0, '#3a0508'],
        [0.45, palette.redStrong],
        [0.75, '#8c0d18'],
        [1, '#2a0306'],
      ]),
    ),
  );
  svg.add(
    rect(
      150,
      0,
      70,
      H,
      svg.linearAbs(0, 0, 0, H, [
        [0, '#000', 0.55],
        [0.5, '#000', 0],
        [1, '#000', 0.65],
      ]),
    ),
  );
  return svg.toString();
}

/** Layered mountain ridges in ink blue: pointed peaks with straight slopes, softened a little. */
export function mountainsOverlay() {
  const W = VIDEO_WIDTH;
  const H = VIDEO_HEIGHT;
  const svg = new Svg(W, H);
  /** Peaks of random width and height, each with a shoulder on one slope, closed along the bottom. */
  const ridge = (seed, base, amplitude, width) => {
    const rng = createRng(seed);
    const points = [[-40, base]];
    let x = -between(rng, 0, width / 2);
    while (x < W + 40) {
      const span = width * between(rng, 0.6, 1.4);
      const top = base - amplitude * between(rng, 0.45, 1);
      const peakX = x + span * between(rng, 0.35, 0.65);
      const valley = base - amplitude * between(rng, 0, 0.25);
      points.push([x + (peakX - x) * 0.55, top + (base - top) * between(rng, 0.35, 0.5)]);
      points.push([peakX, top]);
      points.push([peakX + (x + span - peakX) * 0.4, top + (valley - top) * between(rng, 0.3, 0.45)]);
      points.push([x + span, valley]);
      x += span;
    }
    return [...points, [W + 40, H], [-40, H]];
  };
  const far = svg.linearAbs(0, 330, 0, 600, [
    [0, '#2c3858', 1],
    [1, '#151c31', 1],
  ]);
  const near = svg.linearAbs(0, 450, 0, H, [
    [0, '#0f1526', 1],
    [1, '#0a0e19', 1],
  ]);
  const soft = svg.blur(1.2);
  svg.add(polygon(ridge(11, 520, 170, 330), far, soft));
  svg.add(polygon(ridge(29, 620, 120, 260), near, soft));
  return svg.toString();
}

/** The karate sun: a crisp red disc, lighter at the top (its glow is a moving light field). */
export function sunOverlay(cx, cy, r) {
  const svg = new Svg(VIDEO_WIDTH, VIDEO_HEIGHT);
  svg.add(
    circle(
      cx,
      cy,
      r,
      svg.linearAbs(0, cy - r, 0, cy + r, [
        [0, '#ff4656'],
        [0.55, palette.red],
        [1, '#a60f1d'],
      ]),
    ),
  );
  return svg.toString();
}

/** A tatami floor in perspective: seams of the mats, faint, on transparent ground. */
export function tatamiOverlay() {
  const W = VIDEO_WIDTH;
  const H = VIDEO_HEIGHT;
  const svg = new Svg(W, H);
  const horizon = 430;
  const vanishX = W / 2;
  const floor = svg.linearAbs(0, horizon, 0, H, [
    [0, '#16203a', 0],
    [0.25, '#16203a', 0.7],
    [1, '#0c1222', 0.95],
  ]);
  svg.add(rect(0, horizon, W, H - horizon, floor));
  const seams = [];
  for (let i = -12; i <= 12; i += 1) {
    const xBottom = vanishX + i * 220;
    seams.push(line(vanishX + i * 14, horizon + 18, xBottom, H + 60, '#6c7fa8', 1.6, 'opacity="0.25"'));
  }
  for (const t of [0.06, 0.16, 0.32, 0.58, 0.98]) {
    const y = horizon + 18 + (H - horizon) * t;
    seams.push(line(0, y, W, y, '#6c7fa8', 1.2 + t * 1.5, 'opacity="0.22"'));
  }
  svg.add(seams.join(''));
  return svg.toString();
}
