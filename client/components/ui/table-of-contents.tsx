import './table-of-contents.css';

export interface TocItem {
  /** The id of the heading the entry links to. */
  id: string;
  label: string;
}

interface TableOfContentsProps {
  /** The visible title, also the navigation's accessible name. */
  title: string;
  items: readonly TocItem[];
  /** Numbers the entries (01, 02…): a short article's few roomy rows; without them, a long document's dense list. */
  numbered?: boolean;
}

/**
 * The sticky list of a long page's sections beside its text (a direction page, the privacy policy).
 * It shows on wide screens only: on a phone the text follows the banner directly.
 */
export function TableOfContents({ title, items, numbered = false }: TableOfContentsProps) {
  return (
    <aside className={numbered ? 'toc toc--numbered' : 'toc'}>
      <nav aria-label={title}>
        <p className="toc__title">{title}</p>
        <ol className="toc__list" data-content>
          {items.map((item, index) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className="toc__link">
                {numbered ? <span className="toc__number">{String(index + 1).padStart(2, '0')}</span> : null}
                {item.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </aside>
  );
}
