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

function attributeText(attributes: Attributes): string {
  let text = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) text += ` ${name}="${xmlEscape(value)}"`;
  }
  return text;
}

/** The element as XML, indented two spaces per level from `depth`. */
export function serialise(node: XmlNode, depth = 0): string {
  const pad = '  '.repeat(depth);
  const open = `${pad}<${node.name}${attributeText(node.attributes)}`;
  if (typeof node.content === 'string') {
    return `${open}>${xmlEscape(node.content)}</${node.name}>`;
  }
  if (!node.content.length) return `${open}/>`;
  const children = node.content.map((child) => serialise(child, depth + 1));
  return `${open}>\n${children.join('\n')}\n${pad}</${node.name}>`;
}
