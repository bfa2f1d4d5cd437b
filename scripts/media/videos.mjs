// The six banner loops, drawn by ffmpeg filters. Every moving part is periodic in DURATION seconds
// (phase PH = 2π·t/DURATION, integer multiples only; scroll speeds move whole tiles per loop), so the
// last frame flows into the first. Light fields are computed at half size by geq and scaled up; the
// sharp still layers from video-layers.mjs are scrolled (crop) or laid over (overlay).

import { palette } from './svg-kit.mjs';
import {
  cageOverlay,
  dustTexture,
  mountainsOverlay,
  ringOverlay,
  sparksTexture,
  streaksTexture,
  sunOverlay,
  tatamiOverlay,
  VIDEO_HEIGHT,
  VIDEO_WIDTH,
} from './video-layers.mjs';

export const DURATION = 8;
export const FPS = 24;
const W = VIDEO_WIDTH;
const H = VIDEO_HEIGHT;
const PH = `(2*PI*T/${DURATION})`;

export const videoNames = ['home', 'boxing', 'grappling', 'karate', 'kickboxing', 'mma'];

/** RGB in 0..1 from a hex colour, for tinting a grey light field. */
const tint = (hex, gain = 1) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => ((c / 255) * gain).toFixed(3));
};

/**
 * A grey light field, tinted. `expr` is 0..1 in X, Y (half-size coordinates, 640×360) and T; it is
 * evaluated at `1/divisor` of the frame size (geq is the slow part: a quarter-size field costs a
 * quarter) and scaled up, which also keeps the light soft.
 */
const field = (label, expr, color, gain = 1, divisor = 4) => {
  const [r, g, b] = tint(color, gain);
  const k = divisor / 2;
  const scaled = k === 1 ? expr : expr.replace(/\bX\b/g, `(X*${k})`).replace(/\bY\b/g, `(Y*${k})`);
  return (
    `color=c=black:s=${W / divisor}x${H / divisor}:r=${FPS}:d=${DURATION},format=gray,geq=lum='clip(255*(${scaled}),0,255)',` +
    `scale=${W}:${H}:flags=bicubic,format=gbrp,colorchannelmixer=rr=${r}:gg=${g}:bb=${b}[${label}]`
  );
};

const background = (label, color) => `color=c=${color}:s=${W}x${H}:r=${FPS}:d=${DURATION},format=gbrp[${label}]`;

/** Screen-blends the labelled layers in order into `out`. */
const screen = (layers, out) => {
  const steps = [];
  let current = layers[0];
  layers.slice(1).forEach((layer, index) => {
    const next = index === layers.length - 2 ? out : `${out}${index}`;
    steps.push(`[${current}][${layer}]blend=all_mode=screen[${next}]`);
    current = next;
  });
  return steps;
};

/** A light cone from (ox, oy) whose axis angle swings around `base` (radians from straight down). */
const beam = ({ ox, oy = -60, base, swing, phase = 0, width, speed = 1 }) =>
  `exp(-pow((atan((X-${ox})/(Y-(${oy})))-(${base}+${swing}*sin(${speed}*${PH}+${phase})))/${width},2))`;

/** Slowly churning haze, 0.4..1. */
const haze = (a = 37, b = 53) => `(0.7+0.3*sin(X/${a}+Y/23-${PH})*sin(Y/${b}-X/71+2*${PH}))`;

/** Vertical scroll of a still texture: moves `tiles` tile heights upward per loop, swaying sideways. */
const riseLayer = (input, label, tiles, sway, swayPhase = 0) => [
  `[${input}:v]format=gbrp,split[${label}a][${label}b]`,
  `[${label}a][${label}b]vstack,crop=${W}:${H}:'80+${sway}*sin(2*PI*t/${DURATION}+${swayPhase})':'mod(t*${H * tiles}/${DURATION},${H})'[${label}]`,
];

/** Horizontal scroll of a still texture to the left by `tiles` widths per loop. */
const driftLayer = (input, label, width, tiles) => [
  `[${input}:v]format=gbrp,split[${label}a][${label}b]`,
  `[${label}a][${label}b]hstack,crop=${W}:${H}:'mod(t*${width * tiles}/${DURATION},${width})':0[${label}]`,
];

const overlayOn = (base, layer, out) => `[${base}][${layer}:v]overlay=format=gbrp:shortest=1[${out}]`;

/**
 * Each video: its still layers (SVG, rasterised to PNG by the caller, in input order) and its filter
 * graph ending in [out].
 */
