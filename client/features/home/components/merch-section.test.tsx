import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '#client/test/render-in-app';
import { installSilentIntersectionObserver } from '#client/test/silent-intersection-observer';
import { MERCH_SLIDER } from '#shared/constants';
import type { Product } from '#shared/schemas/product';
import { MerchSection } from './merch-section';

// A silent IntersectionObserver keeps Swiper unloaded, so the CSS-laid-out slides (what the server
// sends) are what the test reads.
beforeAll(installSilentIntersectionObserver);
afterEach(cleanup);

const product = (index: number): Product => ({
  _id: `product${String(index).padStart(2, '0')}`,
  text: `Товар ${index}`,
  price: 1000 + index,
  image: `/uploads/demo/product-${index}.webp`,
  isNew: false,
  discount: 0,
  rating: 5,
});

const names = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('MerchSection', () => {
  it('shows the first products of a long catalogue, in store order, and the way to the whole store', async () => {
    const catalogue = Array.from({ length: 60 }, (_, index) => product(index + 1));
    renderInApp(<MerchSection />, { products: catalogue });

    expect(await screen.findByRole('link', { name: /Перейти в магазин/ })).toHaveProperty('pathname', '/online-store');
    expect(MERCH_SLIDER.maxSlides).toBe(12);
    expect(names()).toEqual(catalogue.slice(0, 12).map((item) => item.text));
  });

  it('shows every product of a small catalogue', async () => {
    const catalogue = Array.from({ length: 4 }, (_, index) => product(index + 1));
    renderInApp(<MerchSection />, { products: catalogue });

    await screen.findByRole('link', { name: /Перейти в магазин/ });
    expect(names()).toEqual(['Товар 1', 'Товар 2', 'Товар 3', 'Товар 4']);
  });
});
