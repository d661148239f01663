import { memo, type ReactNode, useEffect, useMemo, useState } from "react";
import type { Route } from "../../../shared/route.ts";
import { ListMessage } from "../../components/list-states.tsx";
import { SearchField } from "../../components/search-field.tsx";
import { useLanguage } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/icelandic-number.ts";
import type { RemoteList } from "../../lib/remote-list.ts";
import { RouteCard } from "./route-card.tsx";
import type { WithCover } from "./route-covers.ts";
import type { RouteSearch } from "./use-route-search.ts";

/** Wait this long after the list renders before scrolling to ?routeId. */
export const SCROLL_TO_ROUTE_DELAY_MS = 100;

/**
 * Cards rendered at first and added by each "Sýna fleiri leiðir": a multiple of
 * the grid's 1, 2 and 3 columns. Ten thousand cards would be 170,000 DOM nodes;
 * 12 keep the page light however many routes there are, and a search keystroke
 * or a filter change within a frame's work (docs/decisions/015, 056).
 */
export const ROUTES_PAGE_SIZE = 12;

/**
 * One place in the grid of cards. A search keystroke changes which routes the places show; each place keeps
 * its elements and changes only their text and links (the card is keyed by place, not by route), and a
 * place the matches do not reach is hidden, still showing the route it showed last, rather than removed.
 * Tearing 30 cards down and building them again was the largest part of a keystroke's work at 10,000 routes (decision 022).
 * A hidden card has no ids, so it cannot clash with the visible card of the same route.
 */
const RouteSlot = memo(function RouteSlot({ route, highlighted }: { route: WithCover<Route> | undefined; highlighted: boolean }) {
  // The route this place showed last: React's pattern for keeping information from earlier renders.
  const [last, setLast] = useState(route);
  if (route !== undefined && route !== last) setLast(route);
  const shown = route ?? last;
  return shown === undefined ? null : <RouteCard route={shown} highlighted={highlighted} hidden={route === undefined} />;
});

/**
 * The /routes page's search field, the count of matches and the cards: name matches first, each group newest
 * first (useRouteSearch), or the routes the filters leave in their order (`shown`).
 */
export const RouteList = memo(function RouteList({
  routes,
  search: found,
  shown: filtered,
  listKey = "",
  controls,
  waiting = false,
  onShowAll,
  focusRouteId,
}: {
  routes: RemoteList<WithCover<Route>>;
  search: RouteSearch;
  /** The cards' routes when they are not the search's matches (the filters'); the count counts them. */
  shown?: readonly Route[];
  /** Changes when the filters do: the list starts again at one page, as after a new search. */
  listKey?: string;
  /** Shown under the search field (the filters). */
  controls?: ReactNode;
  /** The list is not ready to show (the filters the address asks for are on their way): the loading text shows. */
  waiting?: boolean;
  /** "Sýna allar leiðir" in the no-match state; clears the search when not given. */
  onShowAll?: () => void;
  focusRouteId: number | null;
}) {
  const { t, lang } = useLanguage();
  const { text, setText: setSearch, newestFirst } = found;
  const matches = filtered ?? found.matches;
  const search = listKey === "" ? text : `${text}\u0000${listKey}`;
  // The cards follow the field in the same render, so a keystroke paints one frame, not two (the letter, then
  // the cards): the scan and the reused cards cost less than a frame's drawing (docs/decisions/023).

  // How many cards are shown: one page, more on request, and always enough to include ?routeId's card.
  // A new search starts again at one page.
  const [paging, setPaging] = useState({ search, shown: ROUTES_PAGE_SIZE });
  const shown = paging.search === search ? paging.shown : ROUTES_PAGE_SIZE;
  const focusPosition = focusRouteId === null ? -1 : matches.findIndex((route) => route.id === focusRouteId);
  const limit = Math.max(shown, focusPosition + 1);
  const visible = useMemo(() => (matches.length > limit ? matches.slice(0, limit) : matches), [matches, limit]);
  // As many card slots as a full page would show, or more when more are shown: a keystroke that finds fewer
  // routes hides the slots it does not need instead of removing them (RouteSlot).
  const slots = Math.min(limit, newestFirst.length);
  // When nothing matches, the whole grid is hidden with the cards it showed last left as they were: one
  // attribute changes, and the next keystroke that finds routes again starts from those cards.
  const [lastVisible, setLastVisible] = useState(visible);
  if (visible.length > 0 && visible !== lastVisible) setLastVisible(visible);
  const cards = visible.length > 0 ? visible : lastVisible;

  const loaded = routes.status === "loaded";
  useEffect(() => {
    if (!loaded || focusRouteId === null) return;
    const timer = window.setTimeout(() => {
      document.getElementById(`route-${focusRouteId}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, SCROLL_TO_ROUTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, focusRouteId]);

  if (routes.status === "loading" || (waiting && routes.status === "loaded")) return <ListMessage>{t("routes.loading")}</ListMessage>;
  if (routes.status === "error") return <ListMessage tone="error">{t("routes.error")}</ListMessage>;
  if (newestFirst.length === 0) return <ListMessage>{t("routes.empty")}</ListMessage>;

  return (
    <>
      <div className="mb-4 max-w-xl">
        <SearchField
          label={t("routes.searchLabel")}
          value={text}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t("routes.searchPlaceholder")}
        />
        {/* Announced politely after each keystroke that changes it; when nothing matches, the message below says so. */}
        <p className="mt-2 min-h-5 text-sm text-slate-600" aria-live="polite">
          {matches.length > 0 ? t("routes.count", { count: matches.length, n: formatNumber(matches.length, 0, lang) }) : ""}
        </p>
      </div>
      {controls}
      {matches.length === 0 && (
        <div role="status" className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-xl font-bold text-brand-800">{t("routes.noMatchTitle")}</p>
          <p className="mt-2 text-slate-600">{t("routes.noMatchText")}</p>
          <button
            type="button"
            onClick={onShowAll ?? (() => setSearch(""))}
            className="mt-5 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t("routes.showAll")}
          </button>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" hidden={matches.length === 0}>
        {Array.from({ length: slots }, (_, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cards are slots, reused in place (see RouteSlot).
          <RouteSlot key={slot} route={cards[slot]} highlighted={cards[slot]?.id === focusRouteId} />
        ))}
      </div>
      {visible.length < matches.length && (
        <div className="mt-6 flex flex-col items-center gap-2">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t("routes.shownOf", {
              shown: visible.length,
              shownN: formatNumber(visible.length, 0, lang),
              total: matches.length,
              totalN: formatNumber(matches.length, 0, lang),
            })}
          </p>
          <button
            type="button"
            onClick={() => setPaging({ search, shown: visible.length + ROUTES_PAGE_SIZE })}
            className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t("routes.showMore")}
          </button>
        </div>
      )}
    </>
  );
});
