import { describe, expect, it } from 'vitest';
import { emptyPriceForm, isPriceFormChanged, parsePriceForm, priceFormFrom } from './price-form';

describe('parsePriceForm', () => {
  it('accepts category and price alone, leaving duration out and description empty', () => {
    expect(parsePriceForm({ ...emptyPriceForm, category: ' Абонемент ', price: '3500' })).toEqual({
      ok: true,
      data: { category: 'Абонемент', price: 3500, duration: undefined, description: '' },
    });
  });

  it('requires category and price', () => {
    const result = parsePriceForm(emptyPriceForm);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.category).toBe('Категория: обязательное поле');
    expect(result.errors.price).toBe('Цена: обязательное поле');
  });

  it('refuses a negative price and text in the price, accepts 0', () => {
    const negative = parsePriceForm({ ...emptyPriceForm, category: 'Разовое', price: '-1' });
    expect(negative).toEqual({ ok: false, errors: { price: 'Цена: не может быть меньше 0' } });
    const text = parsePriceForm({ ...emptyPriceForm, category: 'Разовое', price: 'сто' });
    expect(text.ok).toBe(false);
    expect(parsePriceForm({ ...emptyPriceForm, category: 'Пробное', price: '0' }).ok).toBe(true);
  });
});

describe('isPriceFormChanged', () => {
  const saved = priceFormFrom({ _id: '1', category: 'Абонемент', price: 3500, description: 'Дети' });

  it('ignores spaces around values', () => {
    expect(isPriceFormChanged(saved, { ...saved, category: ' Абонемент ' })).toBe(false);
  });

  it('sees a changed field', () => {
    expect(isPriceFormChanged(saved, { ...saved, price: '3600' })).toBe(true);
    expect(isPriceFormChanged(saved, { ...saved, duration: '1 месяц' })).toBe(true);
  });
});
