/**
 * The page's only script tag. The server's HTML already shows the page
 * (src/server/web.ts); the app's code is fetched once that first paint is on
 * screen, so a phone never waits for JavaScript to see the page, and the app
 * then takes over the same HTML (main.tsx). A tab opened in the background
 * paints nothing until it is shown, so there the code comes at once.
 */
import "./styles.css";

const start = () => {
  void import("./main.tsx");
};
if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start, 0));
