// Gallery scenes at the arena: the ring on fight night, gloves on the wall, the trophy shelf (1600×1000).
import { mirror, poses } from './figures.mjs';
import { backdrop, bokeh, glove, lightCone, lightPool, rimFigure, vignette } from './scene-kit.mjs';
import { between, circle, createRng, ellipse, line, palette, path, polygon, rect, Svg } from './svg-kit.mjs';

const W = 1600;
const H = 1000;
/** A row of heads and shoulders, the crowd at ringside, dark against the light. */
function crowd(svg, rng, { y, count, scale = 1, fill = '#04060b' }) {
  const parts = [];
  const step = W / count;
  for (let i = -1; i <= count; i += 1) {
    const x = i * step + between(rng, -step * 0.3, step * 0.3);
    const s = scale * between(rng, 0.85, 1.15);
    const top = y + between(rng, -12, 12) * scale;
    parts.push(ellipse(x, top, 26 * s, 31 * s, fill));
    parts.push(
      path(
        `M${x - 70 * s} ${H}C${x - 72 * s} ${top + 60 * s} ${x - 40 * s} ${top + 40 * s} ${x} ${top + 38 * s}C${x + 40 * s} ${top + 40 * s} ${x + 72 * s} ${top + 60 * s} ${x + 70 * s} ${H}Z`,
        fill,
      ),
    );
  }
  svg.add(parts.join(''));
}

/** A ring under the lights: truss lamps, beams, the lit canvas and ropes, the crowd in front. */
function ring() {
  const svg = new Svg(W, H);
  const rng = createRng(101);
  backdrop(svg, { top: '#0d1324', bottom: '#070a12', glow: '#1e2c52', gy: 0.3 });
  bokeh(svg, rng, {
    count: 60,
    y0: 140,
    y1: 480,
    r: [3, 12],
    colors: [palette.gold, '#ffffff', palette.red],
    opacity: [0.1, 0.5],
  });
  // Lighting truss.
  svg.add(rect(0, 60, W, 18, '#05070c'), rect(0, 92, W, 8, '#05070c'));
  for (let x = 0; x < W; x += 40) svg.add(line(x, 78, x + 40, 92, '#05070c', 4));
  const lamps = [260, 520, 800, 1080, 1340];
  for (const x of lamps) {
    lightCone(svg, {
      x,
      y: 100,
      topWidth: 50,
      bottomX: 800 + (x - 800) * 0.35,
      bottomY: 720,
      bottomWidth: 360,
      color: palette.cream,
      opacity: 0.16,
      blur: 16,
    });
  }
  for (const x of lamps) {
    svg.add(
      circle(
        x,
        104,
        46,
        svg.radial(x, 104, 46, [
          [0, '#ffffff', 1],
          [0.25, palette.cream, 0.7],
          [1, palette.gold, 0],
        ]),
      ),
    );
  }
  // Ring: canvas, apron, posts, ropes.
  const back = 560;
  const bl = [420, back];
  const br = [1180, back];
  const fl = [60, 860];
  const fr = [1540, 860];
  svg.add(
    polygon(
      [bl, br, fr, fl],
      svg.linearAbs(0, back, 0, 860, [
        [0, '#2b3a62'],
        [1, '#1a2440'],
      ]),
    ),
  );
  lightPool(svg, 800, 700, 560, 130, palette.cream, 0.35);
  svg.add(
    polygon(
      [fl, fr, [fr[0], 930], [fl[0], 930]],
      svg.linearAbs(0, 860, 0, 930, [
        [0, palette.redStrong],
        [1, '#5a0710'],
      ]),
    ),
  );
  const posts = [
    [bl, 150, palette.red],
    [br, 150, '#2f5fd0'],
    [fl, 300, '#e8ecf5'],
    [fr, 300, '#e8ecf5'],
  ];
  for (const [[x, y], height, pad] of posts) {
    const wPost = height / 12;
    svg.add(rect(x - wPost / 2, y - height, wPost, height, '#0a0d16'));
    svg.add(rect(x - wPost * 0.8, y - height + 8, wPost * 1.6, height * 0.75, pad, `rx="${wPost / 3}"`));
  }
  const ropeY = (base, height, t) => base - height * t;
  [0.3, 0.6, 0.9].forEach((t, i) => {
    const tone = i === 1 ? palette.red : '#eef1f7';
    svg.add(line(bl[0], ropeY(back, 150, t), br[0], ropeY(back, 150, t), tone, 5));
    svg.add(
      polygon(
        [
          [bl[0], ropeY(back, 150, t) - 2.5],
          [fl[0], ropeY(860, 300, t) - 6],
          [fl[0], ropeY(860, 300, t) + 6],
          [bl[0], ropeY(back, 150, t) + 2.5],
        ],
        tone,
      ),
    );
    svg.add(
      polygon(
        [
          [br[0], ropeY(back, 150, t) - 2.5],
          [fr[0], ropeY(860, 300, t) - 6],
          [fr[0], ropeY(860, 300, t) + 6],
          [br[0], ropeY(back, 150, t) + 2.5],
        ],
        tone,
      ),
    );
  });
  // Two fighters touching gloves in the centre.
  const s = 1.25;
  rimFigure(svg, poses.guard, {
    transform: `translate(${800 - 150 * s} ${700 - 200 * s}) scale(${s})`,
    fill: '#0a0e18',
    rims: [{ color: palette.cream, dx: 0, dy: -3, blur: 1.5, opacity: 0.6 }],
  });
  rimFigure(svg, mirror(poses.guard), {
    transform: `translate(${800 - 52 * s} ${705 - 200 * s}) scale(${s})`,
    fill: '#0a0e18',
    rims: [{ color: palette.cream, dx: 0, dy: -3, blur: 1.5, opacity: 0.6 }],
  });
  crowd(svg, rng, { y: 900, count: 14, scale: 1.3 });
  vignette(svg, 0.7);
  return svg;
}

