import { messages } from '#shared/messages/public.ru';
import { linkifyText } from '#shared/rules/news';

/** Post text with its addresses as links that open in a new tab (spec 2.5). Line breaks come from CSS. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkifyText(text).map((part, index) =>
        part.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className="news-item__link">
            {part.value}
            <span className="visually-hidden"> {messages.newsPage.opensInNewTab}</span>
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}
