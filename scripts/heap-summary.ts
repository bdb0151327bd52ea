/**
 * `npx tsx scripts/heap-summary.ts FILE.heapsnapshot [--top 40] [--min-retained-mib 1]`
 * (issue 12 goal 5): what holds a V8 heap snapshot's memory, without DevTools. Prints the self
 * size (and count) summed by constructor name (strings, arrays and closures by their kind), and
 * the objects of largest retained size (dominator tree over the strong edges: what would be freed
 * with the object), each with one path of property names from the GC roots, so that a map that
 * grows per message or per game shows up by the field that holds it (`MockNetwork.wire`,
 * `Mocker.cacheMessagePayload`). Take a snapshot with `node --heapsnapshot-signal=SIGUSR2` or
 * `v8.writeHeapSnapshot()`. Not a test: it only prints numbers.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "40" }, "min-retained-mib": { type: "string", default: "1" } },
});
if (positionals.length !== 1) throw new Error("usage: heap-summary.ts FILE.heapsnapshot");
const TOP = Number(values.top);
const MIB = 2 ** 20;

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: (string[] | string)[];
      edge_fields: string[];
      edge_types: (string[] | string)[];
    };
    node_count: number;
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}
const s = JSON.parse(readFileSync(positionals[0], "utf8")) as Snapshot;
const nf = s.snapshot.meta.node_fields;
const ef = s.snapshot.meta.edge_fields;
const NF = nf.length;
const EF = ef.length;
const [nType, nName, nSelf, nEdges] = ["type", "name", "self_size", "edge_count"].map((f) => nf.indexOf(f));
const [eType, eName, eTo] = ["type", "name_or_index", "to_node"].map((f) => ef.indexOf(f));
const nodeTypes = s.snapshot.meta.node_types[nType] as string[];
const edgeTypes = s.snapshot.meta.edge_types[eType] as string[];
const N = s.nodes.length / NF;
const firstEdge = new Uint32Array(N + 1);
for (let i = 0, e = 0; i < N; i++) {
  firstEdge[i] = e;
  e += s.nodes[i * NF + nEdges] * EF;
  firstEdge[i + 1] = e;
}
const WEAK = edgeTypes.indexOf("weak");
const SHORTCUT = edgeTypes.indexOf("shortcut");
const strong = (e: number) => s.edges[e + eType] !== WEAK && s.edges[e + eType] !== SHORTCUT;
const self = (i: number) => s.nodes[i * NF + nSelf];
const typeOf = (i: number) => nodeTypes[s.nodes[i * NF + nType]];
/** The constructor name of objects, the kind of the rest (`(string)`, `(closure)`, …). */
const klass = (i: number) => {
  const t = typeOf(i);
  if (t === "object" || t === "native") return s.strings[s.nodes[i * NF + nName]];
  if (t === "string" || t === "concatenated string" || t === "sliced string") return "(string)";
  if (t === "closure") return "(closure)";
  if (t === "array") return `(array ${s.strings[s.nodes[i * NF + nName]]})`;
  return `(${t})`;
};
const edgeName = (e: number) => {
  const t = edgeTypes[s.edges[e + eType]];
  const v = s.edges[e + eName];
  return t === "element" || t === "hidden" ? `[${v}]` : s.strings[v];
};

