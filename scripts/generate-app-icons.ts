/**
 * Draws the installed app's icons from the site's logo (src/web/favicon.svg) in the system's Chromium, into
 * src/web/public/icons/ (committed; the build copies them to /icons/, the web app manifest names them):
 * - icon-192.png and icon-512.png: the logo as it is, its rounded corners transparent;
 * - maskable-512.png: the logo's colour to every edge and the logo inside the middle 60 %, so a phone's
 *   round or squircle mask never cuts into it (the safe zone is the middle 80 %).
 * Run again after changing the logo:
 *   node scripts/generate-app-icons.ts
 */
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../tests/e2e/support/chromium-path.ts";

const root = new URL("../", import.meta.url);
const logo = await readFile(new URL("src/web/favicon.svg", root), "utf8");
/** The logo's own background colour (its rounded square). */
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? "#0f3b3a";

const icons = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "maskable-512.png", size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const { file, size, maskable } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = maskable ? Math.round(size * 0.6) : size;
  await page.setContent(
    `<!doctype html><html><head><style>html,body{margin:0;width:${size}px;height:${size}px;background:${maskable ? background : "transparent"};display:flex;align-items:center;justify-content:center}svg{width:${inner}px;height:${inner}px;display:block}</style></head><body>${logo}</body></html>`,
  );
  await page.screenshot({ path: new URL(`src/web/public/icons/${file}`, root).pathname, type: "png", omitBackground: !maskable });
  await page.close();
}
await browser.close();
