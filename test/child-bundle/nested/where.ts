/** A module of the bundled fixture (child-bundle.test.ts): where it thinks it is. */
import { fileURLToPath } from "node:url";

export const where = {
  url: import.meta.url,
  dirname: import.meta.dirname,
  filename: import.meta.filename,
  fromUrl: fileURLToPath(import.meta.url),
};
