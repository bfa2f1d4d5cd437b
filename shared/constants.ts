/** Business constants and limits (page sizes, cut lengths, timeouts). Durations in ms unless the name says otherwise. */

/** The club's time zone: dates and "the current month" are computed here, not in the machine's zone. */
export const CLUB_TIME_ZONE = 'Europe/Moscow';

export const NEWS_PAGINATION = { pageSize: 5, pageBlockSize: 4 } as const;

export const HOME_NEWS = { postCount: 5, textCutLength: 190 } as const;

/** Hashtags in post texts (ru-copy.md): filters for the victories tab and the events list, removed from shown text. */
export const NEWS_HASHTAGS = { victories: '#нашипобеды', events: '#афиша', announcement: '#анонс' } as const;

/** Swiper settings; `slidesPerViewFromPx` maps a min width in px to slides per view. */
export const HOME_NEWS_SLIDER = {
  autoplayDelayMs: 5000,
  slidesPerViewFromPx: { 320: 1, 768: 2 },
  spaceBetweenPx: 30,
  centeredSlides: true,
} as const;

export const MERCH_SLIDER = {
  slidesPerViewFromPx: { 320: 1, 768: 3 },
  /** Loop only when there are at least this many products. */
  minProductsToLoop: 3,
  /**
   * The home slider shows the store's first products, not all of them: every slide is in the page's
   * HTML, and a catalogue of 60 made the home page half again as heavy. The whole catalogue is one
   * click away (the button to /online-store next to the slider). Four desktop views of three.
   */
  maxSlides: 12,
} as const;

export const ABOUT_GALLERY = { photoCount: 6, autoplayDelayMs: 5000, loop: true } as const;

export const BREAKPOINTS_PX = {
  /** Skeletons: under 640 small, 640-1023 medium, 1024 and up wide. */
  skeletonMedium: 640,
  skeletonWide: 1024,
  /** Mobile menu and scroll-to-top button up to this width. */
  mobileMenuMax: 1024,
  /** Contact panel toggled by a button up to this width, always shown above. */
  contactPanelMax: 1200,
} as const;

export const SCROLL_TO_TOP = { showAfterPx: 300, animationMs: 1000, scrollThrottleMs: 100 } as const;

export const REVEAL_ON_SCROLL = {
  visibleThreshold: 0.1,
  shiftPx: 20,
  fadeSeconds: 0.6,
  minDelaySeconds: 0.1,
  maxDelaySeconds: 0.6,
} as const;

export const PAGE_FADE_MS = 200;

export const SKELETON_ANIMATION_SECONDS = { min: 2, max: 3 } as const;

/** Under this age a parent or guardian consents for the participant. */
export const ADULT_AGE = 18;

export const WAITING_LIST_LIMITS = {
  minAge: 3,
  maxAge: 60,
  ageInputLength: 2,
  nameMaxLength: 30,
  phoneMask: '+7 999 999-99-99',
  phoneNationalDigits: 10,
} as const;

export const JOURNAL_DAY_RANGE = { min: 1, max: 31 } as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const AD_POPUP = { autoCloseMs: 20_000, imageMaxBytes: UPLOAD_MAX_BYTES } as const;

/** Toast settings; `neutral` is the plain ("blank") toast type. */
export const TOASTS = {
  durationMs: { neutral: 4000, error: 4000, success: 2000, loading: Number.POSITIVE_INFINITY, custom: 4000 },
  maxVisible: 20,
  position: 'bottom-right',
  gutterPx: 8,
  maxWidthPx: 350,
} as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const RATING_MAX_STARS = 5;

/**
 * The inbox statuses. A trial booking adds booked / waitlisted, then came or no-show after the
 * session, then joined or declined; 'trial' stays for applications booked by phone before. Here,
 * not in the schema: the inbox's route reads them in the entry chunk, where zod is not loaded.
 */
export const applicationStatusValues = [
  'new',
  'contacted',
  'trial',
  'booked',
  'waitlisted',
  'came',
  'no-show',
  'joined',
  'declined',
] as const;

/**
 * The roster's filter by pass: valid now, ends within 7 days or 1 class left, none valid, ticks
 * without a pass. Here, not in the schema: the roster's route reads `?pass=` in the entry chunk,
 * where zod is not loaded.
 */
export const memberPassFilterValues = ['active', 'ending', 'none', 'debt'] as const;
export type MemberPassFilter = (typeof memberPassFilterValues)[number];

/** Schedule columns Monday to Saturday, as the schedule row stores them (here, not in the schema: pages import it without zod). */
export const scheduleDayKeys = ['pn', 'vt', 'sr', 'ct', 'pt', 'sb'] as const;
export type ScheduleDayKey = (typeof scheduleDayKeys)[number];

/**
 * tRPC batching: the server refuses a batch of more calls than `serverMax` (400), and the browser's
 * batch link splits its calls into requests of at most `clientMax`, so the site itself never hits it.
 */
export const TRPC_BATCH = { serverMax: 20, clientMax: 10 } as const;
