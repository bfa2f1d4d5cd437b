import { describe, expect, it } from 'vitest';
import { frameworkFloorPage, isFloorRoute, startupStages } from './load-floors';

// The shape of the built entry (static/js/main-*.js): a preload list, then each stage's dynamic import.
const MAIN = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["static/js/client-a.js","static/js/react-b.js",',
  '"static/js/rolldown-runtime-c.js","static/js/esm-d.js","static/js/router-e.js","static/js/query-f.js",',
  '"static/js/modern-g.js","static/js/start-app-h.js","static/js/app-i.js","static/js/boot-j.js","static/css/app-k.css"])))=>i.map(i=>d[i]);',
  'import{n as e}from"./rolldown-runtime-c.js";await t();var{hydrateRoot:i}=await r(async()=>{let{hydrateRoot:t}=await import(`./client-a.js`)});',
  'await t();var{createRouter:a}=await r(async()=>{let{createRouter:e}=await import(`./esm-d.js`)});',
  'await t();var{QueryClient:o}=await r(async()=>{let{QueryClient:e}=await import(`./modern-g.js`)});',
  'await t();var{startApp:s}=await r(async()=>{let{startApp:e}=await import(`./start-app-h.js`)});await s();',
].join('');

describe('the framework floor page', () => {
  it('finds the start-up stages in order and the scripts they preload', () => {
    const { stages, preloads } = startupStages(MAIN);
    expect(stages).toEqual(['client-a.js', 'esm-d.js', 'modern-g.js', 'start-app-h.js']);
    expect(preloads).toContain('router-e.js');
    expect(preloads).not.toContain('app-k.css');
  });

  it("evaluates every stage but the app's, a task apart, and preloads the framework's files only", () => {
    const html = frameworkFloorPage(MAIN);
    const imports = [...html.matchAll(/await import\('\/static\/js\/([\w.-]+)'\)/g)].map((match) => match[1]);
    expect(imports).toEqual(['client-a.js', 'esm-d.js', 'modern-g.js']);
    expect(html.match(/await next\(\); await import/g)).toHaveLength(3);
    for (const file of ['react-b.js', 'router-e.js', 'query-f.js', 'rolldown-runtime-c.js'])
      expect(html).toContain(`<link rel="modulepreload" href="/static/js/${file}">`);
    for (const file of ['start-app-h.js', 'app-i.js', 'boot-j.js']) expect(html).not.toContain(file);
  });

  it('refuses an entry without its stages', () => {
    expect(() => frameworkFloorPage('console.log(1)')).toThrow(/этапы запуска/);
  });

  it('knows its routes', () => {
    expect(isFloorRoute('/__bench/framework-floor')).toBe(true);
    expect(isFloorRoute('/mma')).toBe(false);
  });
});
