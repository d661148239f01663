import { useSyncExternalStore } from "react";
import { FaCalendarPlus, FaDownload } from "react-icons/fa";
import { eventCalendarPath, eventsFeedPath } from "../../../shared/calendar-paths.ts";
import type { SiteEvent } from "../../../shared/event.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { useLang } from "../../i18n/i18n.tsx";
import type { WithEnglish } from "../../lib/english-texts.ts";
import { catalogue } from "./messages.ts";

const subscribe = () => () => {};

/** The page's own origin in the browser; null on the server and while the server's HTML is hydrated. */
function useOrigin(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => null,
  );
}

/** webcal:// is https:// to a calendar app: the same address, which the visitor's calendar app opens to subscribe. */
export function webcalUrl(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:\/\//, "webcal://");
}

/**
 * Subscribing to the events feed (docs/decisions/045). "Add to calendar" opens the visitor's calendar app
 * through webcal://; a browser that has no app for webcal: does nothing on that click, so the same feed is
 * offered over https:// as a download, and its address to paste into a calendar that subscribes by address.
 * Until the page runs in the browser (the server does not know the address it is reached by) both links are
 * the feed's https:// path.
 */
export function CalendarSubscribe() {
  const t = useFeatureText(catalogue);
  const lang = useLang();
  const origin = useOrigin();
  const path = eventsFeedPath(lang);
  const feedUrl = origin === null ? path : `${origin}${path}`;
  return (
    <div className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-slate-700">{t("calendar.intro")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href={origin === null ? path : webcalUrl(feedUrl)}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <FaCalendarPlus aria-hidden="true" /> {t("calendar.subscribe")}
        </a>
        <a
          href={path}
          download
          className="inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          <FaDownload aria-hidden="true" /> {t("calendar.download")}
        </a>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {t("calendar.address")} <code className="break-all text-slate-800">{feedUrl}</code>
      </p>
    </div>
  );
}

/** On an event's card: that one event as a calendar file to download. */
export function EventCalendarLink({ event }: { event: WithEnglish<SiteEvent> }) {
  const t = useFeatureText(catalogue);
  const lang = useLang();
  const name = lang === "en" && event.nameEn ? event.nameEn : event.name;
  return (
    <a
      href={eventCalendarPath(event.id, lang)}
      download
      className="inline-flex items-center gap-2 self-start rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      <FaCalendarPlus aria-hidden="true" /> {t("calendar.event")} <span className="sr-only">{t("calendar.eventName", { name })}</span>
    </a>
  );
}
