// Reads an IATI activity file into a tree for the rule checks. Only for files xmllint has
// already accepted against the schema (well-formed, no DTD, no CDATA): elements, attributes,
// text, comments and the five predefined entities plus character references.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  comments: string[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X'))
      return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    return entities[ref] ?? whole;
  });

const TOKEN =
  /<!--([\s\S]*?)-->|<\?[\s\S]*?\?>|<\/([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*"([^"]*)"/g;

export function parseXml(xml: string): XmlElement {
  const root: XmlElement = {
    name: '#document',
    attributes: {},
    children: [],
    text: '',
    comments: [],
  };
  const stack = [root];
  for (const m of xml.matchAll(TOKEN)) {
    const parent = stack[stack.length - 1]!;
    if (m[1] !== undefined) parent.comments.push(m[1].trim());
    else if (m[2] !== undefined) {
      const closed = stack.pop();
      if (closed?.name !== m[2]) throw new Error(`unbalanced </${m[2]}>`);
    } else if (m[3] !== undefined) {
      const element: XmlElement = {
        name: m[3],
        attributes: Object.fromEntries(
          [...(m[4] ?? '').matchAll(ATTRIBUTE)].map((a) => [a[1]!, decode(a[2]!)]),
        ),
        children: [],
        text: '',
        comments: [],
      };
      parent.children.push(element);
      if (!m[5]) stack.push(element);
    } else if (m[6] !== undefined) parent.text += decode(m[6]);
  }
  if (stack.length !== 1) throw new Error('unclosed elements');
  const [document] = root.children;
  if (!document) throw new Error('no root element');
  document.comments.push(...root.comments);
  return document;
}

/** Children named `name` (direct children only). */
export const childrenOf = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);

export const childOf = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((child) => child.name === name);

/** Every element named `name` at any depth below `element`. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [
    ...(child.name === name ? [child] : []),
    ...descendants(child, name),
  ]);
}
