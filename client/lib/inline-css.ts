import { inlinedStylesheets } from '#shared/inline-css';

/**
 * The server put the page's stylesheets inside its HTML (one `<style data-tsr-inline-css>`). Vite
 * fetches a lazily imported chunk's CSS unless a stylesheet link with that address is in the
 * document, so hydrating the page's own route chunk would download again the CSS the page already
 * has. A disabled link per inlined file (never fetched, never applied) tells Vite it is there; a
 * later page's own CSS still loads when the visitor goes to it. Runs before anything is imported
 * lazily (Vite reads the links once, at its first lazy import).
 */
export function markInlinedStylesheets(doc: Document = document): void {
  const inline = doc.querySelector('style[data-tsr-inline-css]');
  if (!inline?.textContent) return;
  for (const href of inlinedStylesheets(inline.textContent)) {
    const marker = doc.createElement('link');
    marker.rel = 'stylesheet';
    marker.disabled = true;
    marker.href = href;
    marker.dataset.inlined = '';
    doc.head.append(marker);
  }
}
