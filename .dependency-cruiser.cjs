/**
 * Import rules (issue 10 item 2): the engine is one acyclic, self-contained package.
 * `npm run lint:deps` (part of `npm test`) fails on any violation.
 */
module.exports = {
  forbidden: [
    {
      name: "engine-no-cycles",
      comment: "No import cycle in src/engine/: the phase plan (plan.ts) links the flow modules, they do not import each other in a circle.",
      severity: "error",
      from: { path: "^src/engine/" },
      to: { path: "^src/engine/", circular: true },
    },
    {
      name: "engine-self-contained",
      comment: "src/engine/ imports nothing outside it but pure-rand (its seeded randomness): no app, chat, store, timers, http, no npm I/O.",
      severity: "error",
      from: { path: "^src/engine/" },
      to: { pathNot: ["^src/engine/", "(^|/)pure-rand(/|$)"] },
    },
    {
      name: "engine-no-node-builtins",
      comment: "The engine is pure: no node: builtins (fs, crypto, timers, …).",
      severity: "error",
      from: { path: "^src/engine/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "web-on-top",
      comment: "The web pages (src/web/) sit above app and beside http: only the composition roots (src/*.ts) import them.",
      severity: "error",
      from: { path: "^src/(engine|app|chat|store|timers|http|ranked|scenario|sim)/" },
      to: { path: "^src/web/" },
    },
    {
      name: "http-not-web",
      comment: "The JSON API does not know the pages; they are handed to buildApp as `extend`.",
      severity: "error",
      from: { path: "^src/http/" },
      to: { path: "^src/web/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "^src/generated/" },
  },
};
