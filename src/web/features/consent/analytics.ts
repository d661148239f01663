import { apiPaths } from "../../../shared/api-paths.ts";
import { deviceClassFor } from "../../../shared/device-class.ts";
import { webConfig } from "../../config.ts";
import { hasConsent } from "../../lib/consent.ts";
import { whenIdle } from "../../lib/when-idle.ts";

const PAGE_VIEW_URL = apiPaths.pageView;

let initialised = false;
let lastPathname: string | null = null;
let firstView = true;

type Gtag = (...args: unknown[]) => void;

/**
 * Loads Google Analytics 4 when the site is configured with a measurement id.
 * Called only after consent, once per page load.
 */
function initialiseOnce(): void {
  if (initialised) return;
  initialised = true;
  const measurementId = webConfig.gaMeasurementId;
  if (!measurementId) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  const host = window as unknown as { dataLayer?: unknown[] };
  host.dataLayer ??= [];
  const layer = host.dataLayer;
  const gtag: Gtag = (...args) => layer.push(args);
  Object.assign(window, { gtag });
  gtag("js", new Date());
  // Page views are sent by hand on each navigation of the single-page app.
  gtag("config", measurementId, { send_page_view: false, anonymize_ip: true });
}

/**
 * Records one page view for the page at `pathname`, only while the visitor's stored consent is "true", and not
 * again while the visitor stays on that page. Our own server gets the path, the referring site (on the first
 * view only) and a device class; nothing identifies the visitor.
 */
export function recordNavigation(pathname: string): void {
  if (!hasConsent() || pathname === lastPathname) return;
  lastPathname = pathname;
  initialiseOnce();
  const body = JSON.stringify({
    path: pathname,
    referrer: firstView ? document.referrer : "",
    device: deviceClassFor(window.innerWidth),
  });
  firstView = false;
  const blob = new Blob([body], { type: "application/json" });
  if (!navigator.sendBeacon?.(PAGE_VIEW_URL, blob)) {
    void fetch(PAGE_VIEW_URL, { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(() => {});
  }
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (webConfig.gaMeasurementId && gtag) gtag("event", "page_view", { page_path: pathname });
}

/**
 * recordNavigation once the browser is idle: building and sending the beacon is never part of the tap that
 * opened the page.
 */
export function recordNavigationWhenIdle(pathname: string): void {
  whenIdle(() => recordNavigation(pathname), 2000);
}
