import { describe, expect, it } from 'vitest';
import { checkPriceForm, emptyPriceForm, priceFormFrom } from './price-form';

describe('checkPriceForm', () => {
  it('accepts category and price alone, leaving duration out and description empty', () => {
    expect(checkPriceForm({ ...emptyPriceForm, category: ' Абонемент ', price: '3500' })).toEqual({
      ok: true,
      data: { category: 'Абонемент', price: 3500, duration: undefined, description: '' },
    });
  });

  it('requires category and price', () => {
    const result = checkPriceForm(emptyPriceForm);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.category).toBe('Категория: обязательное поле');
    expect(result.errors.price).toBe('Цена: обязательное поле');
  });

  it('refuses a negative price and text in the price, accepts 0', () => {
    const negative = checkPriceForm({ ...emptyPriceForm, category: 'Разовое', price: '-1' });
    expect(negative).toEqual({ ok: false, errors: { price: 'Цена: не может быть меньше 0' } });
    const text = checkPriceForm({ ...emptyPriceForm, category: 'Разовое', price: 'сто' });
    expect(text.ok).toBe(false);
    expect(checkPriceForm({ ...emptyPriceForm, category: 'Пробное', price: '0' }).ok).toBe(true);
  });
});

describe('priceFormFrom', () => {
  it('puts a saved position into the inputs as text, an absent duration as empty', () => {
    expect(priceFormFrom({ _id: '1', category: 'Абонемент', price: 3500, description: 'Дети' })).toEqual({
      category: 'Абонемент',
      price: '3500',
      duration: '',
      description: 'Дети',
    });
  });
});
