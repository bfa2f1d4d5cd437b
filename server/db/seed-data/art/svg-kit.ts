/** Small helpers for composing the demo artwork as SVG strings (rendered by sharp, no fonts used). */

export type Rng = () => number;

/** mulberry32: a tiny seeded generator, so every run draws the same pictures. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
}

export const colors = {
  ink: '#0b0f1a',
  night: '#05070d',
  navy: '#111a2e',
  navyLight: '#1d2a48',
  steel: '#2b3a5c',
  red: '#e11d2e',
  redDeep: '#8f0f1b',
  gold: '#f5b301',
  goldLight: '#ffd866',
  white: '#f4f5f7',
  paper: '#eef0f4',
} as const;

/** Rounds coordinates so the SVG stays short. */
export const f = (value: number): string => (Math.round(value * 10) / 10).toString();

export type Point = readonly [number, number];
export const points = (list: readonly Point[]): string => list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];
const stops = (list: readonly Stop[]): string =>
  list
    .map(([offset, color, opacity = 1]) => `<stop offset="${f(offset * 100)}%" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');

export function linearGradient(id: string, from: Point, to: Point, list: readonly Stop[]): string {
  return `<linearGradient id="${id}" gradientUnits="objectBoundingBox" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${stops(list)}</linearGradient>`;
}

/** A radial gradient in user space (absolute pixels), the usual way to paint a light. */
export function radialGradient(id: string, cx: number, cy: number, r: number, list: readonly Stop[]): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops(list)}</radialGradient>`;
}

/** A radial gradient relative to the painted shape: a highlight on a rounded object. */
export function radialShading(id: string, cx: number, cy: number, r: number, list: readonly Stop[]): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

/** Collects definitions and shapes of one picture, handing out unique gradient ids. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  def(markup: string): this {
    this.defs.push(markup);
    return this;
  }
  add(markup: string): this {
    this.body.push(markup);
    return this;
  }
  linear(from: Point, to: Point, list: readonly Stop[]): string {
    const id = this.id('l');
    this.def(linearGradient(id, from, to, list));
    return `url(#${id})`;
  }
  radial(cx: number, cy: number, r: number, list: readonly Stop[]): string {
    const id = this.id('r');
    this.def(radialGradient(id, cx, cy, r, list));
    return `url(#${id})`;
  }
  shading(cx: number, cy: number, r: number, list: readonly Stop[]): string {
    const id = this.id('s');
    this.def(radialShading(id, cx, cy, r, list));
    return `url(#${id})`;
  }
  toSvg(): string {
    return svgDocument(this.width, this.height, this.defs.join(''), this.body.join(''));
  }
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;

export const polygon = (list: readonly Point[], fill: string, extra = ''): string =>
  `<polygon points="${points(list)}" fill="${fill}" ${extra}/>`;

export const line = (a: Point, b: Point, stroke: string, width: number, extra = ''): string =>
  `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="${stroke}" stroke-width="${f(width)}" ${extra.includes('stroke-linecap') ? '' : 'stroke-linecap="round"'} ${extra}/>`;

/** Soft specks of dust or sparks caught in a light beam. */
export function specks(
  rng: Rng,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  color: string,
  maxR = 2.4,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += circle(
      area.x + rng() * area.w,
      area.y + rng() * area.h,
      between(rng, 0.6, maxR),
      color,
      `opacity="${f(between(rng, 0.15, 0.7))}"`,
    );
  }
  return out;
}

/** A club emblem without lettering: a shield with a star and two crossed bars. */
export function emblem(cx: number, cy: number, size: number, body: string = colors.red, edge: string = colors.gold): string {
  const s = size / 100;
  const p = (x: number, y: number): string => `${f(cx + x * s)},${f(cy + y * s)}`;
  const shield = `M${p(-42, -48)} L${p(42, -48)} L${p(42, 4)} Q${p(42, 38)} ${p(0, 54)} Q${p(-42, 38)} ${p(-42, 4)} Z`;
  const star: Point[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = (i % 2 === 0 ? 20 : 8.5) * s;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    star.push([cx + Math.cos(angle) * radius, cy - 12 * s + Math.sin(angle) * radius]);
  }
  return (
    `<path d="${shield}" fill="${body}" stroke="${edge}" stroke-width="${f(5 * s)}" stroke-linejoin="round"/>` +
    polygon(star, edge) +
    line([cx - 22 * s, cy + 32 * s], [cx + 22 * s, cy + 12 * s], edge, 5 * s) +
    line([cx - 22 * s, cy + 12 * s], [cx + 22 * s, cy + 32 * s], edge, 5 * s)
  );
}