export const videoRecipes = {
  /** Arena: three spotlights sweep across crossing each other over a dark ring, red and gold haze. */
  home: () => ({
    stills: [ringOverlay()],
    graph: [
      background('bg', palette.ink),
      field('glow', `0.32*exp(-(pow(X-320,2)/70000+pow(Y-30,2)/16000))`, '#3b5aa8'),
      field(
        'red',
        `(${beam({ ox: 90, base: 0.42, swing: 0.26, width: 0.075 })}+${beam({ ox: 550, base: -0.42, swing: 0.26, phase: 'PI', width: 0.075 })})*${haze()}*(0.35+0.65*(1-Y/400))`,
        palette.red,
        0.9,
      ),
      field(
        'gold',
        `${beam({ ox: 320, base: 0, swing: 0.2, phase: 'PI/2', width: 0.06 })}*${haze(43, 61)}*(0.3+0.7*(1-Y/420))`,
        palette.gold,
        0.8,
      ),
      field(
        'pools',
        `0.55*exp(-(pow(X-(320+330*tan(0.2*sin(${PH}+PI/2))),2)/3000+pow(Y-305,2)/260))+0.4*exp(-(pow(X-(90+360*tan(0.42+0.26*sin(${PH}))),2)/3500+pow(Y-300,2)/260))+0.4*exp(-(pow(X-(550+360*tan(-0.42+0.26*sin(${PH}+PI))),2)/3500+pow(Y-300,2)/260))`,
        '#ffd9a0',
      ),
      ...screen(['bg', 'glow'], 'base'),
      overlayOn('base', 0, 'ring'),
      ...screen(['ring', 'red', 'gold', 'pools'], 'out'),
    ],
  }),

  /** One overhead spotlight on the ring, embers rising through smoke, red glow pulsing below. */
  boxing: () => ({
    stills: [
      sparksTexture({ count: 60, size: [1.2, 2.4], colors: [palette.gold, '#ff7a1a', palette.red], seed: 7, glow: 2.4 }),
      sparksTexture({ count: 26, size: [2.2, 4], colors: [palette.goldSoft, '#ff9a3c'], seed: 19, glow: 4 }),
    ],
    graph: [
      background('bg', palette.ink),
      field('floor', `0.75*exp(-(pow(X-320,2)/42000+pow(Y-345,2)/2600))*(0.82+0.18*sin(${PH}))`, palette.red),
      field(
        'cone',
        `0.6*${beam({ ox: 320, oy: -120, base: 0, swing: 0.05, width: 0.14 })}*${haze(31, 47)}*(0.55+0.45*Y/360)`,
        '#ffe2b0',
      ),
      field('pool', `0.8*exp(-(pow(X-(320+470*tan(0.05*sin(${PH}))),2)/7000+pow(Y-310,2)/500))`, '#ffd9a0'),
      field('smoke', `0.28*pow(0.5+0.5*sin(X/61+${PH})*sin(Y/43-${PH}+X/140),2)*(Y/360)`, '#5b6a8c'),
      ...riseLayer(0, 'sp1', 1, 30),
      ...riseLayer(1, 'sp2', 2, 50, 'PI/3'),
      ...screen(['bg', 'smoke', 'floor', 'cone', 'pool', 'sp1', 'sp2'], 'out'),
    ],
  }),

  /** Flow: ribbons of light wind around each other above a tatami in perspective. */
  grappling: () => {
    const ribbon = (y, a1, s1, m1, p1, a2, s2, m2, p2, w) => {
      const centre = `(${y}+${a1}*sin(X/${s1}+${m1}*${PH}+${p1})+${a2}*sin(X/${s2}-${m2}*${PH}+${p2}))`;
      return `(exp(-pow((Y-${centre})/${w},2))+0.35*exp(-pow((Y-${centre})/${w * 4},2)))`;
    };
    return {
      stills: [tatamiOverlay()],
      graph: [
        background('bg', palette.ink),
        field('glow', `0.35*exp(-(pow(X-320,2)/90000+pow(Y-170,2)/9000))`, '#2a3f7a'),
        ...screen(['bg', 'glow'], 'base'),
        overlayOn('base', 0, 'floor'),
        field('r1', `0.85*${ribbon(170, 55, 97, 1, 0, 22, 41, 2, 1, 5)}`, palette.red, 1, 2),
        field('r2', `0.75*${ribbon(185, 48, 83, 1, 'PI', 26, 53, 1, 2, 4)}`, palette.gold, 1, 2),
        field('r3', `0.55*${ribbon(178, 62, 120, 2, 'PI/2', 18, 37, 1, 0.5, 3.5)}`, '#b8c6ea', 1, 2),
        ...screen(['floor', 'r1', 'r2', 'r3'], 'out'),
      ],
    };
  },

  /** Dawn: a red sun breathes over ink mountains, mist drifts across, gold dust floats. */
  karate: () => {
    const d = 'hypot(X-430,Y-150)';
    return {
      stills: [sunOverlay(860, 300, 156), mountainsOverlay(), dustTexture({ count: 90, seed: 5 })],
      graph: [
        background('bg', '#0d1220'),
        field('sky', `0.55*exp(-(pow(X-430,2)/60000+pow(Y-170,2)/14000))`, '#5a1a2a'),
        field('glow', `0.5*exp(-max(${d}-76,0)/34)*(0.8+0.2*sin(${PH}))`, palette.red),
        ...screen(['bg', 'sky', 'glow'], 'base'),
        overlayOn('base', 0, 'sun'),
        overlayOn('sun', 1, 'hills'),
        field(
          'mist',
          `0.42*exp(-pow((Y-250-6*sin(X/70+${PH}))/14,2))*(0.55+0.45*sin(X*2*PI/640-${PH}))+0.32*exp(-pow((Y-300-8*sin(X/90-${PH}))/18,2))*(0.55+0.45*sin(X*4*PI/640+${PH}+1))+0.18*exp(-pow((Y-140-5*sin(X/60+2*${PH}))/10,2))*(0.5+0.5*sin(X*2*PI/640+${PH}+2))`,
          '#9aa7c6',
        ),
        ...driftLayer(2, 'dust', W, 1),
        ...screen(['hills', 'mist', 'dust'], 'out'),
      ],
    };
  },

  /** Impact: diagonal speed streaks race past, a shockwave bursts from the centre twice a loop. */
  kickboxing: () => {
    const tau = `(mod(T+1.2,${DURATION / 2})/${DURATION / 2})`;
    const d = 'hypot(X-330,Y-175)';
    return {
      stills: [streaksTexture({ width: 1600, height: 1100, count: 110, seed: 23 })],
      graph: [
        background('bg', palette.ink),
        field('red', `0.5*exp(-(pow(X-330,2)/50000+pow(Y-175,2)/22000))*(0.8+0.2*cos(4*PI*T/${DURATION}))`, palette.redStrong),
        field('wave', `exp(-pow((${d}-(25+330*pow(${tau},0.6)))/(6+26*${tau}),2))*pow(1-${tau},1.4)`, palette.red, 1),
        field('flash', `0.9*exp(-pow(${d},2)/(1500+9000*${tau}))*pow(1-${tau},2.5)`, palette.gold),
        `[0:v]format=gbrp,split[sa][sb]`,
        // Scrolled horizontally, then tilted: the texture is large enough to cover the frame once rotated.
        `[sa][sb]hstack,crop=1600:1100:'mod(t*${1600 * 2}/${DURATION},1600)':0,rotate=-0.32:ow=${W}:oh=${H}:c=black[streaks]`,
        ...screen(['bg', 'red', 'streaks', 'wave', 'flash'], 'out'),
      ],
    };
  },

  /** The cage: two spotlights circle the octagon behind the chain-link fence, red haze rolls. */
  mma: () => ({
    stills: [cageOverlay()],
    graph: [
      background('bg', palette.ink),
      field('haze', `0.3*pow(0.5+0.5*sin(X/80-${PH})*sin(Y/50+X/160+${PH}),2)*(0.4+0.6*Y/360)`, palette.redStrong),
      field(
        'gold',
        `0.75*exp(-(pow(X-(340+190*cos(${PH})),2)+pow(Y-(190+55*sin(${PH})),2))/4200)+0.9*exp(-(pow(X-(340+190*cos(${PH})),2)+pow(Y-(190+55*sin(${PH})),2))/260)`,
        palette.gold,
      ),
      field(
        'red',
        `0.75*exp(-(pow(X-(340-190*cos(${PH})),2)+pow(Y-(190-55*sin(${PH})),2))/4200)+0.9*exp(-(pow(X-(340-190*cos(${PH})),2)+pow(Y-(190-55*sin(${PH})),2))/260)`,
        palette.red,
      ),
      field(
        'cores',
        `exp(-(pow(X-(340+190*cos(${PH})),2)+pow(Y-(190+55*sin(${PH})),2))/90)+exp(-(pow(X-(340-190*cos(${PH})),2)+pow(Y-(190-55*sin(${PH})),2))/90)`,
        '#fff3dc',
        1,
        2,
      ),
      field('top', `0.35*${beam({ ox: 360, oy: -80, base: 0, swing: 0.3, width: 0.09, speed: 1 })}*(1-Y/420)`, '#d6dcf0'),
      ...screen(['bg', 'haze', 'gold', 'red', 'cores', 'top'], 'lit'),
      overlayOn('lit', 0, 'out'),
    ],
  }),
};
