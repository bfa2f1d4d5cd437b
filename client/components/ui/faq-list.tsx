import { keyed } from '#client/lib/keyed';
import './faq-list.css';

/** Questions, each opening its answer's paragraphs (a `<details>`: works before hydration). */
export function FaqList({ items }: { items: ReadonlyArray<{ question: string; answer: readonly string[] }> }) {
  return (
    <div className="faq">
      {keyed(items, (item) => item.question).map(({ key, item }) => (
        <details key={key} className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer">
            {keyed(item.answer, (paragraph) => paragraph).map(({ key, item: paragraph }) => (
              <p key={key}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
