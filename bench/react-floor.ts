/**
 * The React floor of a tap (bench:interactions' second row): one button hydrated by React 19, the
 * site's own react and react-dom in their production builds and nothing else (no router, no query
 * client, no styles). Its handler sets state that changes the button's text, as the bare row's does
 * by hand. What a tap on it takes beyond the bare row is what React itself adds to every tap (its
 * root listeners dispatching each event of a touch, a render and a commit), the part no change to
 * the site's own components can give back.
 */
import { createElement, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { build, type Rollup } from 'vite';

const ENTRY_ID = 'virtual:react-floor-entry';

// The same component on the server (renderToString) and in the page (hydrateRoot), so the page is
// hydrated as the site's are, not rendered from scratch.
const COMPONENT_SOURCE = `
import { createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
function Floor() {
  const [pressed, setPressed] = useState(false);
  return createElement('button', { type: 'button', className: 'floor', onClick: () => setPressed(true) }, pressed ? 'Нажата' : 'Нажмите');
}
hydrateRoot(document.getElementById('root'), createElement(Floor));
`;

function Floor() {
  const [pressed] = useState(false);
  return createElement('button', { type: 'button', className: 'floor' }, pressed ? 'Нажата' : 'Нажмите');
}

let page: Promise<string> | undefined;

/** The page's HTML with its script inline (built once per bench run with the project's Vite). */
export function reactFloorPage(): Promise<string> {
  page ??= buildPage();
  return page;
}

async function buildPage(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [
      {
        name: 'react-floor-entry',
        resolveId: (id: string) => (id === ENTRY_ID ? ENTRY_ID : undefined),
        load: (id: string) => (id === ENTRY_ID ? COMPONENT_SOURCE : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: ENTRY_ID, output: { format: 'es', codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('сборка страницы React не дала скрипта');
  // `</script` cannot appear inside the inline script; React's bundle has none, but make sure.
  const script = chunk.code.replaceAll('</script', '<\\/script');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Кнопка React</title>
<style>.floor{font-size:18px;padding:14px 24px}</style></head>
<body><h1>Кнопка React</h1><div id="root">${renderToString(createElement(Floor))}</div>
<script type="module">${script}</script></body></html>`;
}
