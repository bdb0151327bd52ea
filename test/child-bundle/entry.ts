/** The bundled fixture's entry (child-bundle.test.ts): prints where it and its import think they are. */
import { where } from "./nested/where.ts";

const main = import.meta.url === `file://${process.argv[1]}`;
console.log(JSON.stringify({ main, entryDir: import.meta.dirname, where, args: process.argv.slice(2) }));
