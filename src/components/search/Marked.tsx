import type { TextPart } from '../../registry/search/portalSearch';
import * as css from './Search.css';

/** Text with the query's words in <mark> (the runs come from registry/search/portalSearch.ts). */
export function Marked({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.marked ? (
          <mark key={i} className={css.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
