import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directions } from './directions';
import { MEASURED_ROUTES, PUBLIC_PAGES, SITEMAP_ROUTES } from './public-routes';

describe('the public pages list', () => {
  const routes = PUBLIC_PAGES.map((page) => page.route);

  it('names every direction page and every route file outside the admin area once', () => {
    const files = fs
      .readdirSync(path.resolve(import.meta.dirname, '../client/routes'))
      .filter((file) => file.endsWith('.tsx') && !file.startsWith('_') && !file.includes('$'))
      .map((file) => (file === 'index.tsx' ? '/' : `/${file.replace(/\.tsx$/, '')}`));
    expect([...routes].sort()).toEqual(files.sort());
    expect(new Set(routes).size).toBe(routes.length);
    for (const direction of directions) expect(routes).toContain(direction.route);
  });

  it('keeps the login page out of the sitemap and measures it', () => {
    expect(SITEMAP_ROUTES).not.toContain('/authorization-account');
    expect(MEASURED_ROUTES).toContain('/authorization-account');
  });
});
