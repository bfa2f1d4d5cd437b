import { figure, type PoseName } from './figures';
import { Canvas, circle, colors, createRng, rect, specks } from './svg-kit';

export const COACH_PORTRAIT_WIDTH = 800;
export const COACH_PORTRAIT_HEIGHT = 1000;

/**
 * A coach's demo portrait (800x1000, the 4:5 of the about page): a silhouette in the coach's
 * stance before a coloured disc, in the style of the founder's portrait. No faces: these are demo people.
 */
export function coachPortraitSvg(pose: PoseName, accent: string, seed: number, gloves?: string): string {
  const rng = createRng(seed * 7919 + 17);
  const w = COACH_PORTRAIT_WIDTH;
  const h = COACH_PORTRAIT_HEIGHT;
  const c = new Canvas(w, h);
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
          [0, colors.navy],
          [1, colors.night],
        ],
      ),
    ),
  );
  c.add(circle(w * (0.42 + rng() * 0.16), h * 0.4, w * 0.36, accent, 'opacity="0.9"'));
  c.add(specks(rng, 26, { x: 0, y: 0, w, h }, colors.goldLight, 5));
  c.add(
    figure({
      x: w * 0.44,
      y: h * 0.97,
      height: h * 0.86,
      pose,
      fill: colors.night,
      gloves,
      rim: { color: colors.gold, dx: 5, dy: -3 },
    }),
  );
  return c.toSvg();
}
