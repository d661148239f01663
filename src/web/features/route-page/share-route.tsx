import { useEffect, useRef, useState } from "react";
import { FaDownload, FaShareAlt } from "react-icons/fa";
import { apiPaths } from "../../../shared/api-paths.ts";
import type { Route } from "../../../shared/route.ts";
import { type Lang, pathInLang } from "../../../shared/site-paths.ts";
import { useLanguage } from "../../i18n/i18n.tsx";
import { copyText } from "../../lib/copy-text.ts";

/** How long the copy feedback stays, as on /contact. */
export const SHARE_FEEDBACK_MS = 2000;

type Feedback = { tone: "success" | "error"; text: string } | null;

/** The route page's address, the one the server answers with the route's own preview tags. */
export function routePageUrl(id: number, lang: Lang = "is"): string {
  return new URL(pathInLang(`/routes/${id}`, lang), window.location.origin).href;
}

/**
 * "Sækja GPX" (when there is a track) and "Deila leið": the phone's own share
 * sheet where the browser has one, otherwise the link goes to the clipboard
 * with feedback in a polite live region.
 */
export function ShareRoute({ route, gpxFileName }: { route: Route; gpxFileName: string | null }) {
  const { lang, t } = useLanguage();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const say = (next: Feedback) => {
    setFeedback(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setFeedback(null), SHARE_FEEDBACK_MS);
  };

  async function share() {
    const url = routePageUrl(route.id, lang);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: route.name, text: `${route.name} – ${route.region}`, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    say((await copyText(url)) ? { tone: "success", text: t("route.linkCopied") } : { tone: "error", text: t("route.copyFailed") });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {gpxFileName !== null && (
        <a
          href={apiPaths.gpx(route.id)}
          download={gpxFileName}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <FaDownload aria-hidden="true" /> {t("route.download")}
        </a>
      )}
      <button
        type="button"
        onClick={share}
        className="inline-flex items-center gap-2 rounded-lg bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-200"
      >
        <FaShareAlt aria-hidden="true" /> {t("route.share")}
      </button>
      <p aria-live="polite" className={`min-h-6 text-sm font-semibold ${feedback?.tone === "error" ? "text-red-700" : "text-brand-700"}`}>
        {feedback?.text}
      </p>
    </div>
  );
}