/** Two gloves hanging by their laces from a hook on a dark wall, lit from above. */
function gloves() {
  const svg = new Svg(W, H);
  backdrop(svg, { top: '#121829', bottom: '#07090f', glow: '#2a2f45', gx: 0.5, gy: 0.3, glowRadius: 0.5 });
  // Brick wall, barely visible.
  const bricks = [];
  for (let row = 0; row < 20; row += 1) {
    const y = row * 52;
    const offset = row % 2 === 0 ? 0 : 60;
    for (let x = -offset; x < W; x += 120) bricks.push(`M${x + 3} ${y + 3}h114v46h-114Z`);
  }
  svg.add(path(bricks.join(''), 'none', 'stroke="#000" stroke-opacity="0.35" stroke-width="4"'));
  lightCone(svg, {
    x: 800,
    y: -40,
    topWidth: 120,
    bottomY: 1000,
    bottomWidth: 1100,
    color: palette.cream,
    opacity: 0.2,
    blur: 30,
  });
  svg.add(
    circle(
      800,
      500,
      420,
      svg.radial(800, 480, 420, [
        [0, '#ffe0b0', 0.22],
        [1, '#ffe0b0', 0],
      ]),
    ),
  );
  // Hook and laces.
  svg.add(
    rect(780, 130, 40, 18, '#2a2f3a', 'rx="6"'),
    path('M800 148C800 190 830 196 836 172', 'none', 'stroke="#3a404e" stroke-width="9" stroke-linecap="round"'),
  );
  for (const [x2, y2] of [
    [640, 470],
    [700, 470],
    [900, 500],
    [960, 500],
  ]) {
    svg.add(
      path(
        `M804 176Q${(804 + x2) / 2} ${(176 + y2) / 2 - 30} ${x2} ${y2}`,
        'none',
        'stroke="#f4f1e8" stroke-width="6" stroke-linecap="round" opacity="0.9"',
      ),
    );
  }
  // Shadows on the wall, then the gloves.
  svg.add(
    ellipse(720, 700, 170, 240, '#000', `opacity="0.45" ${svg.blur(30)}`),
    ellipse(960, 720, 170, 240, '#000', `opacity="0.45" ${svg.blur(30)}`),
  );
  glove(svg, { x: 660, y: 660, scale: 1.9, rotate: 172, flip: true });
  glove(svg, { x: 930, y: 690, scale: 1.9, rotate: 186, tone: ['#ffd45c', palette.gold, '#6b4a00'] });
  bokeh(svg, createRng(5), { count: 18, y0: 0, y1: 300, colors: [palette.gold], opacity: [0.05, 0.2] });
  vignette(svg, 0.8);
  return svg;
}

