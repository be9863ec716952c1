import 'server-only';
import sanitize from 'sanitize-html';

// Registry texts (news, FAQ answers) arrive as HTML written elsewhere. Only basic formatting,
// links and lists survive; scripts, event handlers, styles, iframes and script-like URLs are
// removed on the server, before any page or RPC answer carries them.
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: { a: ['href', 'title', 'lang', 'rel'], th: ['scope'], '*': ['lang'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped together with their content: their text is code, not prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Links to other sites open in the same tab (WCAG: no unexpected context change) but are
    // marked so search engines do not read them as endorsements.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
      };
    },
    // Registry headings start at h2 level inside an item: keep the page outline sane.
    h1: 'h3',
    h2: 'h3',
  },
};

// Sanitizing is the main cost of the news page and the feed (the same texts on every request),
// so results are memoised; the oldest entry goes first when the memo is full.
const memo = new Map<string, string>();
const MEMO_SIZE = 1000;

export function sanitiseRegistryHtml(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, options);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(html, clean);
  return clean;
}
