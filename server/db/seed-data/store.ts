import type { ProductShape } from './art/product-art';

export interface DemoProduct {
  text: string;
  /** Roubles, before the discount. */
  price: number;
  shape: ProductShape;
  isNew: boolean;
  /** Percent. */
  discount: number;
  rating: number;
}

/** Club merchandise in shop order. */
export const demoProducts: DemoProduct[] = [
  { text: 'Футболка «Академия единоборств», чёрная', price: 1890, shape: 'tshirt', isNew: false, discount: 0, rating: 5 },
  { text: 'Худи с капюшоном и эмблемой клуба', price: 4490, shape: 'hoodie', isNew: true, discount: 0, rating: 4.5 },
  { text: 'Боксёрские перчатки, 12 унций', price: 5990, shape: 'gloves', isNew: false, discount: 15, rating: 5 },
  { text: 'Рашгард с длинным рукавом', price: 3290, shape: 'rashguard', isNew: true, discount: 0, rating: 4.5 },
  { text: 'Шорты для ММА', price: 2490, shape: 'shorts', isNew: false, discount: 10, rating: 4 },
  { text: 'Спортивная бутылка, 750 мл', price: 790, shape: 'bottle', isNew: false, discount: 0, rating: 4.5 },
  { text: 'Спортивная сумка с отделением для обуви', price: 3990, shape: 'bag', isNew: false, discount: 20, rating: 5 },
  { text: 'Бинты боксёрские, 4,5 м', price: 590, shape: 'wraps', isNew: true, discount: 0, rating: 4 },
];
