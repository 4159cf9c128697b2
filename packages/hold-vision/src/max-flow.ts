/**
 * Maximum flow by Dinic's algorithm over a graph built edge by edge (typed arrays, no objects per
 * edge), for the graph cut that finishes a tap's outline: a few tens of thousands of cells, four
 * neighbours each, plus their links to the hold (source) and the wall (sink). The minimum cut is read
 * after `maxFlow` as the nodes still reachable from the source.
 */
export class FlowGraph {
  private readonly head: Int32Array;
  private next: Int32Array;
  private to: Int32Array;
  private capacity: Float64Array;
  private edges = 0;
  private level: Int32Array;
  private cursor: Int32Array;

  constructor(
    readonly nodes: number,
    expectedEdges = 16,
  ) {
    this.head = new Int32Array(nodes).fill(-1);
    this.next = new Int32Array(expectedEdges * 2);
    this.to = new Int32Array(expectedEdges * 2);
    this.capacity = new Float64Array(expectedEdges * 2);
    this.level = new Int32Array(nodes);
    this.cursor = new Int32Array(nodes);
  }

  private grow() {
    const size = this.to.length * 2;
    const more = <T extends Int32Array | Float64Array>(old: T, make: (n: number) => T) => {
      const out = make(size);
      out.set(old);
      return out;
    };
    this.next = more(this.next, (n) => new Int32Array(n));
    this.to = more(this.to, (n) => new Int32Array(n));
    this.capacity = more(this.capacity, (n) => new Float64Array(n));
  }

  private half(from: number, to: number, capacity: number) {
    if (this.edges === this.to.length) this.grow();
    const e = this.edges++;
    this.to[e] = to;
    this.capacity[e] = capacity;
    this.next[e] = this.head[from]!;
    this.head[from] = e;
  }

  /** An edge `from → to` of `capacity`, and `back` the other way (an undirected link has both equal). */
  addEdge(from: number, to: number, capacity: number, back = 0) {
    if (from === to || from < 0 || to < 0 || from >= this.nodes || to >= this.nodes)
      throw new Error(`No edge from ${from} to ${to} in a graph of ${this.nodes} nodes.`);
    if (!(capacity >= 0) || !(back >= 0)) throw new Error('Capacities are never negative.');
    // Edges 2k and 2k + 1 are each other's reverse: e ^ 1 finds the partner.
    this.half(from, to, capacity);
    this.half(to, from, back);
  }

  /** Levels by breadth-first search over edges with capacity left; whether the sink is reached. */
  private layer(source: number, sink: number) {
    const { level, head, next, to, capacity } = this;
    level.fill(-1);
    level[source] = 0;
    const queue = new Int32Array(this.nodes);
    let read = 0;
    let write = 0;
    queue[write++] = source;
    while (read < write) {
      const u = queue[read++]!;
      for (let e = head[u]!; e >= 0; e = next[e]!) {
        const v = to[e]!;
        if (level[v]! < 0 && capacity[e]! > 1e-12) {
          level[v] = level[u]! + 1;
          queue[write++] = v;
        }
      }
    }
    return level[sink]! >= 0;
  }

  /** Pushes flow along shortest paths until none is left (a blocking flow), without recursion. */
  private block(source: number, sink: number) {
    const { level, cursor, next, to, capacity } = this;
    cursor.set(this.head);
    const path: number[] = [];
    let total = 0;
    let u = source;
    for (;;) {
      if (u === sink) {
        let pushed = Infinity;
        for (const e of path) pushed = Math.min(pushed, capacity[e]!);
        let cut = -1;
        for (let k = 0; k < path.length; k++) {
          const e = path[k]!;
          capacity[e]! -= pushed;
          capacity[e ^ 1]! += pushed;
          if (cut < 0 && capacity[e]! <= 1e-12) cut = k;
        }
        total += pushed;
        // Back to the tail of the first edge the push saturated, and on from there.
        path.length = cut;
        u = cut === 0 ? source : to[path[cut - 1]!]!;
        continue;
      }
      let e = cursor[u]!;
      while (e >= 0 && !(capacity[e]! > 1e-12 && level[to[e]!] === level[u]! + 1)) e = next[e]!;
      cursor[u] = e;
      if (e >= 0) {
        path.push(e);
        u = to[e]!;
        continue;
      }
      if (u === source) return total;
      // A dead end: nothing more passes through u in this round.
      level[u] = -1;
      const back = path.pop()!;
      u = to[back ^ 1]!;
      cursor[u] = next[cursor[u]!]!;
    }
  }

  /** The maximum flow from `source` to `sink`; the graph keeps the residual capacities for `sourceSide`. */
  maxFlow(source: number, sink: number) {
    if (source === sink) throw new Error('The source and the sink must differ.');
    let flow = 0;
    while (this.layer(source, sink)) flow += this.block(source, sink);
    return flow;
  }

  /** 1 for every node on the source's side of the minimum cut (reachable through capacity left). */
  sourceSide(source: number): Uint8Array {
    this.layer(source, source);
    return Uint8Array.from(this.level, (l) => (l >= 0 ? 1 : 0));
  }
}
