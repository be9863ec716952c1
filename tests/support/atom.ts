import { SaxesParser } from 'saxes';

// A strict XML reading of a feed (saxes: any well-formedness error throws), as a small element
// tree, so tests check an Atom document by its structure rather than by regular expressions.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: { ...tag.attributes },
      children: [],
      text: '',
    };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    stack.at(-1)!.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  return root.children[0]!;
}

export const child = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((c) => c.name === name);

export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((c) => c.name === name);

export const textOf = (element: XmlElement, name: string): string =>
  (child(element, name)?.text ?? '').trim();
