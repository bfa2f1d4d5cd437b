// Gallery scenes of training life: belts on the tatami, a group session, a sunrise run (1600×1000).
import { figureParts, mirror, poses } from './figures.mjs';
import { backdrop, belt, vignette } from './scene-kit.mjs';
import { circle, createRng, ellipse, line, palette, path, polygon, rect, Svg, smoothPath } from './svg-kit.mjs';

const W = 1600;
const H = 1000;
/** A tatami in warm window light with belts of every rank laid out, a black belt knotted in front. */
function tatami() {
  const svg = new Svg(W, H);
  backdrop(svg, { top: '#151c31', bottom: '#0b0f1a', glow: '#3a2a1a', gx: 0.7, gy: 0.2 });
  // Back wall with two tall windows.
  svg.add(
    rect(
      0,
      0,
      W,
      380,
      svg.linearAbs(0, 0, 0, 380, [
        [0, '#121a2e'],
        [1, '#1b2440'],
      ]),
    ),
  );
  for (const x of [880, 1180]) {
    svg.add(
      rect(
        x,
        40,
        220,
        300,
        svg.linearAbs(0, 40, 0, 340, [
          [0, '#ffe7b0'],
          [1, '#f5b301'],
        ]),
        'opacity="0.9"',
      ),
    );
    svg.add(rect(x + 105, 40, 10, 300, '#1b2440'), rect(x, 185, 220, 10, '#1b2440'));
  }
  // Mats in perspective: alternating navy and red.
  const horizon = 380;
  const vanish = [900, 120];
  const rows = [380, 430, 505, 620, 790, 1000];
  const cols = [-9, -6, -3, 0, 3, 6, 9, 12];
  const xAt = (c, y) => vanish[0] + c * 110 * ((y - vanish[1]) / (horizon - vanish[1]));
  for (let r = 0; r < rows.length - 1; r += 1) {
    for (let c = 0; c < cols.length - 1; c += 1) {
      const y0 = rows[r];
      const y1 = rows[r + 1];
      const red = (r + c) % 3 === 0;
      const fill = red ? '#6e1019' : '#1d2846';
      svg.add(
        polygon(
          [
            [xAt(cols[c], y0), y0],
            [xAt(cols[c + 1], y0), y0],
            [xAt(cols[c + 1], y1), y1],
            [xAt(cols[c], y1), y1],
          ],
          fill,
          'stroke="#0b0f1a" stroke-width="3"',
        ),
      );
    }
  }
  // Window light falling across the mats.
  for (const [x, skew] of [
    [880, 260],
    [1180, 330],
  ]) {
    svg.add(
      polygon(
        [
          [x, 380],
          [x + 220, 380],
          [x + 220 - skew + 300, 1000],
          [x - skew, 1000],
        ],
        svg.linearAbs(0, 380, 0, 1000, [
          [0, palette.cream, 0.35],
          [1, palette.cream, 0.05],
        ]),
        svg.blur(10),
      ),
    );
  }
  const belts = [
    ['#f4f1e8', 'M140 570C300 540 420 590 560 565S760 530 860 560'],
    ['#f5c518', 'M200 650C360 620 500 680 660 650S880 610 1010 660'],
    ['#ef7d1a', 'M240 740C420 715 560 760 760 735S1000 700 1160 745'],
    ['#2f9e44', 'M300 830C480 805 660 850 860 825S1120 790 1300 835'],
    ['#2f6fd0', 'M1020 530C1160 512 1300 535 1440 522'],
    ['#7b4a22', 'M1100 610C1240 592 1380 620 1510 604'],
  ];
  for (const [color, d] of belts) belt(svg, d, color, { width: 34 });
  // Black belt with gold rank bars, tied.
  belt(svg, 'M520 930C640 880 760 880 820 900C880 880 1000 880 1120 930', '#111318', { width: 34, stripe: palette.gold });
  belt(svg, 'M800 930C780 970 760 990 740 1010', '#111318', { width: 30 });
  belt(svg, 'M840 930C860 970 880 990 900 1010', '#111318', { width: 30 });
  svg.add(rect(778, 890, 84, 46, '#1c1f26', 'rx="10"'));
  vignette(svg, 0.65);
  return svg;
}

