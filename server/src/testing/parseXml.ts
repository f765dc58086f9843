import { SaxesParser } from 'saxes';

/** An element of a parsed XML document: its local name, namespace, children and own text. */
export interface XmlElement {
  name: string;
  uri: string;
  children: XmlElement[];
  text: string;
}

/**
 * Parses `xml` with a strict, namespace-aware parser (saxes, the one jsdom uses): throws on anything
 * not well-formed, an undeclared entity or a second root. Returns the root element.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.local, uri: tag.uri, children: [], text: '' };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack[stack.length - 1];
    if (current) current.text += text;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** The text of every element named `name` under `element`, in document order. */
export function textsOf(element: XmlElement, name: string): string[] {
  const found: string[] = [];
  const walk = (e: XmlElement) => {
    if (e.name === name) found.push(e.text);
    e.children.forEach(walk);
  };
  walk(element);
  return found;
}
