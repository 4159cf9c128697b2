import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClimbLayer, type ClimbLayerProps } from '../components/climb-layer';
import { climbLayerSvg } from '../math/climb-layer-geometry';
import { createSvgNode } from './create-svg-node';
import { FIXTURE_HOLDS, FIXTURE_VIEW } from '../climb-layer-fixtures';

const holds = FIXTURE_HOLDS;
const view = FIXTURE_VIEW;

/** The SVG React's ClimbLayer renders, its masks' ids (React's useId) written as `prefix`'s. */
function drawnByReact(props: ClimbLayerProps, prefix: string) {
  const { container, unmount } = render(
    <svg>
      <ClimbLayer {...props} />
    </svg>,
  );
  const reactPrefix = container.querySelector('mask')!.id.replace(/-outside$/, '');
  const html = container.querySelector('svg')!.innerHTML.replaceAll(reactPrefix, prefix);
  unmount();
  return html;
}

function drawnByDom({ holds, view, ...options }: ClimbLayerProps, prefix: string) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.appendChild(createSvgNode(document, climbLayerSvg(holds, view, { ...options, idPrefix: prefix })));
  return svg.innerHTML;
}

describe('createSvgNode', () => {
  it.each<[string, Partial<ClimbLayerProps>]>([
    ['outline and circle rings, no letters, no spotlight', {}],
    ['role letters and a circuit number', { letters: true }],
    ['the spotlight on', { spotlight: 0.65 }],
    ['colour-blind mode with the spotlight', { colorBlind: true, spotlight: 0.3 }],
    [
      'zoomed in, where the small hold is ringed along its outline',
      { view: { ...view, zoom: 10, scale: 5 } },
    ],
  ])('draws the same SVG as the React layer: %s', (_, props) => {
    const all = { holds, view, ...props };
    const dom = drawnByDom(all, 'fs-climb');
    expect(dom).toContain('data-ring-hold="tiny"');
    expect(dom).toBe(drawnByReact(all, 'fs-climb'));
  });
});
