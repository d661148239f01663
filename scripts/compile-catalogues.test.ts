import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { catalogueFiles } from "./compile-catalogues.ts";

describe("the compiled message catalogues", () => {
  it("are compiled from the current sources (run node scripts/compile-catalogues.ts after a change)", async () => {
    for (const { file, text } of catalogueFiles) expect(await readFile(file, "utf8"), file).toBe(text());
  });
});