// Depth-first post-order from the root (node 0) over strong edges, then dominators
// (Cooper, Harvey & Kennedy, "A Simple, Fast Dominance Algorithm").
const order = new Int32Array(N).fill(-1); // post-order number
const post: number[] = [];
{
  const stack = [0];
  const cursor = new Uint32Array(N);
  const seen = new Uint8Array(N);
  seen[0] = 1;
  cursor[0] = firstEdge[0];
  while (stack.length > 0) {
    const v = stack[stack.length - 1];
    if (cursor[v] < firstEdge[v + 1]) {
      const e = cursor[v];
      cursor[v] += EF;
      if (!strong(e)) continue;
      const w = s.edges[e + eTo] / NF;
      if (seen[w]) continue;
      seen[w] = 1;
      cursor[w] = firstEdge[w];
      stack.push(w);
    } else {
      stack.pop();
      order[v] = post.length;
      post.push(v);
    }
  }
}
// Predecessors over strong edges among reachable nodes.
const predCount = new Uint32Array(N + 1);
for (let v = 0; v < N; v++) {
  if (order[v] < 0) continue;
  for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += EF)
    if (strong(e)) {
      const w = s.edges[e + eTo] / NF;
      if (order[w] >= 0) predCount[w + 1]++;
    }
}
for (let i = 0; i < N; i++) predCount[i + 1] += predCount[i];
const preds = new Uint32Array(predCount[N]);
{
  const fill = predCount.slice(0, N);
  for (let v = 0; v < N; v++) {
    if (order[v] < 0) continue;
    for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += EF)
      if (strong(e)) {
        const w = s.edges[e + eTo] / NF;
        if (order[w] >= 0) preds[fill[w]++] = v;
      }
  }
}
const idom = new Int32Array(N).fill(-1);
idom[0] = 0;
for (let changed = true; changed; ) {
  changed = false;
  for (let k = post.length - 2; k >= 0; k--) {
    const v = post[k];
    let d = -1;
    for (let p = predCount[v]; p < predCount[v + 1]; p++) {
      let u = preds[p];
      if (idom[u] < 0) continue;
      if (d < 0) {
        d = u;
        continue;
      }
      while (u !== d) {
        while (order[u] < order[d]) u = idom[u];
        while (order[d] < order[u]) d = idom[d];
      }
    }
    if (d >= 0 && idom[v] !== d) {
      idom[v] = d;
      changed = true;
    }
  }
}
const retained = new Float64Array(N);
for (const v of post) {
  retained[v] += self(v);
  if (v !== 0) retained[idom[v]] += retained[v];
}

let total = 0;
const byClass = new Map<string, { self: number; count: number }>();
for (let i = 0; i < N; i++) {
  if (order[i] < 0) continue;
  total += self(i);
  const k = klass(i);
  const c = byClass.get(k) ?? { self: 0, count: 0 };
  c.self += self(i);
  c.count++;
  byClass.set(k, c);
}
const mib = (b: number) => (b / MIB).toFixed(1).padStart(8);
process.stdout.write(`${positionals[0]}: ${N} nodes, ${mib(total)} MiB reachable\n\nself size by constructor:\n`);
for (const [k, c] of [...byClass].sort((a, b) => b[1].self - a[1].self).slice(0, TOP))
  process.stdout.write(`${mib(c.self)} MiB ${String(c.count).padStart(9)}  ${k}\n`);

// Shortest paths from the root, for naming what holds an object.
const bfsParent = new Int32Array(N).fill(-1);
const bfsEdge = new Int32Array(N).fill(-1);
{
  const queue = new Int32Array(N);
  let head = 0;
  let tail = 0;
  queue[tail++] = 0;
  bfsParent[0] = 0;
  while (head < tail) {
    const v = queue[head++];
    for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += EF) {
      if (!strong(e)) continue;
      const w = s.edges[e + eTo] / NF;
      if (bfsParent[w] >= 0) continue;
      bfsParent[w] = v;
      bfsEdge[w] = e;
      queue[tail++] = w;
    }
  }
}
/** One shortest path of edge names from the root, with the holder's class at the end. */
const path = (v: number) => {
  const names: string[] = [];
  for (let u = v; u > 0 && names.length < 12; u = bfsParent[u]) {
    names.push(`${edgeName(bfsEdge[u])}`);
    if (typeOf(bfsParent[u]) === "synthetic") break;
  }
  return `${names.reverse().join(".")} (in ${klass(bfsParent[v])})`;
};
// The largest retainers that are not just one more link of a chain (a child holding ≥ 90 % of
// its dominator's retained size is shown instead of its dominator).
const minRetained = Number(values["min-retained-mib"]) * MIB;
const children = new Map<number, number[]>();
for (let v = 1; v < N; v++) if (order[v] >= 0 && retained[v] >= minRetained) children.set(v, []);
for (const v of children.keys()) children.get(idom[v])?.push(v);
const shown = [...children.keys()].filter(
  (v) => typeOf(v) !== "synthetic" && !(children.get(v) ?? []).some((c) => retained[c] >= 0.9 * retained[v]),
);
process.stdout.write(`\nlargest retained (≥ ${values["min-retained-mib"]} MiB):\n`);
for (const v of shown.sort((a, b) => retained[b] - retained[a]).slice(0, TOP))
  process.stdout.write(`${mib(retained[v])} MiB  ${klass(v)}  ${path(v)}\n`);
