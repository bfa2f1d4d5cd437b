import { between, type Canvas, circle, colors, ellipse, f, line, type Point, polygon, type Rng, rect } from './svg-kit';

export interface GloveColors {
  main: string;
  light: string;
  dark: string;
  cuff: string;
  stripe: string;
}

export const redGlove: GloveColors = {
  main: colors.red,
  light: '#ff5a66',
  dark: '#6e0a14',
  cuff: '#f4f5f7',
  stripe: colors.gold,
};
export const goldGlove: GloveColors = {
  main: '#e0a100',
  light: '#ffe08a',
  dark: '#7a5200',
  cuff: colors.ink,
  stripe: colors.red,
};
export const navyGlove: GloveColors = {
  main: '#1f2f57',
  light: '#4a66a8',
  dark: '#0a1122',
  cuff: colors.red,
  stripe: colors.gold,
};

/**
 * A boxing glove, fist up, cuff down, drawn in a 200x262 box and placed with its centre at (x, y).
 * `mirror` gives the other hand (thumb on the right).
 */
export function glove(c: Canvas, x: number, y: number, scale: number, rotate: number, tone: GloveColors, mirror = false): string {
  const body = c.shading(0.36, 0.3, 0.75, [
    [0, tone.light],
    [0.45, tone.main],
    [1, tone.dark],
  ]);
  const cuff = c.linear(
    [0, 0],
    [1, 0],
    [
      [0, tone.cuff, 0.75],
      [0.4, tone.cuff],
      [1, tone.cuff, 0.6],
    ],
  );
  const flip = mirror ? ' scale(-1,1)' : '';
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rotate)}) scale(${f(scale)})${flip} translate(-100,-131)">
<path d="M40 172 C18 120 22 42 96 26 C166 12 202 62 192 132 C188 166 178 186 162 196 L162 206 L40 206 Z" fill="${body}"/>
<path d="M44 178 C4 172 -4 116 30 104 C48 98 60 122 56 146 C54 160 50 170 44 178 Z" fill="${body}"/>
<path d="M58 126 C88 144 146 142 186 114" fill="none" stroke="${tone.dark}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>
<path d="M36 200 L166 200 L166 250 Q101 266 36 250 Z" fill="${cuff}"/>
<rect x="36" y="216" width="130" height="12" fill="${tone.stripe}"/>
<ellipse cx="88" cy="66" rx="30" ry="16" fill="#ffffff" opacity="0.22" transform="rotate(-18 88 66)"/>
</g>`;
}

/** A medal on a V-shaped ribbon hanging from (x, y). */
export function medal(c: Canvas, x: number, y: number, size: number, metal: 'gold' | 'silver' | 'bronze', rotate = 0): string {
  const tones = {
    gold: ['#fff1b3', colors.gold, '#9a6b00'],
    silver: ['#ffffff', '#c9ced8', '#6b7280'],
    bronze: ['#ffd2a8', '#cd7f32', '#6b3b12'],
  } as const;
  const [light, mid, dark] = tones[metal];
  const disc = c.shading(0.35, 0.3, 0.8, [
    [0, light],
    [0.5, mid],
    [1, dark],
  ]);
  const s = size / 100;
  const ribbonLeft: Point[] = [
    [x - 34 * s, y],
    [x - 14 * s, y],
    [x + 6 * s, y + 110 * s],
    [x - 12 * s, y + 112 * s],
  ];
  const ribbonRight: Point[] = [
    [x + 14 * s, y],
    [x + 34 * s, y],
    [x + 12 * s, y + 112 * s],
    [x - 6 * s, y + 110 * s],
  ];
  return `<g transform="rotate(${f(rotate)} ${f(x)} ${f(y)})">${polygon(ribbonLeft, colors.red)}${polygon(ribbonRight, '#1f3b8a')}${circle(x, y + 150 * s, 46 * s, disc)}${circle(
    x,
    y + 150 * s,
    33 * s,
    'none',
    `stroke="${dark}" stroke-width="${f(3 * s)}" opacity="0.6"`,
  )}${ellipse(x - 14 * s, y + 134 * s, 14 * s, 8 * s, '#ffffff', 'opacity="0.35"')}</g>`;
}

/** A martial-arts belt lying as a long band from `a` to `b`, with stitching and an optional tip bar. */
export function belt(
  c: Canvas,
  a: Point,
  b: Point,
  width: number,
  color: string,
  tip?: { color: string; stripes?: string },
): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  const shade = c.linear(
    [0, 0],
    [0, 1],
    [
      [0, '#ffffff', 0.18],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.35],
    ],
  );
  let out =
    rect(0, -width / 2, length, width, color, `rx="${f(width * 0.12)}"`) +
    rect(0, -width / 2, length, width, shade, `rx="${f(width * 0.12)}"`);
  const stitch = color === colors.white || color === '#f4f5f7' || color === '#f1d23a' ? '#00000033' : '#ffffff30';
  for (let i = 1; i <= 4; i++) {
    const yy = -width / 2 + (width * i) / 5;
    out += line([6, yy], [length - 6, yy], stitch, 1.6, 'stroke-dasharray="7 5"');
  }
  if (tip) {
    out += rect(length * 0.72, -width / 2, length * 0.16, width, tip.color);
    if (tip.stripes)
      for (let i = 0; i < 3; i++) out += rect(length * 0.74 + i * length * 0.045, -width / 2, length * 0.018, width, tip.stripes);
  }
  return `<g transform="translate(${f(a[0])},${f(a[1])}) rotate(${f(angle)})">${out}</g>`;
}

/** The common premium backdrop: deep navy, a spotlight from above, a coloured side glow, beams and dust. */
export function stageBackdrop(c: Canvas, rng: Rng, accent: string): { lightX: number } {
  const { width: w, height: h } = c;
  const lightX = w * between(rng, 0.3, 0.7);
  c.add(
    rect(
      0,
      0,
      w,
      h,
      c.linear(
        [0, 0],
        [0, 1],
        [
          [0, colors.ink],
          [0.6, '#0f1729'],
          [1, '#070a12'],
        ],
      ),
    ),
  );
  // Lights are painted only over the area their gradient reaches: radial fills are the slowest part to draw.
  c.add(
    rect(
      0,
      0,
      w,
      h * 0.8,
      c.radial(lightX, -h * 0.12, w * 0.78, [
        [0, '#fdf3da', 0.42],
        [0.35, '#8ea4d6', 0.12],
        [1, colors.navy, 0],
      ]),
    ),
  );
  const glowX = rng() < 0.5 ? w * 0.05 : w * 0.95;
  c.add(
    circle(
      glowX,
      h * 0.85,
      w * 0.55,
      c.radial(glowX, h * 0.85, w * 0.55, [
        [0, accent, 0.42],
        [1, accent, 0],
      ]),
    ),
  );
  const beam = c.linear(
    [0, 0],
    [0, 1],
    [
      [0, '#ffffff', 0.16],
      [1, '#ffffff', 0],
    ],
  );
  for (let i = 0; i < 3; i++) {
    const top = lightX + between(rng, -60, 60);
    const spread = between(rng, 120, 320);
    const shift = between(rng, -260, 260);
    c.add(
      polygon(
        [
          [top - 8, -10],
          [top + 8, -10],
          [top + shift + spread, h],
          [top + shift - spread, h],
        ],
        beam,
      ),
    );
  }
  c.add(`<g>${dust(rng, 70, w, h)}</g>`);
  return { lightX };
}

function dust(rng: Rng, count: number, w: number, h: number): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += circle(rng() * w, rng() * h * 0.8, between(rng, 0.6, 2.2), '#ffe9b0', `opacity="${f(between(rng, 0.1, 0.55))}"`);
  return out;
}

/** Darkened edges and corners, the last layer of every scene: four linear bands, much cheaper to draw than a radial one. */
export function vignette(c: Canvas, strength = 0.78): void {
  const { width: w, height: h } = c;
  const band = Math.min(w, h) * 0.32;
  const fade = (from: Point, to: Point) =>
    c.linear(from, to, [
      [0, '#000000', strength * 0.7],
      [1, '#000000', 0],
    ]);
  c.add(rect(0, 0, w, band, fade([0, 0], [0, 1])));
  c.add(rect(0, h - band, w, band, fade([0, 1], [0, 0])));
  c.add(rect(0, 0, band, h, fade([0, 0], [1, 0])));
  c.add(rect(w - band, 0, band, h, fade([1, 0], [0, 0])));
}

/** Large out-of-focus light circles (bokeh) for depth. */
export function bokeh(c: Canvas, rng: Rng, count: number, tints: readonly string[]): void {
  for (let i = 0; i < count; i++) {
    const x = rng() * c.width;
    const y = rng() * c.height * 0.7;
    const r = between(rng, 18, 70);
    const tint = tints[i % tints.length] ?? colors.gold;
    c.add(
      circle(
        x,
        y,
        r,
        c.radial(x, y, r, [
          [0, tint, 0.32],
          [0.8, tint, 0.18],
          [1, tint, 0],
        ]),
      ),
    );
  }
}
