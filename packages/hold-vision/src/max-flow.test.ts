import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';
import { FlowGraph } from './max-flow.ts';

/** The minimum cut by trying every split of the inner nodes: the truth for small graphs. */
function bruteMinCut(nodes: number, edges: [number, number, number][], source: number, sink: number) {
  let best = Infinity;
  const inner = [...Array(nodes).keys()].filter((n) => n !== source && n !== sink);
  for (let bits = 0; bits < 1 << inner.length; bits++) {
    const side = new Uint8Array(nodes);
    side[source] = 1;
    inner.forEach((n, k) => (side[n] = (bits >> k) & 1));
    let cut = 0;
    for (const [u, v, c] of edges) if (side[u] && !side[v]) cut += c;
    best = Math.min(best, cut);
  }
  return best;
}

describe('FlowGraph', () => {
  it('finds the textbook flow (CLRS figure 26.1: 23)', () => {
    const g = new FlowGraph(6);
    const edges: [number, number, number][] = [
      [0, 1, 16],
      [0, 2, 13],
      [1, 3, 12],
      [2, 1, 4],
      [2, 4, 14],
      [3, 2, 9],
      [3, 5, 20],
      [4, 3, 7],
      [4, 5, 4],
    ];
    for (const [u, v, c] of edges) g.addEdge(u, v, c);
    expect(g.maxFlow(0, 5)).toBe(23);
    // The minimum cut {0, 1, 2, 4} | {3, 5}: 12 + 7 + 4.
    expect([...g.sourceSide(0)]).toEqual([1, 1, 1, 0, 1, 0]);
  });

  it('cuts a two-cell image between a hold-like and a wall-like cell where the link is weakest', () => {
    // source → a (9), a — b (2 both ways), b → sink (9), a → sink (1), source → b (1): cut the link.
    const g = new FlowGraph(4);
    g.addEdge(0, 1, 9);
    g.addEdge(1, 2, 2, 2);
    g.addEdge(2, 3, 9);
    g.addEdge(1, 3, 1);
    g.addEdge(0, 2, 1);
    expect(g.maxFlow(0, 3)).toBe(4);
    expect([...g.sourceSide(0)]).toEqual([1, 1, 0, 0]);
  });

  it('answers 0 when the sink cannot be reached, and keeps only the source side reachable', () => {
    const g = new FlowGraph(4);
    g.addEdge(0, 1, 5);
    g.addEdge(2, 3, 5);
    expect(g.maxFlow(0, 3)).toBe(0);
    expect([...g.sourceSide(0)]).toEqual([1, 1, 0, 0]);
  });

  it('matches the brute-force minimum cut on 200 random graphs of up to 9 nodes', () => {
    const random = seededRandom(5);
    for (let round = 0; round < 200; round++) {
      const nodes = 3 + Math.floor(random() * 7);
      const edges: [number, number, number][] = [];
      const g = new FlowGraph(nodes, 2);
      for (let k = 0; k < nodes * 2; k++) {
        const u = Math.floor(random() * nodes);
        const v = Math.floor(random() * nodes);
        if (u === v) continue;
        const c = Math.round(random() * 10);
        edges.push([u, v, c]);
        g.addEdge(u, v, c);
      }
      const flow = g.maxFlow(0, nodes - 1);
      expect(flow).toBeCloseTo(bruteMinCut(nodes, edges, 0, nodes - 1), 9);
      // The cut it reads off weighs what the flow does.
      const side = g.sourceSide(0);
      expect(side[nodes - 1]).toBe(0);
      const cut = edges.reduce((sum, [u, v, c]) => sum + (side[u] && !side[v] ? c : 0), 0);
      expect(cut).toBeCloseTo(flow, 9);
    }
  });

  it('cuts a 60 × 60 grid along its weak column in a few milliseconds', () => {
    const size = 60;
    const g = new FlowGraph(size * size + 2, size * size * 3);
    const source = size * size;
    const sink = source + 1;
    for (let y = 0; y < size; y++) {
      g.addEdge(source, y * size, 1000);
      g.addEdge(y * size + size - 1, sink, 1000);
      for (let x = 0; x < size; x++) {
        const i = y * size + x;
        // Between columns 29 and 30 the links are weak: the cut goes there.
        if (x + 1 < size) g.addEdge(i, i + 1, x === 29 ? 1 : 50, x === 29 ? 1 : 50);
        if (y + 1 < size) g.addEdge(i, i + size, 50, 50);
      }
    }
    const from = performance.now();
    expect(g.maxFlow(source, sink)).toBe(size);
    expect(performance.now() - from).toBeLessThan(500);
    const side = g.sourceSide(source);
    for (let y = 0; y < size; y++) {
      expect(side[y * size + 29]).toBe(1);
      expect(side[y * size + 30]).toBe(0);
    }
  });

  it('refuses an edge to a node that is not there, a loop, or a negative capacity', () => {
    const g = new FlowGraph(3);
    expect(() => g.addEdge(0, 3, 1)).toThrow(/No edge/);
    expect(() => g.addEdge(1, 1, 1)).toThrow(/No edge/);
    expect(() => g.addEdge(0, 1, -1)).toThrow(/never negative/);
    expect(() => g.maxFlow(1, 1)).toThrow(/must differ/);
  });
});
