/**
 * The interactions the phone benchmarks measure (bench/interactions.ts: their INP figure;
 * bench/trace-tap.ts: a trace of where their time goes), and how a page is waited for before one.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { openFamilySessionInDataDir } from '../server/test/family-session-file';
import { reactFloorPage } from './react-floor';

/** What a step of an interaction gets: the page and the site's address (for API calls in a setup). */
export interface Step {
  page: Page;
  origin: string;
  cdp: CDPSession;
  /** The server's data directory (a setup may open a family's session in it). */
  dataDir: string;
}

/**
 * One measured interaction: the page it starts on, what is done before (not measured: scrolling to
 * the element, opening the menu a link is in), the action measured, and what the visitor then sees
 * (waited for, so the frame after the input is painted and its entries are reported).
 */
export interface Interaction {
  name: string;
  page: string;
  /** The ad pop-up shows (every other interaction starts with it closed for the tab, as after a first visit). */
  withAd?: boolean;
  setup?: (step: Step) => Promise<void>;
  action: (step: Step) => Promise<void>;
  done: (step: Step) => Promise<void>;
  /**
   * This HTML in place of the site's page (the browser answers `page` on the site's origin with it):
   * the same tap on a page with no app, so a table shows what the browser itself spends at the factor.
   */
  bare?: string | (() => Promise<string>);
}

/**
 * A tap at the element's centre through the touchscreen alone. Playwright's `locator.tap()` also
 * checks, inside the page's own pointer events, that the touch lands on the element
 * (`elementsFromPoint` and a walk up the shadow roots on each event): a listener no visitor's phone
 * has, timed as part of the tap (≈ 6 ms of a 54 ms pointer task at 4x). The element is brought into
 * view and measured first; neither is an interaction.
 */
