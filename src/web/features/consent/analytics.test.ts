import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** analytics.ts keeps per-page-load state, so each test loads a fresh copy with its own <meta> configuration. */
async function loadAnalytics(measurementId?: string) {
  vi.resetModules();
  document.head.innerHTML = measurementId ? `<meta name="ga-measurement-id" content="${measurementId}">` : "";
  return import("./analytics.ts");
}

describe("recordNavigation", () => {
  const beacon = vi.fn((_url: string, _body: Blob) => true);
  beforeEach(() => {
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    beacon.mockClear();
    delete (window as { gtag?: unknown }).gtag;
    delete (window as { dataLayer?: unknown }).dataLayer;
  });
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("does nothing, and loads no Google script, without consent", async () => {
    const { recordNavigation } = await loadAnalytics("G-TEST1234");
    recordNavigation("/");
    expect(beacon).not.toHaveBeenCalled();
    expect(document.querySelector("script[src*='googletagmanager']")).toBeNull();
  });

  it("sends one page view per page after consent, not again while the visitor stays on it", async () => {
    window.localStorage.setItem("cookie-consent", "true");
    const { recordNavigation } = await loadAnalytics();
    recordNavigation("/routes");
    recordNavigation("/routes");
    recordNavigation("/events");
    expect(beacon).toHaveBeenCalledTimes(2);
    const bodies = await Promise.all(beacon.mock.calls.map(([, blob]) => blob.text()));
    expect(bodies.map((body) => JSON.parse(body).path)).toEqual(["/routes", "/events"]);
    expect(document.querySelector("script[src*='googletagmanager']")).toBeNull();
  });

  it("loads Google Analytics once, after consent, when a measurement id is configured", async () => {
    window.localStorage.setItem("cookie-consent", "true");
    const { recordNavigation } = await loadAnalytics("G-TEST1234");
    recordNavigation("/");
    recordNavigation("/tjalda");
    expect(document.querySelectorAll("script[src='https://www.googletagmanager.com/gtag/js?id=G-TEST1234']")).toHaveLength(1);
    const layer = (window as unknown as { dataLayer: unknown[][] }).dataLayer;
    expect(layer.filter((entry) => entry[0] === "event").map((entry) => entry[2])).toEqual([{ page_path: "/" }, { page_path: "/tjalda" }]);
  });

  it("sends a navigation's page view only once the browser is idle, not in the task that navigated", async () => {
    window.localStorage.setItem("cookie-consent", "true");
    vi.useFakeTimers();
    try {
      const { recordNavigationWhenIdle } = await loadAnalytics();
      recordNavigationWhenIdle("/routes");
      expect(beacon).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(beacon).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
