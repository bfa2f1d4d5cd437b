// Favicons and the web app manifest. The mark is the header's emblem (client/components/layout/logo.tsx):
// a navy shield with a gold rim, a white chevron "A" and a red strike.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const SHIELD = 'M24 2 44 9v15c0 11.5-8.4 19.2-20 22C12.4 43.2 4 35.5 4 24V9Z';
const CHEVRON = 'M24 11 34.5 36h-5.2l-2.1-5.4h-6.4L18.7 36h-5.2Zm0 9.3-1.9 5.4h3.8Z';
const STRIKE = 'M9 30.5 39 22.5v3.6L9 34.1Z';

const THEME_COLOR = '#0b0f1a';

/** The emblem alone on a transparent ground (the favicon.svg). */
export const faviconSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">` +
  `<defs><linearGradient id="face" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f2942"/><stop offset="1" stop-color="#0b0f1a"/></linearGradient></defs>` +
  `<path d="${SHIELD}" fill="url(#face)" stroke="#f5b301" stroke-width="2.6" stroke-linejoin="round"/>` +
  `<path d="${CHEVRON}" fill="#ffffff"/>` +
  `<path d="${STRIKE}" fill="#e11d2e"/>` +
  `</svg>`;

/**
 * The emblem on a solid square, for home screens; `padding` is the share of the side left around
 * it (maskable icons need the mark inside the central 80 %).
 */
const tileSvg = (padding) => {
  const inner = 48 * (1 - 2 * padding);
  const offset = 48 * padding;
  const k = inner / 48;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">` +
    `<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#1f2942"/><stop offset="1" stop-color="${THEME_COLOR}"/></radialGradient>` +
    `<linearGradient id="face" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f2942"/><stop offset="1" stop-color="#0b0f1a"/></linearGradient></defs>` +
    `<rect width="48" height="48" fill="url(#bg)"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${k})">` +
    `<path d="${SHIELD}" fill="url(#face)" stroke="#f5b301" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${CHEVRON}" fill="#ffffff"/><path d="${STRIKE}" fill="#e11d2e"/></g></svg>`
  );
};

const renderPng = (svg, size) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 48 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An .ico holding PNG images (supported by every browser since Windows Vista era). */
function icoFromPngs(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

export const manifest = {
  name: 'Академия единоборств',
  short_name: 'Академия',
  description: 'ММА, грэпплинг, бокс, кикбоксинг, рукопашный бой, каратэ и женская самооборона для детей и взрослых.',
  lang: 'ru',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: THEME_COLOR,
  theme_color: THEME_COLOR,
  icons: [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The files `writeIcons` puts in the public folder. */
export const iconFiles = [
  'favicon.svg',
  'favicon-32.png',
  'favicon.ico',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'site.webmanifest',
];

/** Writes the favicons and the manifest into the public folder; returns the files. */
export async function writeIcons(publicDir) {
  const write = (name, data) => {
    const file = path.join(publicDir, name);
    fs.writeFileSync(file, data);
    return file;
  };
  const emblem = faviconSvg();
  const files = [write('favicon.svg', emblem)];
  const png16 = await renderPng(emblem, 16);
  const png32 = await renderPng(emblem, 32);
  files.push(write('favicon-32.png', png32));
  files.push(
    write(
      'favicon.ico',
      icoFromPngs([
        { size: 16, data: png16 },
        { size: 32, data: png32 },
        { size: 48, data: await renderPng(emblem, 48) },
      ]),
    ),
  );
  files.push(write('apple-touch-icon.png', await renderPng(tileSvg(0.12), 180)));
  files.push(write('icon-192.png', await renderPng(tileSvg(0.1), 192)));
  files.push(write('icon-512.png', await renderPng(tileSvg(0.1), 512)));
  files.push(write('icon-maskable-512.png', await renderPng(tileSvg(0.2), 512)));
  files.push(write('site.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`));
  return files;
}