async function tapAsVisitor(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('элемент для касания не виден');
  await target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const menu = (page: Page) => page.getByRole('dialog', { name: 'Главное меню' });
const footer = (page: Page) => page.getByRole('contentinfo');

async function openMenu({ page }: Step): Promise<void> {
  await page.getByRole('button', { name: 'Открыть меню' }).tap();
  await menu(page).waitFor();
}

/** The menu open on its directions list. */
async function openMenuDirections(step: Step): Promise<void> {
  await openMenu(step);
  await menu(step.page).getByRole('button', { name: 'Направления' }).tap();
  await menu(step.page).getByRole('link', { name: 'Бокс', exact: true }).waitFor();
}

async function scrollToFooter({ page }: Step): Promise<void> {
  await footer(page).scrollIntoViewIfNeeded();
}

/**
 * Presses keys one by one as a keyboard sends them (keydown, keypress, input, keyup per letter).
 * Through DevTools: Playwright's keyboard knows only the US layout's keys, and for any other letter
 * it inserts text without key events, which are not interactions.
 */
async function typeKeys(cdp: CDPSession, text: string): Promise<void> {
  for (const key of text) {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  }
}

/** Where a client navigation is tapped from; the menu is opened first (on its directions list for a direction). */
const NAVIGATION_SETUP = {
  меню: { plain: openMenu, direction: openMenuDirections },
  футер: { plain: scrollToFooter, direction: scrollToFooter },
} as const;

/**
 * The kinds of page a client navigation leads to: a plain page, a direction, the press centre with
 * its news, and the family's page (its login form: the first screen every parent sees).
 */
const NAVIGATION_TARGETS = [
  { path: '/price', link: 'Цены', exact: false, kind: 'plain', done: (page: Page) => h1(page, /Цены|Стоимость|Прайс/i) },
  { path: '/boxing', link: 'Бокс', exact: true, kind: 'direction', done: (page: Page) => h1(page, 'Бокс') },
  {
    path: '/press-center',
    link: 'Пресс-центр',
    exact: false,
    kind: 'plain',
    done: (page: Page) => page.waitForURL(/\/press-center$/).then(() => page.locator('.news-item').first().waitFor()),
  },
  {
    path: '/cabinet',
    link: 'Личный кабинет',
    exact: true,
    kind: 'plain',
    done: (page: Page) => page.getByLabel('Номер телефона').waitFor(),
  },
] as const;

/** Client navigation from the menu or the footer to each kind of page, from the home page. */
function navigations(from: keyof typeof NAVIGATION_SETUP, area: (page: Page) => ReturnType<Page['locator']>): Interaction[] {
  return NAVIGATION_TARGETS.map((target) => ({
    name: `переход из ${from === 'меню' ? 'меню' : 'футера'}: ${target.path}`,
    page: '/',
    setup: NAVIGATION_SETUP[from][target.kind],
    action: ({ page }) => tapAsVisitor(area(page).getByRole('link', { name: target.link, exact: target.exact })),
    done: ({ page }) => target.done(page),
  }));
}

/**
 * The floor: a button on a page with nothing else, whose handler only changes its own text. What a tap
 * on it takes is the browser's own part (the touch's events dispatched, the click synthesised, one
 * frame) at this factor on this host; the app's taps cannot be answered faster than this.
 */
const BARE_BUTTON_PAGE = `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Кнопка</title></head>
<body><h1>Кнопка</h1><button type="button" style="font-size:18px;padding:14px 24px" onclick="this.textContent = 'Нажата'">Нажмите</button></body></html>`;

/** Every interaction measured, in the order printed. */
export const INTERACTIONS: Interaction[] = [
  {
    name: 'пустая страница: кнопка (пол браузера)',
    page: '/__bench/bare-button',
    bare: BARE_BUTTON_PAGE,
    action: ({ page }) => tapAsVisitor(page.getByRole('button', { name: 'Нажмите' })),
    done: ({ page }) => page.getByRole('button', { name: 'Нажата' }).waitFor(),
  },
  {
    // The same button hydrated by React alone (bench/react-floor.ts): what React adds to any tap.
    name: 'пустая страница React: кнопка (пол React)',
    page: '/__bench/react-button',
    bare: reactFloorPage,
    action: ({ page }) => tapAsVisitor(page.getByRole('button', { name: 'Нажмите' })),
    done: ({ page }) => page.getByRole('button', { name: 'Нажата' }).waitFor(),
  },
  {
    name: 'меню: открыть',
    page: '/',
    action: ({ page }) => tapAsVisitor(page.getByRole('button', { name: 'Открыть меню' })),
    done: ({ page }) => menu(page).waitFor(),
  },
  {
    name: 'новости: вкладка «Наши победы»',
    page: '/',
    setup: ({ page }) => page.getByRole('tab', { name: 'Наши победы' }).scrollIntoViewIfNeeded(),
    action: ({ page }) => tapAsVisitor(page.getByRole('tab', { name: 'Наши победы' })),
    done: ({ page }) => page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Наши победы' }).waitFor(),
  },
  {
    name: 'новости: слайдер, следующий',
    page: '/',
    setup: async ({ page }) => {
      // Swiper starts when the slider comes into view.
      await page.locator('.news-section .carousel').first().scrollIntoViewIfNeeded();
      await page.locator('.news-section .carousel .swiper-initialized').first().waitFor();
    },
    action: ({ page }) =>
      tapAsVisitor(page.locator('.news-section .carousel').first().getByRole('button', { name: 'Следующий слайд' })),
    done: ({ page }) => page.locator('.news-section .carousel .swiper-slide-active').first().waitFor(),
  },
  {
    name: 'магазин: быстрый просмотр',
    page: '/online-store',
    setup: ({ page }) => page.locator('button[aria-label^="Быстрый просмотр"]').first().scrollIntoViewIfNeeded(),
    action: ({ page }) => tapAsVisitor(page.locator('button[aria-label^="Быстрый просмотр"]').first()),
    done: ({ page }) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'расписание: группа с клавиатуры',
    page: '/schedule',
    setup: ({ page }) => page.getByLabel('Группа', { exact: true }).focus(),
    action: ({ page }) => page.keyboard.press('ArrowDown'),
    done: ({ page }) => page.waitForURL(/category=/),
  },
  {
    name: 'расписание: «Сбросить» касанием',
    page: '/schedule?category=adultMma&day=vt',
    setup: ({ page }) => page.getByRole('link', { name: 'Сбросить' }).scrollIntoViewIfNeeded(),
    action: ({ page }) => tapAsVisitor(page.getByRole('link', { name: 'Сбросить' })),
    done: ({ page }) => page.waitForURL((url) => url.search === ''),
  },
  {
    name: 'пресс-центр: страница 2',
    page: '/press-center',
    setup: ({ page }) => page.getByRole('navigation', { name: 'Страницы' }).scrollIntoViewIfNeeded(),
    action: ({ page }) =>
      tapAsVisitor(page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 2' })),
    done: ({ page }) => page.waitForURL(/page=2/),
  },
  {
    name: 'пресс-центр: открыть фото',
    page: '/press-center',
    setup: ({ page }) => page.locator('.news-item__photo').first().scrollIntoViewIfNeeded(),
    action: ({ page }) => tapAsVisitor(page.locator('.news-item__photo').first()),
    done: ({ page }) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'журнал: месяц с клавиатуры',
    page: '/attendance-journal',
    setup: ({ page }) => page.getByLabel('Месяц', { exact: true }).focus(),
    action: ({ page }) => page.keyboard.press('ArrowUp'),
    done: ({ page }) => page.waitForURL(/month=/),
  },
  {
    name: 'журнал: группа с клавиатуры',
    page: '/attendance-journal',
    setup: ({ page }) => page.getByLabel('Группа', { exact: true }).focus(),
    action: ({ page }) => page.keyboard.press('ArrowDown'),
    done: ({ page }) => page.waitForURL(/group=/),
  },
  {
    name: 'запись: ввод имени (4 буквы)',
    page: '/waiting-list',
    setup: ({ page }) => page.getByLabel('Имя', { exact: true }).focus(),
    action: ({ cdp }) => typeKeys(cdp, 'Иван'),
    done: async ({ page }) => {
      const value = await page.getByLabel('Имя', { exact: true }).inputValue();
      if (value !== 'Иван') throw new Error(`в поле «Имя» «${value}»`);
    },
  },
  {
    name: 'кабинет: ввод телефона (4 цифры)',
    page: '/cabinet',
    setup: ({ page }) => page.getByLabel('Номер телефона').focus(),
    action: ({ cdp }) => typeKeys(cdp, '9990'),
    done: async ({ page }) => {
      // The field masks as it is typed: '+7 999 0…'.
      const value = await page.getByLabel('Номер телефона').inputValue();
      if (!value.replace(/\D/g, '').startsWith('79990')) throw new Error(`в поле «Номер телефона» «${value}»`);
    },
  },
  {
    name: 'кабинет (вошли): «Запросить удаление»',
    page: '/cabinet',
    // Logged in as the demo guardian (a session opened in the server's data, as a login opens one);
    // the tap opens the confirmation, a change of the page's own state (nothing is sent).
    setup: async ({ page, origin, dataDir }) => {
      const token = openFamilySessionInDataDir(dataDir);
      await page.context().addCookies([{ name: 'academy_family', value: token, url: origin }]);
      // The flag the page keeps after a login (client/features/cabinet/remembered.ts): it asks for the family's data.
      await page.evaluate(() => window.localStorage.setItem('academy.family', '1'));
      await page.reload();
      await settle(page);
      await page
        .locator('article.cabinet-card')
        .first()
        .getByRole('button', { name: 'Запросить удаление' })
        .scrollIntoViewIfNeeded();
    },
    action: ({ page }) =>
      tapAsVisitor(page.locator('article.cabinet-card').first().getByRole('button', { name: 'Запросить удаление' })),
    done: ({ page }) => page.locator('article.cabinet-card').first().locator('.cabinet-confirm').waitFor(),
  },
  {
    name: 'запись: выбор занятия',
    page: '/waiting-list?direction=Boxing',
    setup: async ({ page }) => {
      await page.getByLabel('Возраст', { exact: true }).fill('25');
      await page.locator('label.tb-option:not(.tb-option--call)').first().scrollIntoViewIfNeeded();
    },
    action: ({ page }) => tapAsVisitor(page.locator('label.tb-option:not(.tb-option--call)').first()),
    done: ({ page }) => page.locator('label.tb-option:not(.tb-option--call) input:checked').first().waitFor(),
  },
  {
    name: 'реклама: закрыть',
    // Offered on the home page (or after a reload elsewhere: client/features/ad/ad-session.ts).
    page: '/',
    withAd: true,
    setup: ({ page }) => page.getByRole('dialog', { name: 'Специальное предложение' }).waitFor({ timeout: 30_000 }),
    action: ({ page }) =>
      tapAsVisitor(page.getByRole('dialog', { name: 'Специальное предложение' }).getByRole('button', { name: 'Закрыть' })),
    done: ({ page }) => page.getByRole('dialog', { name: 'Специальное предложение' }).waitFor({ state: 'hidden' }),
  },
  ...navigations('меню', menu),
  ...navigations('футер', footer),
];

/** Opens an interaction's page (a bare one answered by the browser itself) and waits until it is settled. */
export async function openInteractionPage(page: Page, origin: string, interaction: Interaction): Promise<void> {
  const url = `${origin}${interaction.page}`;
  const bare = typeof interaction.bare === 'function' ? await interaction.bare() : interaction.bare;
  if (bare === undefined) {
    await page.goto(url);
    await settle(page);
    return;
  }
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: bare }));
  await page.goto(url);
  await untilIdle(page);
}

/**
 * Waits until the page is hydrated, its lazy scripts fetched and its main thread idle: two idle
 * periods in a row with the whole 50 ms the browser grants when nothing else is queued. One idle
 * callback was not enough: the page's own idle work (the menu laid out, parts hydrated apart, a
 * dialog's code mounted closed) runs a slice per idle period, and a tap between two slices measured
 * that work instead of the tap (a 138 ms click task at 4x in one run, 31 ms in the next).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('h1');
      return heading ? Object.keys(heading).some((key) => key.startsWith('__reactFiber')) : false;
    },
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  await untilIdle(page);
}

/**
 * Two idle periods in a row with the whole 50 ms the browser grants when nothing is queued (settle),
 * or 5 s at most: a page that animates on the main thread (the ad's countdown ring) never has such a
 * period, and the ad closes itself after 20 s.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(`new Promise((resolve) => {
    const until = performance.now() + 5000;
    let quiet = 0;
    const check = (deadline) => {
      quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
      if (quiet >= 2 || performance.now() > until) resolve();
      else setTimeout(() => requestIdleCallback(check, { timeout: 5000 }), 20);
    };
    requestIdleCallback(check, { timeout: 5000 });
  })`);
}
