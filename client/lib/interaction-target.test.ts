import { afterEach, describe, expect, it } from 'vitest';
import { interactionTarget } from './interaction-target';

function render(html: string): void {
  document.body.innerHTML = html;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('interactionTarget', () => {
  it("names the interactive element the event's node is in, after its nearest ancestor with a class", () => {
    render(
      '<footer class="site-footer"><nav class="site-footer__column" aria-label="Клуб"><a href="/price" class="site-footer__link"><span>Цены</span></a></nav></footer>',
    );
    expect(interactionTarget(document.querySelector('span'))).toBe('nav.site-footer__column a.site-footer__link');
  });

  it('uses an id the code wrote, but not the ids React generates', () => {
    render('<div class="menu"><button id="menu-toggle" class="navbar__toggle"><svg><path></path></svg></button></div>');
    expect(interactionTarget(document.querySelector('path'))).toBe('div.menu button#menu-toggle');
    render('<div class="wl-field"><input id="«r1»" name="firstname" class="wl-input" value="Иван"></div>');
    expect(interactionTarget(document.querySelector('input'))).toBe('div.wl-field input[name="firstname"].wl-input');
  });

  it('uses a data attribute when there is no id or name', () => {
    render('<main><div data-testid="quick-view-backdrop" class="quick-view__backdrop"></div></main>');
    expect(interactionTarget(document.querySelector('div'))).toBe('div[data-testid="quick-view-backdrop"].quick-view__backdrop');
  });

  it('never writes text, values or addresses', () => {
    render(
      '<form class="wl-form"><label class="tb-option"><input type="radio" value="2026-11-27-5" name="Иван Петров" data-phone="+79161234567"><span>27 ноября, 18:30</span></label></form>',
    );
    const target = interactionTarget(document.querySelector('span'));
    expect(target).toBe('form.wl-form label.tb-option');
    expect(interactionTarget(document.querySelector('input'))).toBe('label.tb-option input');
  });

  it('is the element alone when its context would make it too long, and nothing for a non-element', () => {
    render(`<div class="a${'b'.repeat(39)}"><input name="n${'m'.repeat(39)}" class="c${'d'.repeat(39)}"></div>`);
    expect(interactionTarget(document.querySelector('input'))).toBe(`input[name="n${'m'.repeat(39)}"].c${'d'.repeat(39)}`);
    expect(interactionTarget(document)).toBeUndefined();
    expect(interactionTarget(null)).toBeUndefined();
  });
});
