import { expect, test, waitForHydration } from './fixtures';

/**
 * The way to the family's page (issue 44): 'Личный кабинет' in the footer at both widths and in the
 * phone menu, and not in the desktop header's row, which is full. Read-only: the shared server.
 */
test("'Личный кабинет' is in the footer and the phone menu, not in the desktop header, and opens /cabinet", async ({
  page,
}, info) => {
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Личный кабинет', exact: true })).toHaveAttribute('href', '/cabinet');

  if (info.project.name === 'desktop') {
    const header = page.locator('.navbar').getByRole('navigation', { name: 'Главное меню' });
    await expect(header.getByRole('link', { name: 'Цены' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Личный кабинет' })).toHaveCount(0);
    await page.screenshot({ path: `.tmp/way-in-header-${info.project.name}.png` });
  } else {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Главное меню' });
    const link = menu.getByRole('link', { name: 'Личный кабинет', exact: true });
    await expect(link).toBeVisible();
    await page.screenshot({ path: `.tmp/way-in-menu-${info.project.name}.png` });
    await link.click();
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.goto('/');
    await waitForHydration(page);
  }

  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'Личный кабинет', exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `.tmp/way-in-footer-${info.project.name}.png` });
  await footer.getByRole('link', { name: 'Личный кабинет', exact: true }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
});
