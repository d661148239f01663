/**
 * Draws the site-wide link-preview image (1200 × 630 PNG, the size Facebook
 * and X ask for) from one of the hero artworks and the site's name, in the
 * system's Chromium, into src/server/web/static/og-image.png (committed; the
 * server sends it at /og-image.png). The screenshot is reduced to a palette of
 * 128 colours by sharp, which keeps the file under 100 KB (a full-colour PNG of
 * the same art is nearly 600 KB). Run again after changing the art:
 *   node scripts/generate-share-image.ts
 * Why one image and not one per route: docs/decisions/008-route-pages.md.
 */
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { chromiumArgs, findChromium } from "../tests/e2e/support/chromium-path.ts";

const root = new URL("../", import.meta.url);
const art = await readFile(new URL("src/web/assets/hero/hero-03.svg", root), "utf8");
const html = `<!doctype html><html lang="is"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; position: relative; overflow: hidden; font-family: "DejaVu Sans", Arial, sans-serif; }
  .art svg { position: absolute; inset: 0; width: 100%; height: 100%; }
  .shade { position: absolute; inset: 0; background: linear-gradient(180deg, rgba(15,59,58,0.15), rgba(15,59,58,0.75)); }
  .text { position: absolute; left: 72px; right: 72px; bottom: 72px; color: #fff; }
  h1 { margin: 0 0 16px; font-size: 84px; font-weight: 700; letter-spacing: -1px; text-shadow: 0 2px 12px rgba(0,0,0,0.35); }
  p { margin: 0; font-size: 36px; text-shadow: 0 2px 8px rgba(0,0,0,0.35); }
</style></head><body><div class="art">${art}</div><div class="shade"></div>
<div class="text"><h1>Rafhjól á Íslandi</h1><p>Hjólaleiðir, hæðarsnið og GPX fyrir rafmagnsfjallahjól</p></div></body></html>`;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
const file = new URL("src/server/web/static/og-image.png", root);
const screenshot = await page.screenshot({ type: "png" });
await browser.close();
await sharp(screenshot).png({ palette: true, colors: 128, quality: 75, dither: 1, effort: 10, compressionLevel: 9 }).toFile(file.pathname);
console.log(file.pathname);
