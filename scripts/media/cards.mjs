// Direction cards, 800×600, one per direction (keys are the direction slugs in shared/directions.ts).
// The lower part stays dark: the site lays the direction's name over it.
import { mirror, poses } from './figures.mjs';
import { backdrop, bokeh, glove, lightCone, lightPool, rimFigure, vignette } from './scene-kit.mjs';
import { circle, createRng, line, palette, path, polygon, rect, Svg, smoothPath } from './svg-kit.mjs';

const W = 800;
const H = 600;

/** Both arms reach for the partner's neck, heads together: the clinch. */
const clinch = {
  head: [124, 36],
  headTilt: 18,
  neck: [114, 50],
  frontShoulder: [122, 58],
  backShoulder: [98, 60],
  bulk: 1.05,
  frontHip: [104, 114],
  backHip: [90, 114],
  frontElbow: [142, 78],
  frontHand: [160, 50],
  backElbow: [126, 86],
  backHand: [150, 58],
  frontKnee: [126, 154],
  frontAnkle: [136, 195],
  frontToe: [152, 199],
  backKnee: [78, 156],
  backAnkle: [56, 193],
  backToe: [70, 199],
};

/** Darkens the bottom third for the caption the site draws over the card. */
function captionShade(svg) {
  svg.add(
    rect(
      0,
      H * 0.45,
      W,
      H * 0.55,
      svg.linearAbs(0, H * 0.45, 0, H, [
        [0, palette.ink, 0],
        [1, palette.ink, 0.85],
      ]),
    ),
  );
}

const place = (x, groundY, s, anchorX = 100) => `translate(${x - anchorX * s} ${groundY - 200 * s}) scale(${s})`;

const rims = (front = palette.gold, back = palette.red) => [
  { color: back, dx: -4, dy: -2, blur: 1.2 },
  { color: front, dx: 3, dy: -2, blur: 1, opacity: 0.9 },
];

function mma() {
  const svg = new Svg(W, H);
  backdrop(svg, { glow: '#3a0d18', gx: 0.55, gy: 0.35 });
  lightCone(svg, { x: 420, topWidth: 60, bottomY: 540, bottomWidth: 460, color: palette.cream, opacity: 0.2 });
  lightPool(svg, 420, 520, 300, 40, palette.red, 0.5);
  // Octagon floor edge.
  svg.add(
    polygon(
      [
        [140, 470],
        [260, 440],
        [580, 440],
        [700, 470],
        [760, 560],
        [80, 560],
      ],
      'none',
      `stroke="${palette.red}" stroke-width="3" opacity="0.55"`,
    ),
  );
  rimFigure(svg, poses.guard, { transform: place(410, 540, 2.25, 104), rims: rims(), options: { hands: 'fists' } });
  // Chain-link fence in front.
  const d = [];
  for (let k = -H; k < W + H; k += 44) d.push(`M${k} 0L${k + H} ${H}M${k} ${H}L${k + H} 0`);
  svg.add(path(d.join(''), 'none', 'stroke="#02030a" stroke-width="3" opacity="0.55"'));
  svg.add(rect(0, 0, 46, H, '#05070c'), rect(36, 0, 10, H, palette.red, 'opacity="0.7"'));
  captionShade(svg);
  vignette(svg, 0.6);
  return svg;
}

function grappling() {
  const svg = new Svg(W, H);
  backdrop(svg, { glow: '#1e2f5c', gx: 0.5, gy: 0.3 });
  // Tatami.
  svg.add(
    polygon(
      [
        [0, 430],
        [W, 430],
        [W, H],
        [0, H],
      ],
      '#1d2846',
    ),
  );
  for (let i = -6; i <= 6; i += 1) svg.add(line(400 + i * 60, 430, 400 + i * 180, H, '#0b0f1a', 3));
  svg.add(line(0, 500, W, 500, '#0b0f1a', 3));
  lightCone(svg, { x: 400, topWidth: 80, bottomY: 520, bottomWidth: 520, color: palette.gold, opacity: 0.22 });
  lightPool(svg, 400, 500, 280, 40, palette.gold, 0.45);
  const s = 2.05;
  rimFigure(svg, clinch, { transform: place(330, 520, s), rims: rims(palette.gold, palette.red), options: { hands: 'fists' } });
  rimFigure(svg, mirror(clinch), {
    transform: `translate(${60 * s}) ${place(330, 524, s)}`,
    rims: rims(palette.red, palette.gold),
    options: { hands: 'fists' },
  });
  captionShade(svg);
  vignette(svg, 0.6);
  return svg;
}

function boxing() {
  const svg = new Svg(W, H);
  backdrop(svg, { glow: '#4a0f1a', gx: 0.5, gy: 0.4 });
  lightCone(svg, { x: 400, topWidth: 70, bottomY: 600, bottomWidth: 700, color: palette.cream, opacity: 0.18 });
  // Ropes behind.
  for (const [i, y] of [180, 250, 320].entries()) {
    svg.add(line(-20, y, W + 20, y + 20, i === 1 ? palette.red : '#dfe4ef', 7, 'opacity="0.75"'));
  }
  bokeh(svg, createRng(3), { count: 22, colors: [palette.gold, palette.red], opacity: [0.1, 0.35] });
  glove(svg, { x: 320, y: 300, scale: 1.35, rotate: -28 });
  glove(svg, { x: 490, y: 300, scale: 1.35, rotate: 28, flip: true, tone: ['#ffd45c', palette.gold, '#6b4a00'] });
  captionShade(svg);
  vignette(svg, 0.6);
  return svg;
}

