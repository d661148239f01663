import { describe, expect, it } from "vitest";
import { asciiSlug } from "./slug.ts";

describe("asciiSlug", () => {
  it.each([
    ["Kjölur", "kjolur"],
    ["Þórsmörk – Fimmvörðuháls", "thorsmork-fimmvorduhals"],
    ["Æðey og Ísafjörður", "aedey-og-isafjordur"],
    ["Mývatnshringurinn (37 km)", "myvatnshringurinn-37-km"],
    ["ÁÉÍÓÚÝÐÞÆÖ", "aeiouydthaeo"],
    ["  --  ", ""],
    ["<script>alert(1)</script>", "script-alert-1-script"],
  ])("%s → %s", (name, slug) => {
    expect(asciiSlug(name)).toBe(slug);
  });

  it("keeps slugs to 80 characters without a trailing dash", () => {
    const slug = asciiSlug(`${"a".repeat(79)} b`);
    expect(slug).toBe("a".repeat(79));
  });
});
