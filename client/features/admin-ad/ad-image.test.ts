import { describe, expect, it } from 'vitest';
import { adImageProblem } from './ad-image';

const MB = 1024 * 1024;

describe('adImageProblem', () => {
  it('asks for an image when none is chosen', () => {
    expect(adImageProblem(null)).toBe('Пожалуйста, выберите изображение');
  });

  it('accepts JPG, PNG and GIF up to 5 MB inclusive', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif']) expect(adImageProblem({ type, size: 5 * MB })).toBeNull();
  });

  it('refuses other types and anything over 5 MB', () => {
    expect(adImageProblem({ type: 'image/webp', size: 1000 })).toBe('Можно выбрать только изображение JPG, PNG или GIF');
    expect(adImageProblem({ type: 'application/pdf', size: 1000 })).toBe('Можно выбрать только изображение JPG, PNG или GIF');
    expect(adImageProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('Файл слишком большой: максимум 5 МБ');
  });
});
