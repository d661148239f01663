/**
 * The page's only script tag. The server's HTML already shows the page
 * (src/server/web.ts); the app's code is fetched once the hero image is on
 * screen (or after HERO_WAIT_MS at most), so a phone spends its bandwidth and
 * its first moments on the picture and the text, never waits for JavaScript to
 * see the page, and the app then takes over the same HTML (main.tsx). A tab
 * opened in the background paints nothing until it is shown, so there the code
 * comes at once.
 */
import "./styles.css";

/** The longest the code waits for the hero image: a slow or failed picture never holds the page's buttons back for long. */
const HERO_WAIT_MS = 1000;

const start = () => {
  void import("./main.tsx");
};

function heroLoaded(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('[data-testid="hero-image"]');
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    hero.addEventListener("load", done, { once: true });
    hero.addEventListener("error", done, { once: true });
    setTimeout(done, HERO_WAIT_MS);
  });
}

if (document.visibilityState === "hidden") start();
// After the frame that draws the picture: requestAnimationFrame runs before that frame, the timer after it.
else void heroLoaded().then(() => requestAnimationFrame(() => setTimeout(start, 0)));
