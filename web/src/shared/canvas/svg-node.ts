/**
 * An SVG element as plain data, so a layer's drawing is computed once and rendered by React
 * (components/svg-node-element.tsx) or straight into the DOM (dom/create-svg-node.ts) alike.
 */
export interface SvgNode {
  tag: 'g' | 'defs' | 'mask' | 'rect' | 'polygon' | 'circle' | 'text';
  /** Attributes by their SVG names ('stroke-width', 'data-mark'), in the order they are set. */
  attributes: Readonly<Record<string, string | number>>;
  children?: readonly SvgNode[];
  /** A text element's text. */
  text?: string;
  /** Identifies the node among its siblings across redraws (React's key): the hold it draws. */
  key?: string;
}
