import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newsMessages } from '#shared/messages/screens/news.ru';
import { LinkedText } from './linked-text';

afterEach(cleanup);

describe('LinkedText', () => {
  it('turns the addresses of a post into links that open in a new tab and say so', () => {
    render(
      <p>
        <LinkedText text="Итоги турнира: https://example.com/turnir — фото в группе" linkClassName="news-item__link" />
      </p>,
    );
    const link = screen.getByRole('link', { name: /^https:\/\/example\.com\/turnir/ });
    expect(link.textContent).toBe(`https://example.com/turnir ${newsMessages.opensInNewTab}`);
    expect(link.getAttribute('href')).toBe('https://example.com/turnir');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.className).toBe('news-item__link');
    expect(screen.getByText('Итоги турнира:', { exact: false }).textContent).toBe('Итоги турнира: ');
  });

  it('leaves text without addresses as it is', () => {
    const { container } = render(<LinkedText text="Тренировка в субботу в 10:00" />);
    expect(container.textContent).toBe('Тренировка в субботу в 10:00');
    expect(container.querySelector('a')).toBeNull();
  });
});
