import { describe, expect, it } from 'vitest';
import { orderChatHref } from './order-link';

const message = 'Здравствуйте! Хочу заказать: Шорты для ММА';
const encoded = encodeURIComponent(message);

describe('orderChatHref', () => {
  it('puts the message into a Telegram chat link with a user or bot', () => {
    expect(orderChatHref('https://t.me/academy_shop', message)).toBe(`https://t.me/academy_shop?text=${encoded}`);
    expect(orderChatHref('https://telegram.me/academy_shop/', message)).toBe(`https://t.me/academy_shop?text=${encoded}`);
    expect(orderChatHref('  https://www.t.me/AcademyBot?start=x ', message)).toBe(`https://t.me/AcademyBot?text=${encoded}`);
  });

  it('encodes the product name so quotes, spaces and ampersands survive', () => {
    const href = orderChatHref('https://t.me/shop_bot', 'Хочу заказать: Футболка «Академия» & шорты, 4,5 м');
    expect(href).toBe(
      'https://t.me/shop_bot?text=%D0%A5%D0%BE%D1%87%D1%83%20%D0%B7%D0%B0%D0%BA%D0%B0%D0%B7%D0%B0%D1%82%D1%8C%3A%20%D0%A4%D1%83%D1%82%D0%B1%D0%BE%D0%BB%D0%BA%D0%B0%20%C2%AB%D0%90%D0%BA%D0%B0%D0%B4%D0%B5%D0%BC%D0%B8%D1%8F%C2%BB%20%26%20%D1%88%D0%BE%D1%80%D1%82%D1%8B%2C%204%2C5%20%D0%BC',
    );
    expect(decodeURIComponent(new URL(href ?? '').searchParams.get('text') ?? '')).toBe(
      'Хочу заказать: Футболка «Академия» & шорты, 4,5 м',
    );
  });

  it('keeps Telegram links that cannot carry text as they are', () => {
    expect(orderChatHref('https://t.me/+AbCdEf123', message)).toBe('https://t.me/+AbCdEf123');
    expect(orderChatHref('https://t.me/joinchat/AbCdEf', message)).toBe('https://t.me/joinchat/AbCdEf');
    expect(orderChatHref('https://t.me/share', message)).toBe('https://t.me/share');
    expect(orderChatHref('https://t.me/channel/15', message)).toBe('https://t.me/channel/15');
    // Too short for a Telegram username.
    expect(orderChatHref('https://t.me/abc', message)).toBe('https://t.me/abc');
  });

  it('fills the message in for WhatsApp and leaves other messengers unchanged', () => {
    expect(orderChatHref('https://wa.me/79105123478', message)).toBe(`https://wa.me/79105123478?text=${encoded}`);
    expect(orderChatHref('https://vk.me/academy_obninsk', message)).toBe('https://vk.me/academy_obninsk');
  });

  it('gives null when no usable chat is configured', () => {
    expect(orderChatHref('', message)).toBeNull();
    expect(orderChatHref('   ', message)).toBeNull();
    expect(orderChatHref('not a url', message)).toBeNull();
    expect(orderChatHref('javascript:alert(1)', message)).toBeNull();
  });
});
