import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "..", "src", "web", "assets", "hero");
const files = readdirSync(folder).filter((name) => name.endsWith(".svg"));

describe("hero artwork (src/web/assets/hero)", () => {
  it("has the 15 hero images the header chooses from", () => {
    expect(files.toSorted()).toEqual(Array.from({ length: 15 }, (_, index) => `hero-${String(index + 1).padStart(2, "0")}.svg`));
  });

  it.each(files)("%s is under 80 KB, self-contained, with an Icelandic title", (name) => {
    const path = join(folder, name);
    expect(statSync(path).size).toBeLessThan(80 * 1024);
    const svg = readFileSync(path, "utf8");
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1600 900"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).not.toMatch(/<script|href="(https?:|\/\/)/);
  });
});
