import { glove, goldGlove, navyGlove, redGlove } from './objects';
import { between, Canvas, circle, colors, createRng, ellipse, emblem, line, polygon, type Rng, rect } from './svg-kit';

export const PRODUCT_IMAGE_SIZE = 800;

export const productShapes = ['tshirt', 'hoodie', 'gloves', 'shorts', 'rashguard', 'bottle', 'bag', 'wraps'] as const;
export type ProductShape = (typeof productShapes)[number];

/** A square store photo (800x800): the item alone on a clean light background with a soft shadow. */
export function productSvg(shape: ProductShape, seed: number): string {
  const rng = createRng(seed * 4099 + productShapes.indexOf(shape) * 131);
  const c = new Canvas(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE);
  const size = PRODUCT_IMAGE_SIZE;
  const tint = rng() < 0.5 ? '#e3e7ef' : '#ece6e4';
  c.add(
    rect(
      0,
      0,
      size,
      size,
      c.linear(
        [0, 0],
        [0, 1],
        [
          [0, '#f7f8fa'],
          [1, tint],
        ],
      ),
    ),
  );
  c.add(
    rect(
      0,
      0,
      size,
      size,
      c.radial(size * between(rng, 0.35, 0.65), size * 0.3, size * 0.6, [
        [0, '#ffffff', 0.9],
        [1, '#ffffff', 0],
      ]),
    ),
  );
  c.add(
    ellipse(
      400,
      700,
      250,
      34,
      c.radial(400, 700, 250, [
        [0, '#0b0f1a', 0.3],
        [1, '#0b0f1a', 0],
      ]),
    ),
  );
  drawers[shape](c, rng);
  return c.toSvg();
}

/** Horizontal shading for fabric: darker at the sides, lit in the middle. */
const fabric = (c: Canvas, base: string, light: string, dark: string) =>
  c.linear(
    [0, 0],
    [1, 0],
    [
      [0, dark],
      [0.45, light],
      [0.6, base],
      [1, dark],
    ],
  );

