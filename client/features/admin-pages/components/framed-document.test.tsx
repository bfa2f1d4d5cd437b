import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FramedDocument } from './framed-document';

afterEach(() => {
  cleanup();
  for (const node of document.head.querySelectorAll('style[data-test]')) node.remove();
});

describe('the preview’s frame', () => {
  it('draws the app’s components into its own standard-mode document, with the app’s styles, also ones added later', async () => {
    const early = document.createElement('style');
    early.dataset.test = 'early';
    early.textContent = '.early { color: red }';
    document.head.append(early);

    const { container } = render(
      <FramedDocument title="Страница шириной 390 пикселей" style={{ width: 390 }}>
        <h1>Об академии</h1>
      </FramedDocument>,
    );
    const frame = container.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBeNull();
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toBe('Об академии'));
    const framed = frame.contentDocument as Document;
    expect(framed.compatMode).toBe('CSS1Compat');
    expect(framed.documentElement.lang).toBe('ru');
    expect(framed.head.querySelector('style[data-test="early"]')?.textContent).toBe('.early { color: red }');
    // The page itself is not in the admin's document.
    expect(document.body.textContent).not.toContain('Об академии');

    const late = document.createElement('style');
    late.dataset.test = 'late';
    late.textContent = '.late { color: blue }';
    document.head.append(late);
    await waitFor(() => expect(framed.head.querySelector('style[data-test="late"]')).not.toBeNull());
  });
});
