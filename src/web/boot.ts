/**
 * The page's only script tag. The server's HTML already shows the page
 * (src/server/web/web.ts); the app's code is fetched once the hero image is on
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

/** Runs `then` after the next frame is drawn: requestAnimationFrame runs before that frame, the timer after it. */
const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/**
 * Resolves when the hero image is on screen: where the browser reports it, when the picture's largest-
 * contentful-paint entry arrives (that is when the drawn frame was shown, which for a large SVG can be
 * frames after its load event); elsewhere a frame after it loaded. At most HERO_WAIT_MS after the call.
 */
function heroShown(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('[data-testid="hero-image"]');
  if (!hero) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    setTimeout(done, HERO_WAIT_MS);
    hero.addEventListener("error", done, { once: true });
    if (PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
      new PerformanceObserver((list, observer) => {
        if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === hero)) {
          observer.disconnect();
          done();
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    } else if (hero.complete) afterNextFrame(done);
    else hero.addEventListener("load", () => afterNextFrame(done), { once: true });
  });
}

if (document.visibilityState === "hidden") start();
else void heroShown().then(start);
