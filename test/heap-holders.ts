/**
 * What keeps an object reachable, for a test that checks an object is collectable (gc + WeakRef)
 * and finds it is not: the failure then says who holds it, not only that something does.
 *
 * `tag(obj, name)` gives `obj` a property of its own named after `name` (a plain object is only
 * "Object" in a heap snapshot); `holders(names)` writes a heap snapshot, finds the object with each
 * such property, and prints the shortest chain of strong references from a GC root to it.
 * Slow (a whole snapshot, parsed here): call it on the failure path only.
 */
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeHeapSnapshot } from "node:v8";

/** The property `tag` gives an object, by the object's name. */
const key = (name: string) => `heap-holders:${name}`;

/** Marks `obj` as `name` (see the module doc: a non-enumerable property); returns `obj`. */
export function tag<T extends object>(obj: T, name: string): T {
  Object.defineProperty(obj, key(name), { value: true, enumerable: false });
  return obj;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; edge_fields: string[]; node_types: [string[]]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/**
 * For each tag name still on the heap: the chain root → … → the tagged object, one line per
 * step (`node name --edge--> …`), or "not on the heap". Weak edges are not followed.
 */
export function holders(names: string[]): string {
  const file = join(tmpdir(), `holders-${process.pid}-${Date.now()}.heapsnapshot`);
  writeHeapSnapshot(file);
  const snap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  rmSync(file, { force: true });
  const { meta } = snap.snapshot;
  const NF = meta.node_fields.length;
  const EF = meta.edge_fields.length;
  const nName = meta.node_fields.indexOf("name");
  const nEdges = meta.node_fields.indexOf("edge_count");
  const nType = meta.node_fields.indexOf("type");
  const eType = meta.edge_fields.indexOf("type");
  const eName = meta.edge_fields.indexOf("name_or_index");
  const eTo = meta.edge_fields.indexOf("to_node");
  const edgeTypes = meta.edge_types[0];
  const nodeTypes = meta.node_types[0];
  const count = snap.nodes.length / NF;
  // Reverse edges: for each node, the (from node, edge) pairs that point at it; and the tagged objects.
  const from: number[][] = Array.from({ length: count }, () => []);
  const wanted = new Map(names.map((n) => [key(n), n]));
  const tagged = new Map<string, number>();
  for (let n = 0, e = 0; n < count; n++) {
    const edges = snap.nodes[n * NF + nEdges];
    for (let k = 0; k < edges; k++, e += EF) {
      const type = edgeTypes[snap.edges[e + eType]];
      if (type === "property") {
        const name = wanted.get(snap.strings[snap.edges[e + eName]]);
        if (name !== undefined) tagged.set(name, n);
      }
      if (type === "weak") continue;
      from[snap.edges[e + eTo] / NF].push(n, e);
    }
  }
  const nameOf = (n: number) => {
    const type = nodeTypes[snap.nodes[n * NF + nType]];
    const name = snap.strings[snap.nodes[n * NF + nName]] ?? "?";
    return `${type === "object" || type === "closure" ? "" : `(${type}) `}${name.slice(0, 60)}`;
  };
  const edgeName = (e: number) => {
    const type = edgeTypes[snap.edges[e + eType]];
    const v = snap.edges[e + eName];
    return type === "element" || type === "hidden" ? `[${v}]` : (snap.strings[v] ?? String(v));
  };
  const out: string[] = [];
  for (const name of names) {
    const target = tagged.get(name);
    if (target === undefined) {
      out.push(`${name}: not on the heap`);
      continue;
    }
    // Breadth first from the object to the root (node 0).
    const via = new Map<number, [number, number]>([[target, [-1, -1]]]);
    let queue = [target];
    let found = false;
    while (queue.length > 0 && !found) {
      const next: number[] = [];
      for (const n of queue) {
        const back = from[n];
        for (let i = 0; i < back.length; i += 2) {
          const p = back[i];
          if (via.has(p)) continue;
          via.set(p, [n, back[i + 1]]);
          if (p === 0) {
            found = true;
            break;
          }
          next.push(p);
        }
        if (found) break;
      }
      queue = next;
    }
    if (!found) {
      out.push(`${name}: on the heap, no strong path from a root`);
      continue;
    }
    const chain: string[] = [];
    for (let n = 0; n !== target; ) {
      const [child, e] = via.get(n) as [number, number];
      chain.push(`${nameOf(n)} --${edgeName(e)}-->`);
      n = child;
    }
    chain.push(nameOf(target));
    out.push(`${name} is held by:\n  ${chain.join("\n  ")}`);
  }
  return out.join("\n");
}
