import { describe, expect, it } from "vitest";
import { drawInt, drawIntOfHash, hashLabel } from "../../src/engine/random.ts";

// The scripted players hash a phase's prefix once and continue over each key (src/sim/autoplay.ts):
// their draws must be exactly those of the whole label, or every golden game would change.
describe("random: a label's hash continued from its prefix's", () => {
  const labels = ["", "0:", "12:miss3", "7:agree10:144", "3:dv5", "think:42", "卜命3号"];

  it("hashLabel(b, hashLabel(a)) equals hashLabel(a + b) for every split of a label", () => {
    for (const label of labels)
      for (let i = 0; i <= label.length; i++)
        expect(hashLabel(label.slice(i), hashLabel(label.slice(0, i)))).toBe(hashLabel(label));
  });

  it("drawIntOfHash gives drawInt's integer for the same label, seed, index and range", () => {
    for (const seed of [1, 7, 123_456, 2_000_001])
      for (const label of labels)
        for (const n of [2, 3, 10, 60, 600])
          expect(drawIntOfHash(seed, hashLabel(label), 0, 0, n - 1)).toBe(drawInt(seed, label, 0, 0, n - 1));
  });
});