function kickboxing() {
  const svg = new Svg(W, H);
  backdrop(svg, { glow: '#3a1030', gx: 0.55, gy: 0.35 });
  // Motion arcs around the hip, sweeping up to the kicking foot.
  const hip = [369, 348];
  for (const [r, color, width, opacity] of [
    [250, palette.red, 14, 0.45],
    [215, palette.gold, 5, 0.75],
    [285, palette.red, 4, 0.4],
  ]) {
    const from = [hip[0] + r * Math.cos(0.95), hip[1] + r * Math.sin(0.95)];
    const to = [hip[0] + r * Math.cos(-0.5), hip[1] + r * Math.sin(-0.5)];
    svg.add(
      path(
        `M${from[0].toFixed(1)} ${from[1].toFixed(1)}A${r} ${r} 0 0 0 ${to[0].toFixed(1)} ${to[1].toFixed(1)}`,
        'none',
        `stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}" ${svg.blur(1.5)}`,
      ),
    );
  }
  lightPool(svg, 380, 540, 260, 30, palette.red, 0.5);
  rimFigure(svg, poses.kick, { transform: place(360, 550, 2.3), rims: rims() });
  captionShade(svg);
  vignette(svg, 0.6);
  return svg;
}

function handToHand() {
  const svg = new Svg(W, H);
  backdrop(svg, { top: '#121a2a', glow: '#2a3a4a', gx: 0.5, gy: 0.3 });
  lightCone(svg, { x: 400, topWidth: 70, bottomY: 560, bottomWidth: 640, color: '#dfe8f5', opacity: 0.18 });
  lightPool(svg, 400, 530, 330, 36, '#dfe8f5', 0.35);
  svg.add(rect(0, 520, W, 80, '#0d1424'));
  rimFigure(svg, poses.jab, {
    transform: place(300, 540, 2.0),
    rims: rims(palette.gold, palette.red),
    options: { hands: 'fists' },
  });
  rimFigure(svg, mirror(poses.guard), {
    transform: place(540, 544, 2.0, 96),
    rims: rims(palette.red, palette.gold),
    options: { hands: 'fists' },
  });
  captionShade(svg);
  vignette(svg, 0.6);
  return svg;
}

function karate() {
  const svg = new Svg(W, H);
  backdrop(svg, { top: '#0e1324', glow: '#3a1020', gx: 0.6, gy: 0.35 });
  svg.add(
    circle(
      520,
      230,
      170,
      svg.linearAbs(0, 60, 0, 400, [
        [0, '#ff3b4a'],
        [1, '#a50f1c'],
      ]),
    ),
  );
  svg.add(
    circle(
      520,
      230,
      240,
      svg.radial(520, 230, 240, [
        [0.7, palette.red, 0.35],
        [1, palette.red, 0],
      ]),
    ),
  );
  const ridge = [
    [-40, 470],
    [90, 400],
    [200, 450],
    [330, 380],
    [470, 440],
    [600, 390],
    [720, 450],
    [840, 420],
  ];
  svg.add(path(`${smoothPath(ridge)}L840 ${H}L-40 ${H}Z`, '#141b30'));
  rimFigure(svg, poses.karate, {
    transform: place(360, 560, 2.15),
    rims: rims(palette.gold, palette.red),
    options: { hands: 'fists' },
  });
  captionShade(svg);
  vignette(svg, 0.55);
  return svg;
}

function womensSelfDefense() {
  const svg = new Svg(W, H);
  backdrop(svg, { top: '#161a30', glow: '#4a1838', gx: 0.5, gy: 0.35 });
  // A shield of light behind the figure.
  svg.add(
    path(
      'M400 60L590 120V300C590 420 500 500 400 540C300 500 210 420 210 300V120Z',
      svg.linearAbs(0, 60, 0, 540, [
        [0, palette.red, 0.55],
        [1, palette.red, 0.1],
      ]),
      `stroke="${palette.gold}" stroke-width="4" stroke-opacity="0.7"`,
    ),
  );
  lightPool(svg, 400, 540, 260, 30, palette.gold, 0.35);
  rimFigure(svg, poses.palms, {
    transform: place(400, 555, 2.25, 104),
    rims: rims(palette.gold, palette.red),
    options: { hands: 'open', build: 0.86 },
  });
  bokeh(svg, createRng(12), { count: 16, colors: [palette.gold, '#ff8aa0'], opacity: [0.08, 0.3] });
  captionShade(svg);
  vignette(svg, 0.6);
  return svg;
}

export const directionCards = {
  mma,
  grappling,
  boxing,
  kickboxing,
  'hand-to-hand-combat': handToHand,
  karate,
  'womens-self-defense': womensSelfDefense,
};
