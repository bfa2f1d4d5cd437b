import { describe, expect, it } from 'vitest';
import { demoContactsPage as contact } from './contacts';

const allText = JSON.stringify(contact);

describe('contact page content', () => {
  it('answers the questions visitors ask before the first lesson', () => {
    const questions = contact.faq.map((item) => item.question).join(' ');
    for (const topic of ['возраста', 'форма', 'Пробное', 'оплатить', 'душ', 'родителям']) expect(questions).toContain(topic);
    for (const item of contact.faq) expect(item.answer.length).toBeGreaterThan(0);
  });

  it('leaves contact facts to the site settings', () => {
    // No phone numbers, e-mail addresses, street addresses or opening hours written into the texts.
    expect(allText).not.toMatch(/\+7|8 ?\(\d{3}\)|\d{3}[- ]\d{2}[- ]\d{2}/);
    expect(allText).not.toMatch(/@|https?:\/\//);
    expect(allText).not.toMatch(/\b(ул\.|улица|проспект|пр-т)\s/i);
    expect(allText).not.toMatch(/\d{1,2}:\d{2}\s*[–-]\s*\d{1,2}:\d{2}/);
  });

  it('covers the way in: entrance, floor, parking and transport', () => {
    const titles = contact.findUs.map((block) => block.title);
    expect(titles).toEqual(['Вход', '2 этаж', 'Парковка', 'Общественный транспорт']);
  });
});
