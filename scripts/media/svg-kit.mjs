// Small helpers for drawing the site's artwork as SVG and rasterising it with sharp (librsvg).
// Nothing here draws text, so the output does not depend on the fonts of the machine.
import sharp from 'sharp';

export const palette = {
  ink: '#0b0f1a',
  ink2: '#111729',
  ink3: '#1a2238',
  navy: '#1f2942',
  steel: '#3b4a6b',
  red: '#e11d2e',
  redStrong: '#c0111f',
  redDeep: '#7a0a14',
  gold: '#f5b301',
  goldSoft: '#ffd45c',
  cream: '#fff4d6',
  white: '#ffffff',
};

/** Deterministic pseudo-random numbers (mulberry32), so every run draws the same pictures. */
export function createRng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng, min, max) => min + (max - min) * rng();

const round = (value) => Math.round(value * 100) / 100;

/** `[[offset, color, opacity?], …]` → SVG <stop> elements. */
const stops = (list) =>
  list
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');

/**
 * An SVG document under construction: `defs` collects gradients and filters (each gets a fresh id),
 * `add` appends drawing elements in paint order.
 */
export class Svg {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.nextId = 0;
  }

  id(prefix) {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  add(...elements) {
    this.body.push(...elements);
    return this;
  }

  /** Linear gradient in the object's bounding box (x1,y1 → x2,y2 in 0..1). */
  linear(x1, y1, x2, y2, list) {
    const id = this.id('l');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Linear gradient in user space (pixel coordinates). */
  linearAbs(x1, y1, x2, y2, list) {
    const id = this.id('la');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space; `fy` shifts the focus for a lit-from-above look. */
  radial(cx, cy, r, list, { rx, ry, fx, fy } = {}) {
    const id = this.id('r');
    const scaleY = ry !== undefined && rx !== undefined ? ry / rx : 1;
    const radius = rx ?? r;
    const transform =
      scaleY === 1 ? '' : ` gradientTransform="translate(0 ${round(cy * (1 - scaleY))}) scale(1 ${round(scaleY)})"`;
    const focus = `${fx !== undefined ? ` fx="${round(fx)}"` : ''}${fy !== undefined ? ` fy="${round(fy)}"` : ''}`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}"${focus}${transform}>${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur filter; returns the attribute to put on an element. */
  blur(deviation) {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `filter="url(#${id})"`;
  }

  /** Film grain as a filter over the whole picture: keeps large gradients from banding after compression. */
  grain(amount = 0.05, seed = 3) {
    const id = this.id('g');
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 ${amount} 0"/></filter>`,
    );
    return this.add(`<rect width="${this.width}" height="${this.height}" filter="url(#${id})"/>`);
  }

  clip(inner) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

const attrs = (extra) => (extra ? ` ${extra}` : '');

export const rect = (x, y, w, h, fill, extra) =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" fill="${fill}"${attrs(extra)}/>`;
export const circle = (cx, cy, r, fill, extra) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra) =>
  `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${attrs(extra)}/>`;
export const path = (d, fill, extra) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const polygon = (points, fill, extra) =>
  `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;
export const line = (x1, y1, x2, y2, stroke, width, extra) =>
  `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${attrs(extra)}/>`;
export const group = (inner, extra) => `<g${attrs(extra)}>${inner}</g>`;

/** A smooth open curve through the midpoints of `points` (quadratic Béziers with the points as controls). */
export function smoothPath(points, close = false) {
  const [first, ...rest] = points;
  let d = `M${round(first[0])} ${round(first[1])}`;
  for (let i = 0; i < rest.length - 1; i += 1) {
    const [cx, cy] = rest[i];
    const [nx, ny] = rest[i + 1];
    d += `Q${round(cx)} ${round(cy)} ${round((cx + nx) / 2)} ${round((cy + ny) / 2)}`;
  }
  const last = rest[rest.length - 1];
  d += `L${round(last[0])} ${round(last[1])}`;
  return close ? `${d}Z` : d;
}

/** Rasterises an SVG string; `density` 72 keeps the SVG's pixel size. */
export const rasterise = (svg) => sharp(Buffer.from(String(svg)), { density: 72 });