/** A trophy shelf: cups, medals on ribbons and a championship belt under small spotlights. */
function trophies() {
  const svg = new Svg(W, H);
  backdrop(svg, { top: '#141a2c', bottom: '#0a0d16', glow: '#2a2236', gx: 0.5, gy: 0.4 });
  // Wood-panel wall.
  for (let x = 0; x < W; x += 160) svg.add(rect(x, 0, 156, H, '#000', 'opacity="0.12"'));
  const shelves = [430, 800];
  for (const y of shelves) {
    for (const x of [300, 800, 1300]) {
      lightCone(svg, {
        x,
        y: y - 360,
        topWidth: 30,
        bottomY: y,
        bottomWidth: 380,
        color: palette.cream,
        opacity: 0.22,
        blur: 14,
      });
      lightPool(svg, x, y, 200, 18, palette.cream, 0.5);
    }
    svg.add(
      rect(
        80,
        y,
        W - 160,
        22,
        svg.linearAbs(0, y, 0, y + 22, [
          [0, '#6b4a2a'],
          [1, '#2a1a10'],
        ]),
      ),
      rect(80, y + 22, W - 160, 30, '#000', `opacity="0.4" ${svg.blur(8)}`),
    );
  }
  const gold = svg.linearAbs(-60, 0, 60, 0, [
    [0, '#7a5200'],
    [0.35, '#ffe08a'],
    [0.55, palette.gold],
    [1, '#6b4a00'],
  ]);
  const silver = svg.linearAbs(-60, 0, 60, 0, [
    [0, '#5c6473'],
    [0.35, '#f4f6fa'],
    [0.55, '#b9c0cc'],
    [1, '#4a505c'],
  ]);
  const cup = (x, y, s, fill) =>
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    path('M-50 -250C-50 -170 -30 -130 0 -120C30 -130 50 -170 50 -250Z', fill) +
    path('M-50 -235C-90 -235 -90 -170 -40 -165', 'none', `stroke="${palette.gold}" stroke-width="8" opacity="0.85"`) +
    path('M50 -235C90 -235 90 -170 40 -165', 'none', `stroke="${palette.gold}" stroke-width="8" opacity="0.85"`) +
    rect(-8, -122, 16, 50, fill) +
    path('M-36 -72L36 -72L44 -40L-44 -40Z', fill) +
    rect(-56, -40, 112, 40, '#1a1410', 'rx="4"') +
    rect(-40, -30, 80, 18, fill, 'opacity="0.6"') +
    path(
      'M-38 -240C-36 -190 -26 -160 -10 -150',
      'none',
      'stroke="#fff" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round"',
    ) +
    '</g>';
  svg.add(cup(300, 430, 1.2, gold), cup(520, 430, 0.9, silver), cup(1080, 430, 0.95, gold), cup(1300, 430, 1.3, gold));
  // Championship belt on the upper shelf centre.
  svg.add(path('M620 400C700 380 900 380 980 400L980 340C900 320 700 320 620 340Z', '#15171c'));
  svg.add(ellipse(800, 360, 80, 56, gold), ellipse(800, 360, 50, 34, palette.red), circle(800, 360, 16, gold));
  // Medals hanging from the lower shelf.
  const medal = (x, y, ribbon, fill, length) => {
    svg.add(
      path(
        `M${x - 26} ${800 + 22}L${x - 6} ${y - 30}L${x + 6} ${y - 30}L${x + 26} ${800 + 22}L${x + 8} ${800 + 22}L${x} ${y - 60}L${x - 8} ${800 + 22}Z`,
        ribbon,
      ),
    );
    svg.add(
      circle(x, y, 38 * length, fill),
      circle(x, y, 27 * length, '#000', 'opacity="0.18"'),
      circle(x - 10, y - 12, 8, '#fff', 'opacity="0.4"'),
    );
  };
  const ribbons = [palette.red, '#2f5fd0', palette.red, '#f4f1e8', '#2f5fd0', palette.red];
  for (const [i, x] of [220, 400, 580, 1020, 1200, 1380].entries()) {
    medal(x, 930 + (i % 2) * 25, ribbons[i], i % 3 === 1 ? silver : gold, 1);
  }
  // Lower shelf: more cups.
  svg.add(cup(800, 800, 1.05, gold), cup(660, 800, 0.7, silver), cup(940, 800, 0.7, gold));
  bokeh(svg, createRng(8), { count: 24, colors: [palette.gold], opacity: [0.05, 0.18] });
  vignette(svg, 0.7);
  return svg;
}

export const arenaScenes = { ring, gloves, trophies };
