import { startTransition, useEffect, useState } from "react";
import { apiPaths } from "../../shared/api-paths.ts";
import { dayAfter, type RideTodayAnswer, type RideTodayQuery } from "../../shared/ride-today.ts";
import type { Lang } from "../../shared/site-paths.ts";
import type { RideSettings } from "./ride-settings.ts";

/**
 * The web side of GET /api/routes/{id}/ride-today: the forecast along a route at the time of passage, shared by
 * the route page's panels ("Hjólafært í dag?", "Dugar rafhlaðan?"). Each route's last answer is kept on the
 * device, so a saved route opened without a network still shows its last forecast, with its age.
 */

/** Iceland's date (its clock is UTC all year) at a moment, YYYY-MM-DD. */
export function icelandDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The API's query for the rider's settings, "today" being Iceland's date at `now`. */
export function rideQuery(settings: RideSettings, now: Date): RideTodayQuery {
  return { date: dayAfter(icelandDate(now), settings.day), start: settings.start, speed: settings.speed };
}

export function rideTodayUrl(routeId: number, query: RideTodayQuery, lang: Lang): string {
  const params = new URLSearchParams({ date: query.date, start: query.start, speed: String(query.speed) });
  if (lang === "en") params.set("lang", "en");
  return `${apiPaths.rideToday(routeId)}?${params}`;
}

/** One answer; an error for any non-OK status ("HTTP error! Status: {code}") or when the network fails. */
export async function fetchRideToday(routeId: number, query: RideTodayQuery, lang: Lang, signal?: AbortSignal): Promise<RideTodayAnswer> {
  const response = await fetch(rideTodayUrl(routeId, query, lang), { headers: { accept: "application/json" }, signal });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`HTTP error! Status: ${response.status}`);
  }
  const answer = (await response.json()) as Partial<RideTodayAnswer> | null;
  // A stale service worker's copy or a proxy's page must not break the panel: only the documented shape is shown.
  if (!answer || typeof answer.verdict?.level !== "string" || !Array.isArray(answer.samples) || typeof answer.daylight !== "object")
    throw new Error("The ride-today answer is not in its documented shape");
  return answer as RideTodayAnswer;
}

/** A route's last answer as kept on the device, with when it came (ISO 8601). */
export interface KeptRideToday {
  answer: RideTodayAnswer;
  receivedAt: string;
}

const KEPT_PREFIX = "ride-today:";
/** The most routes whose last answer is kept; the oldest goes first. */
const KEPT_ROUTES = 30;

export function keptRideToday(routeId: number): KeptRideToday | null {
  try {
    const text = window.localStorage.getItem(`${KEPT_PREFIX}${routeId}`);
    if (text === null) return null;
    const kept = JSON.parse(text) as Partial<KeptRideToday>;
    return kept && typeof kept.receivedAt === "string" && kept.answer && Array.isArray(kept.answer.samples) ? (kept as KeptRideToday) : null;
  } catch {
    return null;
  }
}

export function keepRideToday(routeId: number, answer: RideTodayAnswer, receivedAt: Date): void {
  try {
    const storage = window.localStorage;
    storage.setItem(`${KEPT_PREFIX}${routeId}`, JSON.stringify({ answer, receivedAt: receivedAt.toISOString() } satisfies KeptRideToday));
    const keys: { key: string; at: string }[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(KEPT_PREFIX)) keys.push({ key, at: keptRideToday(Number(key.slice(KEPT_PREFIX.length)))?.receivedAt ?? "" });
    }
    keys.sort((a, b) => a.at.localeCompare(b.at));
    for (const { key } of keys.slice(0, Math.max(0, keys.length - KEPT_ROUTES))) storage.removeItem(key);
  } catch {
    // Storage full or blocked: the answer is simply not kept.
  }
}

export type RideTodayState =
  | { status: "loading" }
  | { status: "loaded"; answer: RideTodayAnswer }
  /** The network failed: the route's last answer kept on the device, if any, never shown as current. */
  | { status: "offline"; kept: KeptRideToday | null }
  | { status: "error"; error: Error };

/** While the server is still fetching the forecast ("pending"), ask again this often, at most PENDING_TRIES times. */
const PENDING_RETRY_MS = 4000;
const PENDING_TRIES = 5;

/**
 * The ride-today answer for a route and the rider's settings, fetched again when either changes; nothing is
 * asked while `routeId` is null. `now` gives Iceland's date (a prop, so tests fix the day). The route page holds
 * it once and hands the answer to every panel that uses it, so a change of settings asks the server once.
 */
export function useRideToday(routeId: number | null, settings: RideSettings, lang: Lang, now: () => Date = () => new Date()): RideTodayState {
  const [state, setState] = useState<RideTodayState>({ status: "loading" });
  const query = rideQuery(settings, now());
  const url = routeId === null ? null : rideTodayUrl(routeId, query, lang);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL names everything the answer depends on.
  useEffect(() => {
    if (routeId === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const ask = () => {
      tries += 1;
      fetchRideToday(routeId, query, lang, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          // Only a forecast is worth keeping for a day without a network.
          if (answer.source !== null) keepRideToday(routeId, answer, new Date());
          // A transition: both panels that read the answer render in slices, and the page keeps answering taps.
          startTransition(() => setState({ status: "loaded", answer }));
          if (answer.forecast === "pending" && tries < PENDING_TRIES) timer = setTimeout(ask, PENDING_RETRY_MS);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = error instanceof Error ? error : new Error(String(error));
          // A fetch that never reached a server is a TypeError; an HTTP status is the server's answer.
          setState(failure instanceof TypeError ? { status: "offline", kept: keptRideToday(routeId) } : { status: "error", error: failure });
        },
      );
    };
    setState({ status: "loading" });
    ask();
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [url]);
  return state;
}
