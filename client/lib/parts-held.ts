/**
 * Holds the hydration of a server-drawn page's parts below its first screen (HydrateApart) until the
 * visitor first shows they are there: a scroll, a touch, the pointer moving, a key, a focus or a
 * click. Until then those parts stay as the server drew them, and a phone spends its load on the
 * first screen only; a visitor who reads the first screen and leaves never pays for the rest
 * (docs/decisions/phone-speed.md, 'Hydration').
 *
 * The listeners are on the window's capture phase, which runs before React's own listeners on the
 * document: a tap or a click inside a part not yet hydrated finds the parts released, and React
 * hydrates that part at once, within the same event, before its handlers run (its selective
 * hydration). The other parts follow in React's low-priority passes.
 *
 * Nothing is held unless start-up asks for it (client/start-app.tsx): a part rendered anywhere else
 * (a test, a client-side visit) is never held.
 */
const FIRST_INPUTS = [
  'scroll',
  'wheel',
  'pointerdown',
  'pointermove',
  'touchstart',
  'mousedown',
  'keydown',
  'focusin',
  'click',
] as const;

let held = false;
let release: () => void = () => {};
let released: Promise<void> = Promise.resolve();

/** At start-up, before hydration. A page already scrolled (a #fragment, the browser's restoration) is not held. */
export function holdPartsUntilFirstInput(): void {
  if (held || window.scrollY > 0) return;
  held = true;
  released = new Promise((resolve) => {
    release = resolve;
  });
  for (const type of FIRST_INPUTS) window.addEventListener(type, releaseParts, { capture: true, passive: true });
}

export function releaseParts(): void {
  if (!held) return;
  held = false;
  for (const type of FIRST_INPUTS) window.removeEventListener(type, releaseParts, { capture: true });
  release();
}

export function partsHeld(): boolean {
  return held;
}

/** Settles when the parts are released: a held part suspends on it while hydrating (the same promise while held). */
export function whenPartsReleased(): Promise<void> {
  return released;
}
