// Fighter silhouettes built from a skeleton: each pose gives joint positions (a figure about 200 units
// tall standing on y = 200, facing right); limbs are tapered segments with round joints, so the union
// reads as one smooth silhouette in a single colour.

const r2 = (n) => Math.round(n * 100) / 100;

const add = (a, b) => [a[0] + b[0], a[1] + b[1]];
const sub = (a, b) => [a[0] - b[0], a[1] - b[1]];
const scale = (a, k) => [a[0] * k, a[1] * k];
const unit = (a) => scale(a, 1 / (Math.hypot(a[0], a[1]) || 1));
const normal = (a) => [-a[1], a[0]];
const mid = (a, b, t = 0.5) => add(a, scale(sub(b, a), t));

/** A closed Catmull-Rom curve through the points. */
function closedCurve(pts) {
  let d = `M${r2(pts[0][0])} ${r2(pts[0][1])}`;
  for (let i = 0; i < pts.length; i += 1) {
    const p0 = pts[(i - 1 + pts.length) % pts.length];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % pts.length];
    const p3 = pts[(i + 2) % pts.length];
    const c1 = add(p1, scale(sub(p2, p0), 1 / 6));
    const c2 = sub(p2, scale(sub(p3, p1), 1 / 6));
    d += `C${r2(c1[0])} ${r2(c1[1])} ${r2(c2[0])} ${r2(c2[1])} ${r2(p2[0])} ${r2(p2[1])}`;
  }
  return `${d}Z`;
}

/**
 * A limb segment from a to b with a muscle profile: `profile` lists [t, left half-width, right
 * half-width] along the bone (left/right relative to the direction a→b). Round joints at both ends.
 */
function limb(a, b, profile) {
  const axis = sub(b, a);
  const u = unit(axis);
  const n = normal(u);
  const left = profile.map(([t, wl]) => add(add(a, scale(axis, t)), scale(n, wl)));
  const right = profile.map(([t, , wr]) => sub(add(a, scale(axis, t)), scale(n, wr))).reverse();
  const first = profile[0];
  const last = profile[profile.length - 1];
  // Points beyond each end round the outline off, so the curve turns without a kink.
  const tip = add(add(b, scale(u, (last[1] + last[2]) * 0.42)), scale(n, (last[1] - last[2]) / 2));
  const tail = add(sub(a, scale(u, (first[1] + first[2]) * 0.42)), scale(n, (first[1] - first[2]) / 2));
  return [closedCurve([...left, tip, ...right, tail])];
}

