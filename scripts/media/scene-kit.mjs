// Lighting and set pieces shared by the still pictures: backdrops, light cones, bokeh, vignettes,
// rim-lit silhouettes, gloves, belts and the club's emblem.
import { figure } from './figures.mjs';
import { between, circle, ellipse, palette, path, polygon, rect } from './svg-kit.mjs';

/** A dark backdrop with a soft coloured glow around (gx, gy). */
export function backdrop(
  svg,
  { top = palette.ink2, bottom = palette.ink, glow = palette.navy, gx = 0.5, gy = 0.35, glowRadius = 0.7 } = {},
) {
  const { width: w, height: h } = svg;
  svg.add(
    rect(
      0,
      0,
      w,
      h,
      svg.linearAbs(0, 0, 0, h, [
        [0, top],
        [1, bottom],
      ]),
    ),
  );
  svg.add(
    rect(
      0,
      0,
      w,
      h,
      svg.radial(w * gx, h * gy, Math.max(w, h) * glowRadius, [
        [0, glow, 0.9],
        [0.55, glow, 0.25],
        [1, glow, 0],
      ]),
    ),
  );
}

/** A cone of light from a narrow top to a wide bottom, fading downwards, blurred at the edges. */
export function lightCone(
  svg,
  { x, y = -20, topWidth = 40, bottomX = x, bottomY, bottomWidth, color = palette.cream, opacity = 0.35, blur = 18 },
) {
  const fill = svg.linearAbs(0, y, 0, bottomY, [
    [0, color, opacity],
    [0.7, color, opacity * 0.35],
    [1, color, 0],
  ]);
  svg.add(
    polygon(
      [
        [x - topWidth / 2, y],
        [x + topWidth / 2, y],
        [bottomX + bottomWidth / 2, bottomY],
        [bottomX - bottomWidth / 2, bottomY],
      ],
      fill,
      svg.blur(blur),
    ),
  );
}

/** An elliptical pool of light on a floor. */
export function lightPool(svg, cx, cy, rx, ry, color = palette.cream, opacity = 0.45) {
  svg.add(
    ellipse(
      cx,
      cy,
      rx,
      ry,
      svg.radial(
        cx,
        cy,
        rx,
        [
          [0, color, opacity],
          [0.6, color, opacity * 0.3],
          [1, color, 0],
        ],
        { rx, ry },
      ),
    ),
  );
}

/** Out-of-focus lights: soft discs of several sizes. */
export function bokeh(
  svg,
  rng,
  {
    count,
    x0 = 0,
    x1 = svg.width,
    y0 = 0,
    y1 = svg.height,
    r = [6, 26],
    colors = [palette.gold, palette.red],
    opacity = [0.08, 0.35],
  },
) {
  const blur = svg.blur(3);
  const discs = [];
  for (let i = 0; i < count; i += 1) {
    const color = colors[Math.floor(rng() * colors.length)];
    discs.push(
      circle(
        between(rng, x0, x1),
        between(rng, y0, y1),
        between(rng, r[0], r[1]),
        color,
        `opacity="${between(rng, opacity[0], opacity[1]).toFixed(2)}"`,
      ),
    );
  }
  svg.add(`<g ${blur}>${discs.join('')}</g>`);
}

/** Darkens the edges: a radial gradient from transparent to ink. */
export function vignette(svg, strength = 0.75) {
  const { width: w, height: h } = svg;
  svg.add(
    rect(
      0,
      0,
      w,
      h,
      svg.radial(
        w / 2,
        h / 2,
        Math.hypot(w, h) / 2,
        [
          [0, palette.ink, 0],
          [0.55, palette.ink, 0],
          [1, '#05070c', strength],
        ],
        { rx: Math.hypot(w, h) / 2, ry: (Math.hypot(w, h) / 2) * (h / w) * 1.25 },
      ),
    ),
  );
}

/**
 * A silhouette with rim light: coloured copies of the figure shifted behind it, blurred, then the
 * figure itself. `transform` places the 200-unit pose on the canvas.
 */
export function rimFigure(svg, pose, { transform, fill = '#070a12', rims = [], options = {}, shadow } = {}) {
  if (shadow) lightPool(svg, shadow.cx, shadow.cy, shadow.rx, shadow.ry, '#000000', 0.6);
  for (const rim of rims) {
    const blur = rim.blur ? svg.blur(rim.blur) : '';
    svg.add(
      `<g ${blur} opacity="${rim.opacity ?? 1}"><g transform="translate(${rim.dx} ${rim.dy})">${figure(pose, options, `transform="${transform}" fill="${rim.color}"`)}</g></g>`,
    );
  }
  svg.add(figure(pose, options, `transform="${transform}" fill="${fill}"`));
}

