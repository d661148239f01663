import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The width and height a PNG file's header gives. */
function pngSize(file: string): string {
  const png = readFileSync(new URL(`../src/web/public/icons/${file}`, import.meta.url));
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe("the installed app's icons (drawn by generate-app-icons.ts, committed)", () => {
  it.each([
    ["icon-192.png", "192x192"],
    ["icon-512.png", "512x512"],
    ["maskable-512.png", "512x512"],
  ])("%s is a %s PNG", (file, size) => {
    expect(pngSize(file)).toBe(size);
  });
});
