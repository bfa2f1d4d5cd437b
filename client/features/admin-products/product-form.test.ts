import { describe, expect, it } from 'vitest';
import { checkProductForm, emptyProductForm, previewNumbers, productFormData, productFormFrom } from './product-form';

const product = {
  _id: 'p1',
  text: 'Перчатки',
  price: 2490,
  image: '/uploads/product/a.jpg',
  isNew: false,
  discount: 10,
  rating: 4.5,
};

const photo = new File(['x'], 'a.png', { type: 'image/png' });

describe('checkProductForm', () => {
  it('asks for every field and an image on a new product', () => {
    expect(checkProductForm({ ...emptyProductForm, text: 'Шорты', price: '1500' }, { isNew: true, file: null })).toEqual({
      ok: false,
      message: 'Пожалуйста, заполните все поля и выберите изображение',
      errors: { mediaId: 'Пожалуйста, заполните все поля и выберите изображение' },
    });
    expect(checkProductForm(emptyProductForm, { isNew: true, file: photo })).toEqual({
      ok: false,
      message: 'Пожалуйста, заполните все поля и выберите изображение',
      errors: { text: 'обязательное поле', price: 'обязательное поле' },
    });
    expect(checkProductForm({ ...emptyProductForm, text: 'Шорты', price: '1500' }, { isNew: true, file: photo })).toMatchObject({
      ok: true,
    });
    // The editor's way: a picture chosen in the media library.
    expect(
      checkProductForm({ ...emptyProductForm, text: 'Шорты', price: '1500', mediaId: '7' }, { isNew: true, file: null }),
    ).toMatchObject({ ok: true });
  });

  it('asks for name and price on an existing product, not for an image', () => {
    const values = productFormFrom(product);
    expect(checkProductForm({ ...values, text: ' ' }, { isNew: false, file: null })).toEqual({
      ok: false,
      message: 'Пожалуйста, заполните все поля',
      errors: { text: 'обязательное поле' },
    });
    expect(checkProductForm(values, { isNew: false, file: null })).toEqual({ ok: true, data: values });
  });

  it('gives the schema message for an out-of-range discount or rating', () => {
    const values = productFormFrom(product);
    expect(checkProductForm({ ...values, discount: '150' }, { isNew: false, file: null })).toEqual({
      ok: false,
      message: 'Скидка: от 0 до 99',
      errors: { discount: 'Скидка: от 0 до 99' },
    });
    expect(checkProductForm({ ...values, rating: '6' }, { isNew: false, file: null })).toMatchObject({
      ok: false,
      errors: { rating: 'Рейтинг: от 0 до 5' },
    });
  });
});

describe('product form helpers', () => {
  it('previews half-typed numbers safely', () => {
    expect(previewNumbers({ ...emptyProductForm, price: '1000', discount: '15' })).toEqual({ price: 1000, discount: 15 });
    expect(previewNumbers({ ...emptyProductForm, price: 'abc', discount: '150' })).toEqual({ price: 0, discount: 0 });
  });

  it('builds the multipart body with the id and image when given', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const form = productFormData(productFormFrom(product), image, 'p1');
    expect(form.get('id')).toBe('p1');
    expect(form.get('text')).toBe('Перчатки');
    expect(form.get('price')).toBe('2490');
    expect(form.get('discount')).toBe('10');
    expect(form.get('rating')).toBe('4.5');
    expect(form.get('isNew')).toBe('false');
    expect(form.get('image')).toBeInstanceOf(File);
    expect(productFormData(emptyProductForm, null).has('image')).toBe(false);
  });
});
