import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSettings, renderInApp } from '#client/test/render-in-app';
import { SiteHeader } from './site-header';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.removeAttribute('style');
});

/** A JWT-shaped token; the header only reads its payload (the server verifies signatures). */
function tokenWith(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

describe('SiteHeader mobile menu', () => {
  it('opens as a dialog, locks page scroll, and Escape closes it and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderInApp(<SiteHeader settings={demoSettings} />);

    const toggle = await screen.findByRole('button', { name: 'Открыть меню' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toggle);

    const dialog = screen.getByRole('dialog', { name: 'Главное меню' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The lock and the focus come with the frame after the one that shows the menu (phone-speed.md).
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Закрыть меню' })));
    expect(within(dialog).getByRole('link', { name: 'Записаться в клуб' }).getAttribute('href')).toBe('/waiting-list');
    expect(
      within(dialog)
        .getByRole('link', { name: /512-34-78/ })
        .getAttribute('href'),
    ).toBe('tel:+79105123478');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(toggle);
  });

  it('expands the directions group to the seven direction pages', async () => {
    const user = userEvent.setup();
    renderInApp(<SiteHeader settings={demoSettings} />);
    await user.click(await screen.findByRole('button', { name: 'Открыть меню' }));
    const dialog = screen.getByRole('dialog');

    const group = within(dialog).getByRole('button', { name: 'Направления' });
    await user.click(group);

    expect(group.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    const hrefs = within(list as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/mma',
      '/grappling',
      '/boxing',
      '/kickboxing',
      '/hand-to-hand-combat',
      '/karate',
      '/womens-self-defense',
    ]);
  });

  it('closes with its close button and unlocks the page', async () => {
    const user = userEvent.setup();
    renderInApp(<SiteHeader settings={demoSettings} />);
    await user.click(await screen.findByRole('button', { name: 'Открыть меню' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('once the page is idle stays laid out while closed, inert and hidden from assistive technology', async () => {
    const user = userEvent.setup();
    renderInApp(<SiteHeader settings={demoSettings} />);
    const toggle = await screen.findByRole('button', { name: 'Открыть меню' });
    const menu = document.querySelector('.mobile-menu') as HTMLElement;
    // Before idle it is not laid out at all (hidden); after, opening is only a change of its state.
    await waitFor(() => expect(menu.hidden).toBe(false));
    expect(menu.hasAttribute('inert')).toBe(true);
    expect(menu.getAttribute('aria-hidden')).toBe('true');
    expect(menu.hasAttribute('data-open')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toggle);
    expect(document.querySelector('.mobile-menu')).toBe(menu);
    expect(menu.hasAttribute('inert')).toBe(false);
    expect(menu.hasAttribute('aria-hidden')).toBe(false);
    expect(menu.hasAttribute('data-open')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Главное меню' })).toBeTruthy();
  });

  it('following a link marks it in the tap, closes the menu a frame later and then gives the toggle the focus', async () => {
    const user = userEvent.setup();
    renderInApp(<SiteHeader settings={demoSettings} />);
    const toggle = await screen.findByRole('button', { name: 'Открыть меню' });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Главное меню' });
    const link = within(dialog).getByRole('link', { name: 'Цены' });
    // Dispatched at once (not through user-event's pauses), so the check below runs before any frame.
    fireEvent.click(link);

    // The tap's own frame shows the followed link (drawn as the current page's), not the page uncovered.
    expect(link.hasAttribute('data-followed')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(link.hasAttribute('data-followed')).toBe(false));
    expect(document.activeElement).toBe(toggle);
  });
});

describe('SiteHeader login state', () => {
  it('links to the login page when nobody is logged in', async () => {
    renderInApp(<SiteHeader settings={demoSettings} />);
    expect((await screen.findByRole('link', { name: 'Войти' })).getAttribute('href')).toBe('/authorization-account');
  });

  it('links to the admin dashboard for a stored admin token with the flag set', async () => {
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('token', tokenWith({ sub: '1', role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 }));
    renderInApp(<SiteHeader settings={demoSettings} />);
    expect((await screen.findByRole('link', { name: 'Панель администратора' })).getAttribute('href')).toBe('/admin-dashboard');
  });

  it('ignores a token without the admin role or without the flag', async () => {
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('token', tokenWith({ sub: '1', role: 'user' }));
    renderInApp(<SiteHeader settings={demoSettings} />);
    expect(await screen.findByRole('link', { name: 'Войти' })).toBeTruthy();
    cleanup();

    localStorage.setItem('isAuthenticated', 'false');
    localStorage.setItem('token', tokenWith({ sub: '1', role: 'admin' }));
    renderInApp(<SiteHeader settings={demoSettings} />);
    expect(await screen.findByRole('link', { name: 'Войти' })).toBeTruthy();
  });
});
