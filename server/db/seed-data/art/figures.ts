import { circle, f, type Point, points } from './svg-kit';

/**
 * Fighter silhouettes built from thick round-capped strokes over a skeleton. Pose coordinates are in
 * "units" of a 100-unit-tall adult standing at the origin (feet at y = 0, up is negative), facing right.
 */
interface Pose {
  head: Point;
  shoulderFront: Point;
  shoulderBack: Point;
  hipFront: Point;
  hipBack: Point;
  elbowFront: Point;
  handFront: Point;
  elbowBack: Point;
  handBack: Point;
  kneeFront: Point;
  footFront: Point;
  kneeBack: Point;
  footBack: Point;
}

const stance: Pose = {
  head: [9, -89],
  shoulderFront: [10, -77],
  shoulderBack: [-1, -76],
  hipFront: [5, -47],
  hipBack: [-3, -47],
  elbowFront: [17, -64],
  handFront: [25, -79],
  elbowBack: [6, -61],
  handBack: [15, -81],
  kneeFront: [15, -25],
  footFront: [22, 0],
  kneeBack: [-9, -24],
  footBack: [-17, 0],
};

export const poses = {
  stance,
  jab: { ...stance, head: [11, -88], elbowFront: [27, -78], handFront: [42, -80] },
  cross: {
    ...stance,
    head: [13, -87],
    shoulderBack: [4, -76],
    elbowBack: [24, -77],
    handBack: [41, -81],
    handFront: [17, -83],
    elbowFront: [14, -68],
  },
  kick: {
    ...stance,
    head: [-2, -88],
    shoulderFront: [4, -77],
    shoulderBack: [-6, -76],
    hipFront: [4, -48],
    hipBack: [-3, -47],
    handFront: [10, -84],
    elbowFront: [9, -68],
    handBack: [-16, -70],
    elbowBack: [-12, -62],
    kneeFront: [24, -58],
    footFront: [46, -74],
    kneeBack: [-2, -24],
    footBack: [-4, 0],
  },
  victory: {
    head: [0, -90],
    shoulderFront: [7, -77],
    shoulderBack: [-7, -77],
    hipFront: [5, -47],
    hipBack: [-5, -47],
    elbowFront: [15, -93],
    handFront: [19, -110],
    elbowBack: [-15, -93],
    handBack: [-19, -110],
    kneeFront: [8, -24],
    footFront: [11, 0],
    kneeBack: [-8, -24],
    footBack: [-11, 0],
  },
  standing: {
    head: [0, -90],
    shoulderFront: [7, -77],
    shoulderBack: [-7, -77],
    hipFront: [5, -47],
    hipBack: [-5, -47],
    elbowFront: [10, -61],
    handFront: [9, -47],
    elbowBack: [-10, -61],
    handBack: [-9, -47],
    kneeFront: [6, -24],
    footFront: [8, 0],
    kneeBack: [-6, -24],
    footBack: [-8, 0],
  },
  bow: {
    head: [18, -81],
    shoulderFront: [12, -73],
    shoulderBack: [2, -75],
    hipFront: [4, -47],
    hipBack: [-4, -47],
    elbowFront: [13, -60],
    handFront: [11, -48],
    elbowBack: [4, -61],
    handBack: [2, -49],
    kneeFront: [4, -24],
    footFront: [6, 0],
    kneeBack: [-4, -24],
    footBack: [-6, 0],
  },
} satisfies Record<string, Pose>;
export type PoseName = keyof typeof poses;

export interface FigureOptions {
  x: number;
  /** Where the feet stand. */
  y: number;
  /** Pixel height of a 100-unit figure. */
  height: number;
  pose: PoseName;
  facing?: 'right' | 'left';
  fill: string;
  /** Draws boxing gloves on the hands. */
  gloves?: string;
  /** A child: larger head, slimmer limbs. */
  child?: boolean;
  /** A coloured copy drawn offset behind the figure: light catching its edge. */
  rim?: { color: string; dx: number; dy: number };
  /** A medal on the chest. */
  medal?: string;
}

function skeleton(pose: Pose, o: FigureOptions): string {
  const s = o.height / 100;
  const dir = o.facing === 'left' ? -1 : 1;
  const at = ([x, y]: Point): Point => [o.x + x * s * dir, o.y + y * s];
  const limb = (list: Point[], width: number): string =>
    `<polyline points="${points(list.map(at))}" fill="none" stroke="${o.fill}" stroke-width="${f(width * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const thin = o.child ? 0.85 : 1;
  const neck: Point = [
    (pose.shoulderFront[0] + pose.shoulderBack[0]) / 2,
    (pose.shoulderFront[1] + pose.shoulderBack[1]) / 2 - 4,
  ];
  const torso = [pose.shoulderBack, pose.shoulderFront, pose.hipFront, pose.hipBack].map(at);
  let out = '';
  out += limb([pose.hipBack, pose.kneeBack], 10.5 * thin) + limb([pose.kneeBack, pose.footBack], 7.5 * thin);
  out += limb([pose.shoulderBack, pose.elbowBack], 7.5 * thin) + limb([pose.elbowBack, pose.handBack], 6 * thin);
  out += `<polygon points="${points(torso)}" fill="${o.fill}" stroke="${o.fill}" stroke-width="${f(9 * s * thin)}" stroke-linejoin="round"/>`;
  out += limb([pose.head, neck], 6 * thin);
  out += circle(...at(pose.head), (o.child ? 8 : 6.6) * s, o.fill);
  out += limb([pose.hipFront, pose.kneeFront], 10.5 * thin) + limb([pose.kneeFront, pose.footFront], 7.5 * thin);
  out += limb([pose.shoulderFront, pose.elbowFront], 7.5 * thin) + limb([pose.elbowFront, pose.handFront], 6 * thin);
  if (o.gloves) out += circle(...at(pose.handBack), 5.2 * s, o.gloves) + circle(...at(pose.handFront), 5.2 * s, o.gloves);
  return out;
}

export function figure(o: FigureOptions): string {
  const pose = poses[o.pose];
  let out = '';
  if (o.rim) {
    const rimmed = { ...o, x: o.x + o.rim.dx, y: o.y + o.rim.dy, fill: o.rim.color, gloves: o.gloves ? o.rim.color : undefined };
    out += skeleton(pose, rimmed);
  }
  out += skeleton(pose, o);
  if (o.medal) {
    const s = o.height / 100;
    const dir = o.facing === 'left' ? -1 : 1;
    const chestX = o.x + ((pose.shoulderFront[0] + pose.shoulderBack[0]) / 2) * s * dir;
    const chestY = o.y + (pose.shoulderFront[1] + 14) * s;
    out += `<polyline points="${points([
      [chestX - 5 * s, chestY - 14 * s],
      [chestX, chestY],
      [chestX + 5 * s, chestY - 14 * s],
    ])}" fill="none" stroke="${o.medal === '#f5b301' ? '#e11d2e' : '#3b5bdb'}" stroke-width="${f(2.4 * s)}"/>`;
    out += circle(chestX, chestY + 3 * s, 4.2 * s, o.medal, `stroke="#fff5cc" stroke-width="${f(0.8 * s)}"`);
  }
  return out;
}
