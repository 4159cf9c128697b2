import type { SvgNode } from '../svg-node';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * An SvgNode as DOM elements, without React (the first screen's script): the same elements and
 * attributes, in the same order, as components/svg-node-element.tsx renders.
 */
export function createSvgNode(document: Document, node: SvgNode): SVGElement {
  const element = document.createElementNS(SVG_NAMESPACE, node.tag);
  for (const [name, value] of Object.entries(node.attributes)) element.setAttribute(name, String(value));
  for (const child of node.children ?? []) element.appendChild(createSvgNode(document, child));
  if (node.text !== undefined) element.textContent = node.text;
  return element;
}
