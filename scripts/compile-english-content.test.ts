import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { englishContentFiles } from "./compile-english-content.ts";

describe("the English guide pages' compiled content", () => {
  it("is written from the current content (run node scripts/compile-english-content.ts after a change)", async () => {
    for (const { file, text } of englishContentFiles) expect(await readFile(file, "utf8"), file).toBe(text());
  });
});
