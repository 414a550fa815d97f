// xmldom 0.8 is typed with the DOM's own interfaces (Document, Element), which its types bring in.
import { DOMParser } from '@xmldom/xmldom';

/**
 * Parses XML text; throws on anything but a well-formed document. xmldom 0.8 reports an
 * unclosed element only as a warning, so warnings count as errors here.
 */
export function parseXml(xml: string): Document {
  const fail = (message: string) => {
    throw new Error(`not well-formed XML: ${message.trim()}`);
  };
  const document = new DOMParser({
    errorHandler: { warning: fail, error: fail, fatalError: fail },
  }).parseFromString(xml, 'application/xml');
  if (!document.documentElement) fail('no root element');
  return document;
}

/** The element children of an element, in order. */
export function childElements(parent: Element): Element[] {
  const children: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) children.push(node as Element);
  }
  return children;
}
