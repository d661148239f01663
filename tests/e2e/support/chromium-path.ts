import { existsSync } from "node:fs";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

/**
 * The system's Chromium: CHROMIUM_PATH when set, else the usual Debian paths.
 * Nothing here downloads a browser.
 */
export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
  }
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "The end-to-end tests need Chromium and none was found. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}

/** Flags for a quiet, headless Chromium on a machine without a network or a GPU. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
];
