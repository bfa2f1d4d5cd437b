/**
 * React keys for a list the club wrote: each item's text (cut short), with a counter for a repeat,
 * so two equal lines of a document still get keys of their own and an edited line a new one.
 */
export function keyed<T>(items: readonly T[], textOf: (item: T) => string): Array<{ key: string; item: T; index: number }> {
  const seen = new Map<string, number>();
  return items.map((item, index) => {
    const text = textOf(item).slice(0, 48);
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return { key: count === 1 ? text : `${text}#${count}`, item, index };
  });
}
