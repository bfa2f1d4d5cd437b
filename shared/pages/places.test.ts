import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pagePlaces } from './places.gen';
import { placesModule, sitePages } from './registry';

describe('shared/pages/places.gen.ts', () => {
  it('is what the kinds say today (`node --import tsx scripts/generate-page-places.ts` rewrites it)', () => {
    expect(fs.readFileSync('shared/pages/places.gen.ts', 'utf8')).toBe(placesModule(sitePages));
  });

  it('has every page of a kind with its route, and the menu places the kinds declare', () => {
    expect(pagePlaces.map((place) => place.key)).toEqual(sitePages.places.map((place) => place.key));
    expect(pagePlaces.find((place) => place.key === 'contacts')).toEqual({
      key: 'contacts',
      kind: 'contacts',
      route: '/contact',
      nav: { label: 'contacts', order: 40, menu: 'academy' },
    });
  });
});