/**
 * A boxing glove in side view (cuff down, knuckles up), about 170 units tall before `scale`,
 * with its own light from the upper left. `tone` is [light, mid, dark].
 */
export function glove(svg, { x, y, scale = 1, rotate = 0, tone = ['#ff5a64', palette.red, '#5a0710'], flip = false }) {
  const body = svg.linearAbs(-70, -90, 80, 80, [
    [0, tone[0]],
    [0.45, tone[1]],
    [1, tone[2]],
  ]);
  const cuff = svg.linearAbs(-40, 40, 50, 40, [
    [0, tone[2]],
    [0.35, tone[1]],
    [1, tone[2]],
  ]);
  const mitt = 'M-52 20C-70 -10 -66 -62 -30 -82C2 -100 52 -92 66 -52C78 -18 70 12 50 30C34 44 -34 46 -52 20Z';
  const thumb = 'M-52 4C-74 -6 -78 -40 -58 -50C-46 -56 -38 -44 -40 -30C-42 -16 -40 -4 -52 4Z';
  const shine = 'M-30 -70C-6 -86 30 -84 46 -62C26 -74 -6 -74 -30 -58Z';
  const parts = [
    path('M-40 26L44 26L40 96L-36 96Z', cuff),
    path('M-40 58L42 58L41 70L-39 70Z', '#ffffff', 'opacity="0.85"'),
    path(mitt, body),
    path(thumb, body, 'stroke="#000" stroke-opacity="0.25" stroke-width="2"'),
    path(shine, '#ffffff', 'opacity="0.28"'),
    path('M-44 24C-20 34 20 34 48 24', 'none', 'stroke="#000" stroke-opacity="0.35" stroke-width="4"'),
  ];
  const mirror = flip ? ' scale(-1 1)' : '';
  svg.add(`<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})${mirror}">${parts.join('')}</g>`);
}

/** The club's emblem (the shell's logo): a shield, a chevron "A" and a red strike, in a 48-unit box. */
export function emblem(svg, { x, y, size, glow = true }) {
  const k = size / 48;
  const face = svg.linearAbs(0, 2, 0, 46, [
    [0, '#1f2942'],
    [1, palette.ink],
  ]);
  const shield = 'M24 2 44 9v15c0 11.5-8.4 19.2-20 22C12.4 43.2 4 35.5 4 24V9Z';
  const parts = [];
  if (glow) parts.push(path(shield, palette.red, `opacity="0.55" ${svg.blur(3)}`));
  parts.push(
    path(shield, face, `stroke="${palette.gold}" stroke-width="2"`),
    path('M24 11 34.5 36h-5.2l-2.1-5.4h-6.4L18.7 36h-5.2Zm0 9.3-1.9 5.4h3.8Z', '#ffffff'),
    path('M9 30.5 39 22.5v3.6L9 34.1Z', palette.red),
  );
  svg.add(`<g transform="translate(${x} ${y}) scale(${k})">${parts.join('')}</g>`);
}

/** A martial-arts belt lying as a curve: a stroked path with a darker edge and a stitched line. */
export function belt(svg, d, color, { width = 22, stripe } = {}) {
  svg.add(
    path(
      d,
      'none',
      `stroke="#000" stroke-opacity="0.45" stroke-width="${width + 5}" stroke-linejoin="round" transform="translate(3 5)"`,
    ),
  );
  svg.add(path(d, 'none', `stroke="${color}" stroke-width="${width}" stroke-linejoin="round"`));
  // Two rows of stitching along the edges: a darker band, covered again in the middle.
  svg.add(path(d, 'none', `stroke="#000" stroke-opacity="0.22" stroke-width="${width * 0.74}"`));
  svg.add(path(d, 'none', `stroke="${color}" stroke-width="${width * 0.66}"`));
  svg.add(
    path(
      d,
      'none',
      `stroke="#ffffff" stroke-opacity="0.12" stroke-width="${width * 0.25}" stroke-linecap="round" transform="translate(0 -${width * 0.18})"`,
    ),
  );
  if (stripe) svg.add(path(d, 'none', `stroke="${stripe}" stroke-width="${width * 0.22}" stroke-dasharray="60 400"`));
}