/** A group training: fighters in stances, backlit by a bright wall of windows, a heavy bag aside. */
function group() {
  const svg = new Svg(W, H);
  backdrop(svg, { top: '#1a2238', bottom: '#0b0f1a', glow: palette.gold, gx: 0.5, gy: 0.45, glowRadius: 0.45 });
  // Window wall.
  svg.add(
    rect(
      0,
      120,
      W,
      560,
      svg.linearAbs(0, 120, 0, 680, [
        [0, '#ffe9b8', 0.95],
        [0.6, '#ffc34d', 0.9],
        [1, '#e0661a', 0.85],
      ]),
    ),
  );
  for (let x = 0; x <= W; x += 200) svg.add(rect(x - 8, 120, 16, 560, '#141b2e'));
  svg.add(rect(0, 380, W, 14, '#141b2e'), rect(0, 110, W, 18, '#141b2e'));
  // Floor with reflections.
  svg.add(
    rect(
      0,
      680,
      W,
      320,
      svg.linearAbs(0, 680, 0, 1000, [
        [0, '#3a2a20'],
        [0.15, '#1a1a22'],
        [1, '#0b0f1a'],
      ]),
    ),
  );
  svg.add(
    rect(
      0,
      680,
      W,
      200,
      svg.linearAbs(0, 680, 0, 880, [
        [0, '#ffc34d', 0.35],
        [1, '#ffc34d', 0],
      ]),
    ),
  );
  // Heavy bag on a chain.
  svg.add(line(150, 0, 150, 300, '#0b0f1a', 6), rect(95, 300, 110, 330, '#0b0f1a', 'rx="46"'));
  // The coach faces the group from the right; the group in two rows.
  const row = [
    [340, 690, 1.45, poses.guard],
    [560, 700, 1.5, poses.jab],
    [780, 690, 1.45, poses.guard],
    [1000, 700, 1.5, poses.jab],
  ];
  const back = [
    [450, 640, 1.05, poses.jab],
    [670, 645, 1.05, poses.guard],
    [890, 640, 1.05, poses.jab],
  ];
  for (const [x, y, s, pose] of [...back, ...row]) {
    svg.add(ellipse(x, y + 4, 90 * s, 10 * s, '#000', 'opacity="0.35"'));
    svg.add(`<g fill="#0a0d16" transform="translate(${x - 100 * s} ${y - 200 * s}) scale(${s})">${poseGroup(pose)}</g>`);
  }
  const coach = mirror(poses.palms);
  delete coach.ponytail;
  svg.add(
    `<g fill="#070a12" transform="translate(${1330 - 100 * 1.7} ${720 - 200 * 1.7}) scale(1.7)">${poseGroup(coach, { hands: 'open' })}</g>`,
  );
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.radial(800, 420, 900, [
        [0, '#ffffff', 0.08],
        [1, '#ffffff', 0],
      ]),
    ),
  );
  vignette(svg, 0.6);
  return svg;
}

/** Plain figure paths (the caller sets fill and transform on the group). */
function poseGroup(pose, options = { hands: 'gloves' }) {
  return figureParts(pose, options)
    .map((d) => `<path d="${d}"/>`)
    .join('');
}

/** A sunrise run: two runners on a ridge against a rising sun, hills fading into haze. */
function sunrise() {
  const svg = new Svg(W, H);
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linearAbs(0, 0, 0, 700, [
        [0, '#0e1530'],
        [0.45, '#4a1838'],
        [0.75, '#c0311f'],
        [1, '#f5a623'],
      ]),
    ),
  );
  svg.add(
    circle(
      1050,
      660,
      420,
      svg.radial(1050, 660, 420, [
        [0, '#ffe08a', 0.8],
        [0.4, palette.gold, 0.35],
        [1, palette.red, 0],
      ]),
    ),
  );
  svg.add(
    circle(
      1050,
      660,
      130,
      svg.linearAbs(0, 530, 0, 700, [
        [0, '#fff4d6'],
        [1, '#ffc34d'],
      ]),
    ),
  );
  // Thin clouds.
  for (const [y, x, w2] of [
    [300, 200, 500],
    [380, 900, 600],
    [470, 500, 420],
  ]) {
    svg.add(ellipse(x + w2 / 2, y, w2 / 2, 10, '#ffd9a0', `opacity="0.25" ${svg.blur(4)}`));
  }
  const hills = (seed, base, amp, color, opacity = 1) => {
    const rng = createRng(seed);
    const pts = [];
    for (let x = -100; x <= W + 100; x += 160) pts.push([x, base - amp * rng()]);
    svg.add(path(`${smoothPath(pts)}L${W + 100} ${H}L-100 ${H}Z`, color, `opacity="${opacity}"`));
  };
  hills(3, 720, 90, '#7a2a3a', 0.75);
  hills(9, 780, 70, '#3a1a30');
  // The ridge the runners are on.
  svg.add(path(`M-20 ${H}L-20 820C300 790 700 770 1000 790C1250 805 1450 830 1620 840L1620 ${H}Z`, '#0b0f1a'));
  const runners = [
    [720, 782, 1.6],
    [560, 790, 1.45],
  ];
  for (const [x, y, s] of runners) {
    svg.add(
      `<g fill="#0b0f1a" transform="translate(${x - 100 * s} ${y - 186 * s}) scale(${s})">${poseGroup(poses.run, { hands: 'fists', build: 0.9 })}</g>`,
    );
  }
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.radial(1050, 660, 1200, [
        [0, '#ffffff', 0],
        [1, '#000000', 0.45],
      ]),
    ),
  );
  return svg;
}

export const trainingScenes = { tatami, group, sunrise };
