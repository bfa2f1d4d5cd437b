/**
 * How the server names the stylesheets it inlines into a page (server/render/route-assets.ts) and the
 * client finds them again (client/lib/inline-css.ts): each file's text in the page's inline `<style>`
 * starts with a comment holding its address: `/*@` + the address + `*` + `/`.
 */
export function inlineCssMarker(href: string): string {
  return `/*@${href}*/`;
}

/** The addresses of the stylesheets an inline style holds, in order. */
export function inlinedStylesheets(css: string): string[] {
  return [...css.matchAll(/\/\*@(\/[^*\s]+\.css)\*\//g)].map((match) => match[1] ?? '');
}
