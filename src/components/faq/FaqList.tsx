import type { FaqItem } from '../../registry/content/faq';
import * as css from './Faq.css';

/**
 * Questions as native disclosures (<details>/<summary>): keyboard and screen-reader support
 * come with the element and answers open without JavaScript. Each question has an anchor
 * (/references/faq#faq-03) to link to it.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <ul className={css.list}>
      {items.map((item) => (
        <li key={item.id}>
          <details id={item.id} className={css.item}>
            <summary className={css.question}>{item.question}</summary>
            <div className={css.answer}>
              {/* Sanitized on the server (registry/content/faq.ts). */}
              <div dangerouslySetInnerHTML={{ __html: item.answer }} />
              <p className={css.permalink}>
                <a href={`#${item.id}`}>Посилання на це питання</a>
              </p>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
