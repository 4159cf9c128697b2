import { createElement, type ReactElement } from 'react';
import type { SvgNode } from '../svg-node';

/** React's name for an SVG attribute: camelCase ('stroke-width' → strokeWidth), data- ones as they are. */
const propName = (attribute: string) =>
  attribute.startsWith('data-')
    ? attribute
    : attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** An SvgNode as React elements (the same elements and attributes dom/create-svg-node.ts creates). */
export function svgNodeElement(node: SvgNode, key?: string | number): ReactElement {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attributes)) props[propName(name)] = value;
  const children = node.children?.map((child, i) => svgNodeElement(child, child.key ?? i)) ?? node.text;
  return createElement(node.tag, props, children);
}
