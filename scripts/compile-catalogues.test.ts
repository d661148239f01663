import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { catalogueFilesToWrite, featureMessageSources } from "./compile-catalogues.ts";

describe("the compiled message catalogues", () => {
  it("are compiled from the current sources (run node scripts/compile-catalogues.ts after a change)", async () => {
    for (const { file, text } of await catalogueFilesToWrite()) expect(await readFile(file, "utf8"), file).toBe(text());
  });

  it("of each feature have the same keys and placeholders in both languages, and no empty text", async () => {
    const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();
    for (const { file, messages } of await featureMessageSources()) {
      expect(Object.keys(messages.en).sort(), file).toEqual(Object.keys(messages.is).sort());
      for (const [key, message] of Object.entries(messages.is)) {
        expect(message.trim(), `${file} ${key}`).not.toBe("");
        expect(messages.en[key]?.trim(), `${file} ${key}`).not.toBe("");
        expect(placeholders(messages.en[key] ?? ""), `${file} ${key}`).toEqual(placeholders(message));
      }
    }
  });
});
