import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const styles = readFileSync(new URL("../../src/web/styles.css", import.meta.url), "utf8");
const reactIcons = readFileSync(
  createRequire(import.meta.url)
    .resolve("react-icons/fa")
    .replace(/index\.js$/, "index.mjs"),
  "utf8",
);

/** The view box and path react-icons draws for a Font Awesome icon of one path. */
function drawnByReactIcons(name: string): { viewBox: string; path: string } {
  const found = new RegExp(`export function ${name} \\(props\\) \\{\\s*return GenIcon\\((\\{.*\\})\\)\\(props\\);`).exec(reactIcons);
  if (!found?.[1]) throw new Error(`react-icons/fa has no icon ${name}`);
  const icon = JSON.parse(found[1]) as { attr: { viewBox: string }; child: { tag: string; attr: { d: string } }[] };
  const [path] = icon.child;
  if (icon.child.length !== 1 || path?.tag !== "path") throw new Error(`${name} is not a single path`);
  return { viewBox: icon.attr.viewBox, path: path.attr.d };
}

/** The SVG of a CSS icon class in styles.css, decoded from its data URL. */
function drawnByCss(className: string): string {
  const found = new RegExp(`\\.${className} \\{\\s*--icon: url\\("data:image/svg\\+xml,([^"]+)"\\);`).exec(styles);
  if (!found?.[1]) throw new Error(`styles.css has no icon .${className}`);
  return decodeURIComponent(found[1]);
}

describe("the icons drawn by CSS", () => {
  it.each([
    ["icon-map-marker", "FaMapMarkerAlt"],
    ["icon-map-marked", "FaMapMarkedAlt"],
    ["icon-external-link", "FaExternalLinkAlt"],
    ["icon-video", "FaVideo"],
  ])(".%s is %s, as react-icons draws it elsewhere on the site", (className, name) => {
    const { viewBox, path } = drawnByReactIcons(name);
    expect(drawnByCss(className)).toBe(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}'><path d='${path}'/></svg>`);
  });
});
