import { INTERACTION_TARGET_MAX_LENGTH, isInteractionTarget } from '#shared/web-vitals';

/** What answers a tap or a key: the event's own node is often an icon or a span inside it. */
const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role], [tabindex]';
/** An id, a name, a class or a data attribute's value written by the site's code (not React's generated ids). */
const TOKEN = /^[A-Za-z][\w-]{0,39}$/;

function selectorPart(element: Element): string {
  const tag = element.localName;
  if (element.id && TOKEN.test(element.id)) return `${tag}#${element.id}`;
  let text = tag;
  const name = element.getAttribute('name');
  if (name && TOKEN.test(name)) text += `[name="${name}"]`;
  else {
    const data = [...element.attributes].find((attribute) => attribute.name.startsWith('data-') && TOKEN.test(attribute.value));
    if (data && TOKEN.test(data.name)) text += `[${data.name}="${data.value}"]`;
  }
  const className = [...element.classList].find((name) => TOKEN.test(name));
  return className ? `${text}.${className}` : text;
}

/**
 * A short selector of the element an interaction was on, for the field INP report: the nearest
 * interactive element's tag with its id, or its form name or a data attribute, and its first class,
 * after the nearest ancestor that has an id or a class (`nav.site-footer__column a.site-footer__link`).
 * Only what the site's code wrote: never the element's text, an input's value or a link's address,
 * so nothing a visitor typed or reads leaves the browser. Undefined when there is nothing to name.
 */
export function interactionTarget(node: EventTarget | null | undefined): string | undefined {
  if (!node || !(node instanceof Element)) return undefined;
  const element = node.closest(INTERACTIVE) ?? node;
  const own = selectorPart(element);
  const context = element.parentElement?.closest('[id], [class]');
  const full =
    context && context !== document.body && context !== document.documentElement ? `${selectorPart(context)} ${own}` : own;
  // Too long with its context (long class names): the element alone, then cut.
  const selector = (full.length <= INTERACTION_TARGET_MAX_LENGTH ? full : own).slice(0, INTERACTION_TARGET_MAX_LENGTH);
  return isInteractionTarget(selector) ? selector : undefined;
}
