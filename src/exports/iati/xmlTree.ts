import { xmlEscape } from '../../lib/xml';

// A small element tree for the IATI writer: each element function of the mapping returns nodes,
// and one serialiser indents them. Text content is written as it is (escaped, never indented),
// so the line breaks inside a description stay the registry's own.

export type Attributes = Record<string, string | undefined>;

export interface XmlNode {
  name: string;
  attributes: Attributes;
  /** Child elements, or the element's text. */
  content: readonly XmlNode[] | string;
}

export const element = (
  name: string,
  attributes: Attributes = {},
  content: readonly XmlNode[] | string = [],
): XmlNode => ({ name, attributes, content });

/** The children that are there: element functions answer `undefined` for an omitted element. */
export const present = (items: readonly (XmlNode | readonly XmlNode[] | undefined)[]): XmlNode[] =>
  items.flatMap((item) =>
    item === undefined ? [] : Array.isArray(item) ? item : [item as XmlNode],
  );

// Most values (codes, dates, amounts, plain names) need no escaping: one test instead of
// xmlEscape's six replacements keeps a 100 000-activity file's serialisation cheap.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPING = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const escaped = (text: string) => (NEEDS_ESCAPING.test(text) ? xmlEscape(text) : text);

function attributeText(attributes: Attributes): string {
  let text = '';
  for (const name in attributes) {
    const value = attributes[name];
    if (value !== undefined) text += ` ${name}="${escaped(value)}"`;
  }
  return text;
}

/** Elements used many times (an activity's creditor on each transaction), serialised once. */
const serialised = new WeakMap<XmlNode, string[]>();
const shared = new WeakSet<XmlNode>();

/** Marks an element that is written again and again: its text is kept after the first time. */
export function reused<T extends XmlNode>(node: T): T {
  shared.add(node);
  return node;
}

/** Appends the element's text to `out`; a reused element's text is made once per depth. */
function write(node: XmlNode, depth: number, out: string[]): void {
  if (!shared.has(node)) return writeElement(node, depth, out);
  const texts = serialised.get(node) ?? serialised.set(node, []).get(node)!;
  if (texts[depth] === undefined) {
    const own: string[] = [];
    writeElement(node, depth, own);
    texts[depth] = own.join('');
  }
  out.push(texts[depth]);
}

/**
 * The element piece by piece: one join per activity instead of a string per element (a
 * 100 000-activity file is about a gigabyte; every intermediate copy would be garbage).
 */
function writeElement(node: XmlNode, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  out.push(pad, '<', node.name, attributeText(node.attributes));
  if (typeof node.content === 'string') {
    out.push('>', escaped(node.content), '</', node.name, '>');
  } else if (!node.content.length) out.push('/>');
  else {
    out.push('>');
    for (const child of node.content) {
      out.push('\n');
      write(child, depth + 1, out);
    }
    out.push('\n', pad, '</', node.name, '>');
  }
}

/** The element as XML, indented two spaces per level from `depth`. */
export function serialise(node: XmlNode, depth = 0): string {
  const out: string[] = [];
  write(node, depth, out);
  return out.join('');
}
