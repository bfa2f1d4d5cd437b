import { newsMessages } from '#shared/messages/screens/news.ru';
import { linkifyText } from '#shared/rules/news';

interface LinkedTextProps {
  text: string;
  /** The links' class: the press centre styles its own; the admin preview styles them through its text block. */
  linkClassName?: string;
}

/**
 * Post text with its addresses as links that open in a new tab (which a screen reader is told).
 * Line breaks come from the CSS of the block around it. The press centre and the admin post preview
 * both show it, so the preview matches what visitors see.
 */
export function LinkedText({ text, linkClassName }: LinkedTextProps) {
  return (
    <>
      {linkifyText(text).map((part, index) =>
        part.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {part.value}
            <span className="visually-hidden"> {newsMessages.opensInNewTab}</span>
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}