const drawers: Record<ProductShape, (c: Canvas, rng: Rng) => void> = {
  tshirt(c, rng) {
    const black = rng() < 0.7;
    const fill = black ? fabric(c, '#161922', '#2a2f3d', '#0b0d12') : fabric(c, '#1c2b52', '#2c4178', '#101a33');
    c.add(
      `<path d="M318 168 Q400 222 482 168 L580 196 L676 300 L606 358 L566 322 L570 652 Q400 668 230 652 L234 322 L194 358 L124 300 L220 196 Z" fill="${fill}"/>`,
    );
    c.add(`<path d="M318 168 Q400 222 482 168 L470 160 Q400 206 330 160 Z" fill="${colors.red}"/>`);
    c.add(line([606, 358], [676, 300], colors.red, 8) + line([194, 358], [124, 300], colors.red, 8));
    c.add(
      `<path d="M300 420 Q330 520 310 640 M500 430 Q470 540 492 640" stroke="#000000" stroke-opacity="0.25" stroke-width="6" fill="none"/>`,
    );
    c.add(emblem(400, 330, 120));
  },
  hoodie(c) {
    const fill = fabric(c, '#141720', '#272c39', '#0a0c11');
    c.add(`<path d="M296 214 Q288 112 400 104 Q512 112 504 214 Z" fill="#0d0f15"/>`);
    c.add(
      `<path d="M318 200 Q400 250 482 200 L590 228 Q640 262 660 360 L702 600 L642 618 L600 404 L586 384 L586 668 Q400 684 214 668 L214 384 L200 404 L158 618 L98 600 L140 360 Q160 262 210 228 Z" fill="${fill}"/>`,
    );
    c.add(`<path d="M318 200 Q400 268 482 200 Q470 150 400 146 Q330 150 318 200 Z" fill="#07080c"/>`);
    c.add(rect(214, 640, 372, 30, '#0b0d12', 'rx="6"'));
    c.add(line([644, 610], [700, 596], colors.red, 10) + line([156, 610], [100, 596], colors.red, 10));
    c.add(
      `<path d="M288 512 L512 512 L540 628 L260 628 Z" fill="none" stroke="#000000" stroke-opacity="0.45" stroke-width="5"/>`,
    );
    c.add(line([382, 236], [374, 350], '#e6e8ee', 5) + line([418, 236], [426, 350], '#e6e8ee', 5));
    c.add(circle(374, 356, 7, colors.gold) + circle(426, 356, 7, colors.gold));
    c.add(emblem(400, 430, 95));
  },
  gloves(c, rng) {
    const tone = rng() < 0.6 ? redGlove : rng() < 0.5 ? goldGlove : navyGlove;
    c.add(glove(c, 318, 390, 1.5, -12, tone, true));
    c.add(glove(c, 480, 410, 1.5, 10, tone));
  },
  shorts(c) {
    const fill = fabric(c, '#151821', '#2a2f3c', '#0a0c11');
    c.add(`<path d="M228 262 L572 262 L626 604 L432 626 L400 432 L368 626 L174 604 Z" fill="${fill}"/>`);
    c.add(
      polygon(
        [
          [228, 262],
          [276, 262],
          [232, 606],
          [174, 604],
        ],
        colors.red,
      ),
    );
    c.add(
      polygon(
        [
          [524, 262],
          [572, 262],
          [626, 604],
          [568, 606],
        ],
        colors.red,
      ),
    );
    c.add(line([276, 266], [232, 602], colors.gold, 4) + line([524, 266], [568, 602], colors.gold, 4));
    c.add(rect(226, 214, 348, 52, '#0d0f15', 'rx="8"'));
    c.add(rect(226, 214, 348, 8, colors.red, 'rx="4"'));
    c.add(`<path d="M400 240 Q380 290 366 312 M400 240 Q420 290 436 310" stroke="#e6e8ee" stroke-width="5" fill="none"/>`);
    c.add(emblem(300, 520, 80));
  },
  rashguard(c) {
    const fill = fabric(c, '#151821', '#2b303e', '#0a0c11');
    c.add(
      `<path d="M330 170 Q400 212 470 170 L560 190 Q602 210 620 280 L690 560 L640 576 L570 332 L560 362 L560 660 Q400 672 240 660 L240 362 L230 332 L160 576 L110 560 L180 280 Q198 210 240 190 Z" fill="${fill}"/>`,
    );
    c.add(
      polygon(
        [
          [240, 362],
          [276, 370],
          [272, 662],
          [240, 660],
        ],
        colors.red,
      ),
    );
    c.add(
      polygon(
        [
          [560, 362],
          [524, 370],
          [528, 662],
          [560, 660],
        ],
        colors.red,
      ),
    );
    c.add(
      polygon(
        [
          [240, 430],
          [560, 300],
          [560, 332],
          [240, 462],
        ],
        colors.gold,
        'opacity="0.9"',
      ),
    );
    c.add(line([186, 300], [134, 520], colors.red, 10) + line([614, 300], [666, 520], colors.red, 10));
    c.add(`<path d="M330 170 Q400 212 470 170 L460 164 Q400 200 340 164 Z" fill="${colors.red}"/>`);
    c.add(emblem(400, 520, 90));
  },
  bottle(c) {
    const body = c.linear(
      [0, 0],
      [1, 0],
      [
        [0, '#0d1426'],
        [0.3, '#2c4178'],
        [0.55, '#1c2b52'],
        [1, '#0a1020'],
      ],
    );
    c.add(rect(386, 132, 28, 40, '#0b0d12', 'rx="6"'));
    c.add(
      rect(
        350,
        168,
        100,
        70,
        c.linear(
          [0, 0],
          [1, 0],
          [
            [0, '#050608'],
            [0.4, '#2a2f3c'],
            [1, '#050608'],
          ],
        ),
        'rx="12"',
      ),
    );
    c.add(ellipse(470, 200, 26, 18, 'none', `stroke="${colors.red}" stroke-width="8"`));
    c.add(
      `<path d="M320 300 Q320 250 362 240 L438 240 Q480 250 480 300 L480 430 Q466 462 480 494 L480 650 Q480 692 440 692 L360 692 Q320 692 320 650 L320 494 Q334 462 320 430 Z" fill="${body}"/>`,
    );
    c.add(rect(320, 512, 160, 110, colors.red));
    c.add(rect(320, 512, 160, 8, colors.gold) + rect(320, 614, 160, 8, colors.gold));
    c.add(emblem(400, 567, 62, colors.ink));
    c.add(rect(340, 270, 12, 390, '#ffffff', 'opacity="0.28" rx="6"'));
  },
  bag(c) {
    const body = c.linear(
      [0, 0],
      [0, 1],
      [
        [0, '#2a2f3c'],
        [0.5, '#151821'],
        [1, '#0a0c11'],
      ],
    );
    c.add(`<path d="M320 316 Q326 196 400 196 Q474 196 480 316" stroke="#0b0d12" stroke-width="20" fill="none"/>`);
    c.add(
      `<path d="M168 362 Q168 300 230 300 L570 300 Q632 300 632 362 L642 600 Q642 644 598 644 L202 644 Q158 644 158 600 Z" fill="${body}"/>`,
    );
    c.add(ellipse(170, 472, 26, 150, '#0b0d12') + ellipse(630, 472, 26, 150, '#0b0d12'));
    c.add(line([210, 322], [590, 322], colors.gold, 4, 'stroke-dasharray="10 6"'));
    c.add(rect(160, 456, 482, 30, colors.red));
    c.add(rect(286, 516, 228, 100, '#0b0d12', 'rx="16"'));
    c.add(line([306, 534], [494, 534], colors.gold, 3, 'stroke-dasharray="8 5"'));
    c.add(emblem(400, 396, 80));
  },
  wraps(c) {
    const roll = (x: number, y: number, r: number) => {
      let out = circle(
        x,
        y,
        r,
        c.shading(0.4, 0.35, 0.75, [
          [0, '#ff5a66'],
          [0.6, colors.red],
          [1, '#7a0b16'],
        ]),
      );
      for (let k = r - 14; k > 14; k -= 14)
        out += circle(x + (r - k) * 0.08, y, k, 'none', 'stroke="#5a0710" stroke-opacity="0.55" stroke-width="3"');
      return out + circle(x + r * 0.07, y, 12, '#3a050b');
    };
    c.add(`<path d="M420 600 Q560 640 660 600 L676 636 Q560 682 410 640 Z" fill="${colors.red}"/>`);
    c.add(rect(620, 596, 64, 44, '#c9ced8', 'rx="6" transform="rotate(-20 652 618)"'));
    c.add(roll(520, 420, 150));
    c.add(roll(320, 500, 150));
    c.add(`<path d="M220 620 Q160 700 250 700 Q300 690 280 640" stroke="${colors.gold}" stroke-width="10" fill="none"/>`);
  },
};