const ellipsePath = ([cx, cy], rx, ry, angle = 0) => {
  // Four cubic arcs of a rotated ellipse.
  const k = 0.5523;
  const rad = (angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const at = (x, y) => `${r2(cx + x * cos - y * sin)} ${r2(cy + x * sin + y * cos)}`;
  return (
    `M${at(rx, 0)}C${at(rx, ry * k)} ${at(rx * k, ry)} ${at(0, ry)}` +
    `C${at(-rx * k, ry)} ${at(-rx, ry * k)} ${at(-rx, 0)}` +
    `C${at(-rx, -ry * k)} ${at(-rx * k, -ry)} ${at(0, -ry)}` +
    `C${at(rx * k, -ry)} ${at(rx, -ry * k)} ${at(rx, 0)}Z`
  );
};

/**
 * The torso from the spine: neck to the middle of the hips, widths measured towards the front
 * (the side the figure faces) and the back: deltoids, chest, waist, hips.
 */
function torso(p, facing, build) {
  const pelvis = mid(p.frontHip, p.backHip);
  const spine = sub(pelvis, p.neck);
  let front = unit(normal(spine));
  if (front[0] * facing < 0) front = scale(front, -1);
  const at = (t, w) => add(add(p.neck, scale(spine, t)), scale(front, w * build));
  const bulk = p.bulk ?? 1;
  const pts = [
    at(-0.02, 6),
    at(0.08, 19 * bulk),
    at(0.3, 19 * bulk),
    at(0.55, 14),
    at(0.78, 14),
    at(1.02, 15),
    at(1.08, 0),
    at(1.02, -16),
    at(0.78, -13),
    at(0.5, -13 * bulk),
    at(0.22, -19 * bulk),
    at(0.04, -17 * bulk),
    at(-0.04, -5),
  ];
  return closedCurve(pts);
}

/** A foot from ankle to toe, the sole on the side away from the knee. */
function foot(ankle, toe, knee) {
  const along = sub(toe, ankle);
  const length = Math.hypot(along[0], along[1]);
  const u = unit(along);
  let v = normal(u);
  if (v[0] * (knee[0] - ankle[0]) + v[1] * (knee[1] - ankle[1]) > 0) v = scale(v, -1);
  const at = (x, y) => add(add(ankle, scale(u, x)), scale(v, y));
  return closedCurve([
    at(-2, -5),
    at(-5.5, 0),
    at(-4, 5),
    at(length * 0.5, 5.5),
    at(length + 1.5, 4),
    at(length * 0.7, -1),
    at(3, -5),
  ]);
}

/** A boxing glove: a big rounded mitt and a cuff. */
function glove(elbow, hand) {
  const u = unit(sub(hand, elbow));
  const v = normal(u);
  const c = add(hand, scale(u, 7));
  const at = (x, y) => add(add(c, scale(u, x)), scale(v, y));
  return [
    closedCurve([at(-10, -7), at(-3, -11), at(8, -11), at(13, -4), at(12, 6), at(5, 11), at(-5, 10), at(-10, 7)]),
    ...limb(hand, add(hand, scale(u, 3)), [
      [0, 6.5, 6.5],
      [1, 7.5, 7.5],
    ]),
  ];
}

/**
 * The silhouette of a pose as a list of path data, one per part (separate elements, so overlapping
 * parts never cancel out under the fill rule). `build` scales widths (0.86 for a slighter figure);
 * `hands`: 'gloves', 'fists' or 'open'.
 */
export function figureParts(pose, { build = 1, hands = 'gloves' } = {}) {
  const facing = pose.facing ?? 1;
  const w = (n) => n * build;
  const parts = [];
  for (const side of ['back', 'front']) {
    const hip = pose[`${side}Hip`];
    const knee = pose[`${side}Knee`];
    const ankle = pose[`${side}Ankle`];
    const leftIsBack = (knee[1] - hip[1]) * facing > 0;
    // Thigh: the quadriceps bulge at the front; calf: at the back.
    const thigh = leftIsBack ? [w(11), w(13.5)] : [w(13.5), w(11)];
    parts.push(
      ...limb(hip, knee, [
        [0, w(12.5), w(12.5)],
        [0.3, thigh[0], thigh[1]],
        [1, w(7.5), w(7.5)],
      ]),
    );
    const calfBack = (ankle[1] - knee[1]) * facing > 0 ? [w(8.5), w(6)] : [w(6), w(8.5)];
    parts.push(
      ...limb(knee, ankle, [
        [0, w(7.5), w(7.5)],
        [0.3, calfBack[0], calfBack[1]],
        [1, w(4.5), w(4.5)],
      ]),
    );
    parts.push(foot(ankle, pose[`${side}Toe`], knee));
  }
  parts.push(torso(pose, facing, build));
  parts.push(
    ...limb(pose.neck, mid(pose.neck, pose.head, 0.6), [
      [0, w(8), w(8)],
      [1, w(6.5), w(6.5)],
    ]),
  );
  parts.push(ellipsePath(pose.head, 12, 14.5, pose.headTilt ?? 0));
  // The jaw: a little forward and down from the skull.
  parts.push(ellipsePath(add(pose.head, [facing * 3.5, 7]), 7.5, 7, 0));
  for (const side of ['back', 'front']) {
    const shoulder = pose[`${side}Shoulder`];
    const elbow = pose[`${side}Elbow`];
    const hand = pose[`${side}Hand`];
    parts.push(
      ...limb(shoulder, elbow, [
        [0, w(9.5), w(9.5)],
        [0.35, w(8.5), w(8.5)],
        [1, w(6), w(6)],
      ]),
    );
    parts.push(
      ...limb(elbow, hand, [
        [0, w(6), w(6)],
        [0.3, w(6.5), w(6.5)],
        [1, w(4.5), w(4.5)],
      ]),
    );
    if (hands === 'gloves') parts.push(...glove(elbow, hand));
    else if (hands === 'fists') parts.push(ellipsePath(mid(elbow, hand, 1.07), 6.5, 5.5));
    else {
      const angle = (Math.atan2(hand[1] - elbow[1], hand[0] - elbow[0]) * 180) / Math.PI;
      parts.push(ellipsePath(mid(elbow, hand, 1.12), 8, 4.8, angle));
    }
  }
  if (pose.ponytail) {
    const [a, b, c] = pose.ponytail;
    parts.push(
      ...limb(a, b, [
        [0, 6, 6],
        [1, 4, 4],
      ]),
      ...limb(b, c, [
        [0, 4, 4],
        [1, 1.5, 1.5],
      ]),
    );
  }
  return parts;
}

/** The silhouette as an SVG group; `extra` goes on the group (fill, opacity, transform, filter). */
export const figure = (pose, options, extra = '') =>
  `<g ${extra}>${figureParts(pose, options)
    .map((d) => `<path d="${d}"/>`)
    .join('')}</g>`;

/** Mirrors a pose horizontally around x = 100 (to face left). */
export function mirror(pose) {
  const out = { facing: -(pose.facing ?? 1) };
  for (const [key, value] of Object.entries(pose)) {
    if (Array.isArray(value) && typeof value[0] === 'number') out[key] = [200 - value[0], value[1]];
    else if (Array.isArray(value)) out[key] = value.map(([x, y]) => [200 - x, y]);
    else if (key === 'headTilt') out[key] = -value;
    else if (key === 'facing') out[key] = -value;
    else out[key] = value;
  }
  return out;
}

export const poses = {
  /** Orthodox boxing guard: lead shoulder forward, chin tucked behind the gloves, knees soft. */
  guard: {
    head: [110, 24],
    headTilt: 8,
    neck: [104, 40],
    frontShoulder: [114, 50],
    backShoulder: [88, 52],
    chest: [2, 0],
    frontHip: [106, 108],
    backHip: [90, 106],
    frontElbow: [130, 82],
    frontHand: [140, 54],
    backElbow: [104, 84],
    backHand: [117, 42],
    frontKnee: [126, 150],
    frontAnkle: [134, 194],
    frontToe: [150, 198],
    backKnee: [82, 152],
    backAnkle: [64, 191],
    backToe: [77, 199],
  },
  /** The jab: lead arm fully extended at shoulder height, rear glove at the chin. */
  jab: {
    head: [112, 26],
    headTilt: 10,
    neck: [105, 42],
    frontShoulder: [118, 52],
    backShoulder: [92, 54],
    frontHip: [106, 110],
    backHip: [91, 108],
    frontElbow: [146, 48],
    frontHand: [172, 44],
    backElbow: [106, 86],
    backHand: [120, 44],
    frontKnee: [130, 152],
    frontAnkle: [140, 195],
    frontToe: [156, 199],
    backKnee: [82, 153],
    backAnkle: [62, 192],
    backToe: [75, 199],
  },
  /** A roundhouse kick at head height: weight on the back leg, arms guarding. */
  kick: {
    head: [78, 34],
    headTilt: -14,
    neck: [82, 50],
    frontShoulder: [94, 58],
    backShoulder: [72, 62],
    chest: [0, 4],
    frontHip: [104, 112],
    backHip: [88, 116],
    frontElbow: [100, 86],
    frontHand: [92, 56],
    backElbow: [58, 88],
    backHand: [66, 62],
    frontKnee: [142, 86],
    frontAnkle: [180, 58],
    frontToe: [196, 52],
    backKnee: [94, 156],
    backAnkle: [92, 195],
    backToe: [108, 199],
  },
  /** Karate front stance with a straight punch (zenkutsu-dachi, oi-zuki), the other fist at the hip. */
  karate: {
    head: [104, 26],
    neck: [100, 42],
    frontShoulder: [110, 52],
    backShoulder: [90, 54],
    frontHip: [104, 110],
    backHip: [92, 110],
    frontElbow: [136, 52],
    frontHand: [160, 52],
    backElbow: [74, 88],
    backHand: [94, 100],
    frontKnee: [138, 146],
    frontAnkle: [142, 194],
    frontToe: [158, 199],
    backKnee: [66, 150],
    backAnkle: [36, 194],
    backToe: [50, 199],
  },
  /** A running stride. */
  run: {
    head: [112, 22],
    headTilt: 6,
    neck: [106, 38],
    frontShoulder: [110, 48],
    backShoulder: [100, 50],
    frontHip: [100, 106],
    backHip: [96, 106],
    frontElbow: [86, 74],
    frontHand: [102, 90],
    backElbow: [126, 72],
    backHand: [136, 52],
    frontKnee: [132, 136],
    frontAnkle: [126, 176],
    frontToe: [140, 178],
    backKnee: [84, 146],
    backAnkle: [56, 166],
    backToe: [62, 180],
  },
  /** Open-hand defensive stance (self-defence): palms forward, weight back. */
  palms: {
    head: [104, 26],
    headTilt: 4,
    neck: [100, 42],
    frontShoulder: [110, 52],
    backShoulder: [88, 54],
    frontHip: [102, 110],
    backHip: [90, 108],
    frontElbow: [130, 78],
    frontHand: [142, 50],
    backElbow: [108, 84],
    backHand: [124, 56],
    frontKnee: [124, 150],
    frontAnkle: [130, 194],
    frontToe: [146, 199],
    backKnee: [80, 152],
    backAnkle: [64, 193],
    backToe: [78, 199],
    ponytail: [
      [92, 18],
      [80, 30],
      [74, 48],
    ],
  },
};
