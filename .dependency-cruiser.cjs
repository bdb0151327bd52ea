/**
 * Import rules (issue 10 item 2): the engine is one acyclic, self-contained package; (issue 24
 * goal 1) only the store talks to the database, and it sits below all but the engine; (issue 23
 * goal 1) the judge's voice (src/voice/) sits below the app, which imports nothing from the chat.
 * `npm run lint:deps` (part of `npm test`) fails on any violation.
 */
module.exports = {
  forbidden: [
    {
      name: "engine-no-cycles",
      comment: "No run-time import cycle in src/engine/: the phase plan (plan.ts) links the flow modules, they do not import each other in a circle.",
      severity: "error",
      from: { path: "^src/engine/" },
      // A cycle of imports that run. The engine's id unions are types derived from the cards
      // (types-vocab.ts → roles/index.ts, `import type`: issue 22 goal 1), so a cycle through a
      // type-only import is allowed: it is gone once compiled.
      to: { path: "^src/engine/", circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "cards-no-flow",
      comment:
        "Issue 22 goal 1: a card (src/engine/roles/) imports no flow module, nor the win model, the reducer, the phase plan or the engine's entry. What a card does to other seats it pushes as intents (src/engine/intents.ts), which the flow applies; what it reads lives in modules below both (state.ts, statuses.ts, camps.ts, …).",
      severity: "error",
      from: { path: "^src/engine/roles/" },
      to: { path: "^src/engine/(flow/|families/|win/|evolve\\.ts$|plan\\.ts$|engine\\.ts$)" },
    },
    {
      name: "flow-no-cards",
      comment:
        "Issue 22 goal 1: the flow (the shared pipeline src/engine/flow/, the timed and forum-25 families' phases), the win model, the reducer and the phase plan import no card: only the role lookup (roles/registry.ts), the role types (roles/role-types.ts) and the shared helpers (roles/spec.ts) — not a card file, nor roles/index.ts, which imports them all (engine.ts, the composition root, registers the cards).",
      severity: "error",
      from: {
        path: "^src/engine/(flow/|families/(timed|forum-25)/|win/|evolve\\.ts$|plan\\.ts$)",
        // A family's adapter (families/<id>/index.ts) sits at the entry's level: it may name cards.
        pathNot: "^src/engine/families/[^/]+/index\\.ts$",
      },
      to: { path: "^src/engine/roles/", pathNot: "^src/engine/roles/(registry|role-types|spec)\\.ts$" },
    },
    {
      name: "families-from-the-entry",
      comment:
        "Issue 22 goal 2: the flow families (src/engine/families/) adapt the flow modules to one interface, so they sit above them: inside the engine only the entry points (engine.ts, plan.ts, view.ts, the win models' entry win/index.ts), the rulesets (data naming their family's boards) and the families themselves import families/. A shared flow module (flow/), a card, the reducer or a win model never does (the judge gets the game's family from engine.ts as a parameter).",
      severity: "error",
      from: {
        path: "^src/engine/",
        pathNot: ["^src/engine/(engine|plan|view)\\.ts$", "^src/engine/win/index\\.ts$", "^src/engine/rulesets/", "^src/engine/families/"],
      },
      to: { path: "^src/engine/families/" },
    },
    {
      name: "families-apart",
      comment:
        "Issue 22 goal 2: a family's folder (families/<id>/) imports no other family's folder; what they share is the interface in families/index.ts and the modules below it.",
      severity: "error",
      from: { path: "^src/engine/families/([^/]+)/" },
      to: { path: "^src/engine/families/[^/]+/", pathNot: "^src/engine/families/$1/" },
    },
    {
      name: "cards-through-the-registry",
      comment:
        "Issue 22 goal 1: outside the engine, cards are reached through roles/index.ts (or the shared roles/spec.ts, roles/role-types.ts, roles/registry.ts), never one card file.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/engine/" },
      // forum-hk's 60-card list (roles/hk/pools.ts) is data about every card, built or not.
      to: { path: "^src/engine/roles/", pathNot: "^src/engine/roles/(index|registry|role-types|spec|hk/pools)\\.ts$" },
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
      comment: "The web pages (src/web/) sit above app and beside http: only the composition roots (src/*.ts, src/boot/) import them.",
      severity: "error",
      from: { path: "^src/(engine|app|chat|voice|store|timers|http|ranked|scenario|sim)/" },
      to: { path: "^src/web/" },
    },
    {
      name: "http-not-web",
      comment: "The JSON API does not know the pages; they are handed to buildApp as `extend`.",
      severity: "error",
      from: { path: "^src/http/" },
      to: { path: "^src/web/" },
    },
    {
      name: "store-only-database",
      comment:
        "Issue 24 goal 1: every statement lives in src/store/. Only the store imports the database clients: the generated Prisma client (src/generated/), @prisma/*, pg, PGlite and its Prisma adapter. Everyone else takes the store's functions and its re-exported types (Db, Sql, the *Tx types).",
      severity: "error",
      from: {
        path: "^src/",
        pathNot: ["^src/store/", "^src/generated/"],
      },
      to: {
        path: ["^src/generated/", "(^|/)node_modules/(@prisma/|pg/|@electric-sql/pglite/|pglite-prisma-adapter/)"],
      },
    },
    {
      name: "store-at-the-bottom",
      comment:
        "Issue 24 goal 1: the store sits below everything but the engine. It imports nothing from app, chat, voice, web, http, sim, timers, scenario or the boot; from ranked only types (the season rows it maps to the ledger's pure values, as it maps game rows to engine types).",
      severity: "error",
      from: { path: "^src/store/" },
      to: { path: "^src/(app|chat|voice|web|http|sim|timers|scenario|boot)/" },
    },
    {
      name: "vocab-below",
      comment:
        "Issue 23 goal 2: the vocabulary (src/vocab/) holds every word of the game once per language and sits just above the engine: it imports the engine and i18next, nothing else of ours (no app, chat, web, ranked, store …), so chat, pages, records and the season can all read it.",
      severity: "error",
      from: { path: "^src/vocab/" },
      to: { path: "^src/", pathNot: ["^src/vocab/", "^src/engine/"] },
    },
    {
      name: "app-not-chat",
      comment:
        "Issue 23 goal 1: the app (src/app/: GameService, rooms, season, outbox) sits below the chat and the web: it imports nothing from src/chat/, src/web/ or src/http/. What it says it takes from the judge's voice (src/voice/), rendered at delivery; the composition root (src/boot/, src/*.ts) wires the chat, the pages and the API to it.",
      severity: "error",
      from: { path: "^src/app/" },
      to: { path: "^src/(chat|web|http)/" },
    },
    {
      name: "voice-below-app",
      comment:
        "Issue 23 goal 1: the judge's voice (src/voice/: narration, refusals, recap, replay, status boards, card help, per family) is pure words over the engine's states and events: it imports the engine, the vocabulary and ranked's texts, nothing of the app, chat, store, timers, web, http or the boot, so the app, the chat and the pages all read it.",
      severity: "error",
      from: { path: "^src/voice/" },
      to: { path: "^src/(app|chat|store|timers|web|http|boot|sim|scenario)/" },
    },
    {
      name: "store-ranked-types-only",
      comment: "The store may name ranked's pure domain types (GameResult, Season, BanView), never run its code.",
      severity: "error",
      from: { path: "^src/store/" },
      to: { path: "^src/ranked/", dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    // The generated Prisma client is a node of the graph (so store-only-database sees imports of
    // it) but is not cruised itself.
    doNotFollow: { path: ["node_modules", "^src/generated/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
