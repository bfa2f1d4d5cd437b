// The founder's portrait (a duotone poster of a boxer in guard) and the Open Graph image.
import { poses } from './figures.mjs';
import { backdrop, bokeh, emblem, lightCone, rimFigure, vignette } from './scene-kit.mjs';
import { circle, createRng, palette, path, rect, Svg } from './svg-kit.mjs';

/** A halftone field of dots inside a circle, denser towards the lower right: the print look. */
function halftone(svg, cx, cy, radius, color, spacing = 14) {
  const dots = [];
  for (let y = cy - radius; y <= cy + radius; y += spacing) {
    for (let x = cx - radius; x <= cx + radius; x += spacing) {
      const d = Math.hypot(x - cx, y - cy) / radius;
      if (d > 1) continue;
      const shade = Math.min(1, Math.max(0, (x - cx + (y - cy)) / (radius * 1.6) + 0.5));
      const r = spacing * 0.42 * shade * (1 - d * 0.35);
      if (r > 0.6) dots.push(circle(x, y, r, color));
    }
  }
  svg.add(`<g opacity="0.35">${dots.join('')}</g>`);
}

/** 800×1000: a boxer in guard, rim-lit in red and gold, in front of a red sun on navy. */
export function portrait() {
  const W = 800;
  const H = 1000;
  const svg = new Svg(W, H);
  backdrop(svg, { top: '#141b30', bottom: palette.ink, glow: '#24345e', gx: 0.5, gy: 0.3 });
  // The red disc behind the head and shoulders, with a soft halo.
  svg.add(
    circle(
      430,
      360,
      460,
      svg.radial(430, 360, 460, [
        [0, palette.red, 0.7],
        [0.57, palette.red, 0.5],
        [0.7, palette.red, 0.16],
        [1, palette.red, 0],
      ]),
    ),
  );
  svg.add(
    circle(
      430,
      360,
      262,
      svg.linearAbs(0, 100, 0, 620, [
        [0, '#ff3b4a'],
        [0.6, palette.red],
        [1, '#8f0b17'],
      ]),
    ),
  );
  halftone(svg, 430, 360, 262, '#5a0710');
  // Diagonal light strokes.
  for (const [x, width, opacity] of [
    [120, 70, 0.05],
    [700, 40, 0.07],
  ]) {
    svg.add(path(`M${x} 0l${width} 0l${-300 + width} ${H}l${-width} 0Z`, palette.gold, `opacity="${opacity}"`));
  }
  lightCone(svg, { x: 420, topWidth: 80, bottomY: 980, bottomWidth: 620, color: palette.cream, opacity: 0.14, blur: 24 });
  bokeh(svg, createRng(41), { count: 26, y0: 40, y1: 700, colors: [palette.gold, '#ff6b6b'], opacity: [0.08, 0.3] });
  // Floor.
  svg.add(
    rect(
      0,
      900,
      W,
      100,
      svg.linearAbs(0, 900, 0, H, [
        [0, palette.ink, 0],
        [1, '#05070c', 0.9],
      ]),
    ),
  );
  const scale = 4.5;
  rimFigure(svg, poses.guard, {
    transform: `translate(${400 - 104 * scale} ${980 - 200 * scale}) scale(${scale})`,
    // In the pose's own units (the group is scaled), so the whole figure shares one gradient.
    fill: svg.linearAbs(60, 10, 120, 200, [
      [0, '#161d30'],
      [0.5, '#0b101c'],
      [1, '#05070d'],
    ]),
    rims: [
      { color: palette.red, dx: -7, dy: -3, blur: 2 },
      { color: palette.gold, dx: 6, dy: -4, blur: 1.5, opacity: 0.9 },
      { color: palette.red, dx: 0, dy: 0, blur: 26, opacity: 0.55 },
    ],
    shadow: { cx: 400, cy: 975, rx: 300, ry: 26 },
  });
  vignette(svg, 0.7);
  return svg;
}

/** 1200×630: the emblem large on the left, a fighter in red light on the right, no text. */
export function ogImage() {
  const W = 1200;
  const H = 630;
  const svg = new Svg(W, H);
  backdrop(svg, { top: '#121a2e', bottom: palette.ink, glow: '#22335c', gx: 0.32, gy: 0.45, glowRadius: 0.55 });
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.radial(900, 330, 520, [
        [0, palette.red, 0.55],
        [0.6, palette.red, 0.12],
        [1, palette.red, 0],
      ]),
    ),
  );
  for (const [x, width, opacity, color] of [
    [560, 90, 0.1, palette.gold],
    [700, 26, 0.22, palette.red],
    [760, 10, 0.3, palette.gold],
    [1080, 48, 0.12, palette.red],
  ]) {
    svg.add(path(`M${x} 0l${width} 0l${-260 + width} ${H}l${-width} 0Z`, color, `opacity="${opacity}"`));
  }
  bokeh(svg, createRng(77), { count: 30, x0: 520, colors: [palette.gold, palette.red, '#ffffff'], opacity: [0.06, 0.28] });
  emblem(svg, { x: 150, y: 95, size: 440 });
  const scale = 2.9;
  rimFigure(svg, poses.jab, {
    transform: `translate(${880 - 110 * scale} ${640 - 200 * scale}) scale(${scale})`,
    rims: [
      { color: palette.red, dx: -5, dy: -2, blur: 1.5 },
      { color: palette.gold, dx: 4, dy: -3, blur: 1.2, opacity: 0.85 },
    ],
  });
  vignette(svg, 0.6);
  return svg;
}
