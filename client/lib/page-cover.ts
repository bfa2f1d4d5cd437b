/**
 * Whether a full-screen layer (the open phone menu, the store's quick view, a press-centre photo)
 * covers the page now. The layers say so through useBodyScrollLock; the page's decorative motion
 * (banner loops, the home hero's drifting lights: use-banner-motion.ts) rests meanwhile, since on
 * a phone every frame of it is still composited under the layer, and a tap in the layer waited for
 * those frames (docs/decisions/phone-speed.md, 'The page at rest').
 */
let covers = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Marks the page covered until the returned function is called (the scroll lock calls it once). */
export function coverPage(): () => void {
  covers += 1;
  notify();
  return () => {
    covers -= 1;
    notify();
  };
}

export function isPageCovered(): boolean {
  return covers > 0;
}

/** Calls `listener` whenever the page becomes covered or uncovered; returns the unsubscribe. */
export function onPageCoverChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
