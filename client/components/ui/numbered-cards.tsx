import { keyed } from '#client/lib/keyed';
import { Reveal, revealStagger } from './reveal';

/**
 * A list of numbered cards (01, 02…), each a title and a text revealed a little after the one
 * before: the about page's values, the contacts page's way in. `block` names the cards' CSS block
 * (`<block>__number`, `__title`, `__text`); each page keeps its own look in its own CSS.
 */
export function NumberedCards({
  items,
  as: List = 'ul',
  className,
  block,
  displayTitle = false,
}: {
  items: ReadonlyArray<{ title: string; text: string }>;
  as?: 'ul' | 'ol';
  className: string;
  block: string;
  /** The title in the display face, as the number is. */
  displayTitle?: boolean;
}) {
  return (
    <List className={className}>
      {keyed(items, (item) => item.title).map(({ key, item, index }) => (
        <Reveal as="li" key={key} delay={revealStagger(index)} className={block}>
          <span className={`${block}__number display`} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={displayTitle ? `${block}__title display` : `${block}__title`}>{item.title}</h3>
          <p className={`${block}__text`}>{item.text}</p>
        </Reveal>
      ))}
    </List>
  );
}
