import { figure } from './figures';
import { vignette } from './objects';
import { between, Canvas, colors, createRng, ellipse, f, type Point, polygon, rect, specks } from './svg-kit';

export const AD_POSTER_SIZE = 1080;

const star = (cx: number, cy: number, outer: number, fill: string = colors.gold): string => {
  const list: Point[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : outer * 0.42;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    list.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return polygon(list, fill);
};

const octagon = (cx: number, cy: number, r: number): Point[] =>
  Array.from({ length: 8 }, (_, i) => {
    const angle = Math.PI / 8 + (i * Math.PI) / 4;
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
  });

/** A tournament poster without lettering: face-off under a burst of light, a cage outline and a title belt. */
export function adPosterSvg(seed: number): string {
  const rng = createRng(seed * 15485863);
  const size = AD_POSTER_SIZE;
  const c = new Canvas(size, size);
  const cx = size / 2;
  const cy = 500;
  c.add(rect(0, 0, size, size, colors.ink));
  // Sunburst rays.
  const rays = 28;
  for (let i = 0; i < rays; i += 2) {
    const a0 = (i * 2 * Math.PI) / rays;
    const a1 = ((i + 1) * 2 * Math.PI) / rays;
    c.add(
      polygon(
        [
          [cx, cy],
          [cx + Math.cos(a0) * 1000, cy + Math.sin(a0) * 1000],
          [cx + Math.cos(a1) * 1000, cy + Math.sin(a1) * 1000],
        ],
        colors.red,
        'opacity="0.16"',
      ),
    );
  }
  c.add(
    rect(
      0,
      0,
      size,
      size,
      c.radial(cx, cy, 560, [
        [0, '#ffe7a8', 0.95],
        [0.1, colors.gold, 0.75],
        [0.38, colors.red, 0.55],
        [1, colors.ink, 0],
      ]),
    ),
  );
  // Diagonal bands in the corners, as on fight posters.
  c.add(
    polygon(
      [
        [0, 120],
        [120, 0],
        [190, 0],
        [0, 190],
      ],
      colors.red,
    ) +
      polygon(
        [
          [size, size - 120],
          [size - 120, size],
          [size - 190, size],
          [size, size - 190],
        ],
        colors.red,
      ),
  );
  c.add(
    `<polygon points="${octagon(cx, cy + 40, 400)
      .map(([x, y]) => `${f(x)},${f(y)}`)
      .join(' ')}" fill="none" stroke="${colors.gold}" stroke-width="7" opacity="0.85"/>`,
  );
  c.add(
    `<polygon points="${octagon(cx, cy + 40, 372)
      .map(([x, y]) => `${f(x)},${f(y)}`)
      .join(' ')}" fill="none" stroke="${colors.red}" stroke-width="3" opacity="0.8"/>`,
  );
  // Header ornament where a title would go: gold rules and five stars.
  c.add(rect(cx - 320, 70, 640, 4, colors.gold) + rect(cx - 240, 84, 480, 2, colors.gold, 'opacity="0.7"'));
  for (let i = -2; i <= 2; i++) c.add(star(cx + i * 56, 128, i === 0 ? 22 : 16));
  c.add(`<g>${specks(rng, 120, { x: 0, y: 150, w: size, h: 700 }, colors.goldLight, 3)}</g>`);
  const floor = 900;
  c.add(
    rect(
      0,
      floor,
      size,
      size - floor,
      c.linear(
        [0, 0],
        [0, 1],
        [
          [0, '#1a0a10'],
          [1, '#05070d'],
        ],
      ),
    ),
  );
  const gap = between(rng, 150, 180);
  c.add(
    figure({
      x: cx - gap - 40,
      y: floor,
      height: 560,
      pose: 'stance',
      fill: '#030409',
      gloves: '#030409',
      rim: { color: colors.red, dx: -5, dy: -3 },
    }),
  );
  c.add(
    figure({
      x: cx + gap + 40,
      y: floor,
      height: 560,
      pose: 'stance',
      facing: 'left',
      fill: '#030409',
      gloves: '#030409',
      rim: { color: colors.gold, dx: 5, dy: -3 },
    }),
  );
  // The title belt in front.
  const beltY = 970;
  const plate = c.shading(0.4, 0.3, 0.8, [
    [0, '#fff1b3'],
    [0.5, colors.gold],
    [1, '#8a5c00'],
  ]);
  c.add(
    rect(
      cx - 340,
      beltY - 36,
      680,
      72,
      c.linear(
        [0, 0],
        [0, 1],
        [
          [0, '#3a0a10'],
          [0.5, colors.redDeep],
          [1, '#2a0509'],
        ],
      ),
      `rx="32" stroke="${colors.gold}" stroke-width="3"`,
    ),
  );
  c.add(
    ellipse(cx - 200, beltY, 62, 42, plate, 'stroke="#fff1b3" stroke-width="3"') +
      ellipse(cx + 200, beltY, 62, 42, plate, 'stroke="#fff1b3" stroke-width="3"'),
  );
  c.add(star(cx - 200, beltY, 18, colors.redDeep) + star(cx + 200, beltY, 18, colors.redDeep));
  c.add(
    `<polygon points="${octagon(cx, beltY, 100)
      .map(([x, y]) => `${f(x)},${f(y)}`)
      .join(' ')}" fill="${plate}" stroke="#fff1b3" stroke-width="4"/>`,
  );
  c.add(ellipse(cx, beltY, 38, 38, colors.red, 'stroke="#fff1b3" stroke-width="4"'));
  c.add(star(cx, beltY, 22));
  vignette(c, 0.7);
  return c.toSvg();
}
