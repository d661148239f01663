import { describe, expect, it } from "vitest";
import type { CompiledFeatureMessages, FeatureMessages } from "./feature-messages.ts";

type Texts = FeatureMessages<string>;

/** Every feature's, component folder's and page's texts: `messages.ts` in a folder, `<page>.messages.ts` in pages/. */
const modules = import.meta.glob<{ messages: Texts; catalogue: CompiledFeatureMessages<string> }>(["../**/messages.ts", "../pages/*.messages.ts"], {
  eager: true,
});
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();

describe("the texts of each feature and page", () => {
  it("are found where the naming rule puts them", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(18);
  });

  it.each(Object.entries(modules))("%s have the same keys and placeholders in both languages, and no empty text", (_file, { messages }) => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.is).sort());
    for (const [key, message] of Object.entries(messages.is)) {
      expect(message.trim(), key).not.toBe("");
      expect(messages.en[key]?.trim(), key).not.toBe("");
      expect(placeholders(messages.en[key] ?? ""), key).toEqual(placeholders(message));
    }
  });

  it.each(Object.entries(modules))("%s are compiled with every key", (_file, { messages, catalogue }) => {
    expect(Object.keys(catalogue.is).sort()).toEqual(Object.keys(messages.is).sort());
    expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(messages.en).sort());
  });
});
