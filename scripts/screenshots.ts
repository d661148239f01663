/**
 * Screenshots of pages at phone and desktop widths, for looking at what we build:
 *   node scripts/screenshots.ts [baseURL] [outDir] [path …]
 * Defaults: http://localhost:3000, /tmp/screenshots, every public page of the site.
 * Requests that leave the site (map tiles) get a blank answer, so it works offline.
 */
import { mkdir } from "node:fs/promises";
import { chromium, type Page } from "playwright-core";
import { sitePaths } from "../src/shared/site-paths.ts";
import { chromiumArgs, findChromium } from "../tests/e2e/support/chromium-path.ts";

/**
 * Prepares a page for a full-page capture. The capture draws the whole page at once, but the browser skips
 * drawing what is off screen under `content-visibility: auto` (the cards of /routes): those would show as empty
 * boxes. A visitor who scrolls sees them drawn, so for the capture every element is drawn.
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: "*, *::before, *::after { content-visibility: visible !important; }" });
}

async function main() {
  const [baseURL = "http://localhost:3000", outDir = "/tmp/screenshots", ...paths] = process.argv.slice(2);
  const targets = paths.length > 0 ? paths : [...sitePaths];
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 740 : 900 }, baseURL });
    const local = new URL(baseURL).host;
    await context.route(
      (url) => url.host !== local,
      (route) => route.fulfill({ status: 204, body: "" }),
    );
    await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "true"));
    const page = await context.newPage();
    for (const path of targets) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      const file = `${outDir}/${path === "/" ? "home" : path.slice(1).replaceAll(/[/?=&]/g, "_")}-${width}.png`;
      // SCREENSHOT_FULL=0 keeps just the first screens (long pages are unreadable when scaled down).
      const full = process.env.SCREENSHOT_FULL !== "0";
      if (full) await drawWholePage(page);
      await page.screenshot({ path: file, fullPage: full, ...(full ? {} : { clip: { x: 0, y: 0, width, height: width === 375 ? 1400 : 1400 } }) });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
}

if (import.meta.main) await main();
