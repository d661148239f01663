import { memo, type ReactNode, useEffect, useMemo, useState } from "react";
import type { Route } from "../../../../shared/route.ts";
import { ListMessage } from "../../../components/list-states.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { useLanguage } from "../../../i18n/i18n.tsx";
import { formatNumber } from "../../../lib/icelandic-number.ts";
import type { RemoteList } from "../../../lib/remote-list.ts";
import { RouteCard } from "./route-card.tsx";
import type { RouteCovers } from "./route-covers.ts";
import type { RouteSearch } from "./use-route-search.ts";

/** Wait this long after the list renders before scrolling to ?routeId. */
export const SCROLL_TO_ROUTE_DELAY_MS = 100;

/**
 * Up to this many routes left by the search and the filters, every one has its card: the spec's grid, with no
 * button to press. Above it, the cards come a page at a time (ROUTES_PAGE_SIZE). Every real Icelandic route
 * site has fewer routes than this; the limit keeps a site of thousands light (docs/decisions/057).
 */
export const ALL_CARDS_UP_TO = 200;

const NO_COVERS: RouteCovers = new Map();

/**
 * Above ALL_CARDS_UP_TO matches, the cards rendered at first and added by each "Sýna fleiri leiðir": a multiple
 * of the grid's 1, 2 and 3 columns, small enough that a filter change at 10,000 routes stays within a frame.
 */
export const ROUTES_PAGE_SIZE = 12;

/**
 * Up to ALL_CARDS_UP_TO matches, cards kept in the page, hidden, after a search or a filter has left their routes
 * out: up to ALL_CARDS_UP_TO cards in all. A route that comes back shows its card again (one attribute), rather
 * than being built anew. Above it the page holds only the cards shown (places, reused in place).
 */
const KEPT_CARDS = ALL_CARDS_UP_TO;

/**
 * The /routes page's search field, the count of matches and the cards: name matches first, each group newest
 * first (useRouteSearch), or the routes the filters leave in their order (`shown`).
 */
export const RouteList = memo(function RouteList({
  routes,
  covers = NO_COVERS,
  search: found,
  shown: filtered,
  listKey = "",
  controls,
  waiting = false,
  onShowAll,
  focusRouteId,
}: {
  routes: RemoteList<Route>;
  /** The cards' covers; until they are known (null) the loading text shows, so no card changes shape once drawn. */
  covers?: RouteCovers | null;
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

  // How many cards are shown: every match up to ALL_CARDS_UP_TO; above it one page, more on request, and always
  // enough to include ?routeId's card. A new search starts again at one page.
  const [paging, setPaging] = useState({ search, shown: ROUTES_PAGE_SIZE });
  const shown = paging.search === search ? paging.shown : ROUTES_PAGE_SIZE;
  const focusPosition = focusRouteId === null ? -1 : matches.findIndex((route) => route.id === focusRouteId);
  const limit = matches.length <= ALL_CARDS_UP_TO ? matches.length : Math.max(shown, focusPosition + 1);
  const visible = useMemo(() => (matches.length > limit ? matches.slice(0, limit) : matches), [matches, limit]);
  // Up to ALL_CARDS_UP_TO matches the cards are keyed by their route (CardsByRoute); above it they are places
  // (RoutePlaces). When nothing matches, the whole grid is hidden with its cards as they were: one attribute
  // changes.
  const paged = matches.length > ALL_CARDS_UP_TO;
  const [kept, setKept] = useState<{ visible: readonly Route[]; paged: boolean }>({ visible: [], paged: false });
  if (visible.length > 0 && (kept.visible !== visible || kept.paged !== paged)) setKept({ visible, paged });
  const cardsOf = visible.length > 0 ? { visible, paged } : kept;
  const Cards = cardsOf.paged ? RoutePlaces : CardsByRoute;

  // The cards are drawn once the routes, their covers and any filters the address asks for are in: only then is
  // there a card to scroll to, however long the covers or the figures take.
  const drawn = routes.status === "loaded" && !waiting && covers !== null;
  useEffect(() => {
    if (!drawn || focusRouteId === null) return;
    const timer = window.setTimeout(() => {
      document.getElementById(`route-${focusRouteId}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, SCROLL_TO_ROUTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [drawn, focusRouteId]);

  if (routes.status === "loading" || (routes.status === "loaded" && !drawn)) return <ListMessage>{t("routes.loading")}</ListMessage>;
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
        <Cards visible={cardsOf.visible} covers={covers ?? NO_COVERS} focusRouteId={focusRouteId} />
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

interface CardsProps {
  /** The routes whose cards show, in order. */
  visible: readonly Route[];
  covers: RouteCovers;
  focusRouteId: number | null;
}

/**
 * Above ALL_CARDS_UP_TO matches, the page's few cards are places: place i shows the i-th match, keeping its
 * elements and changing only their text and links, so a change at thousands of routes inserts no card
 * (docs/decisions/076).
 */
function RoutePlaces({ visible, covers, focusRouteId }: CardsProps) {
  return visible.map((route, place) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the cards are places, reused in place.
    <RouteCard key={`place-${place}`} route={route} cover={covers.get(route.id)} highlighted={route.id === focusRouteId} />
  ));
}

/**
 * Up to ALL_CARDS_UP_TO matches, each card is keyed by its route. When the visible routes keep the order their
 * cards already have (a filter or a narrowing search), no card moves: the cards left out are hidden where they
 * stand and a route that comes back shows its kept card. Otherwise (a new sort) the visible cards come first in
 * their new order and the others follow, hidden (docs/decisions/074).
 */
function CardsByRoute({ visible, covers, focusRouteId }: CardsProps) {
  const [placed, setPlaced] = useState<{ visible: readonly Route[]; cards: readonly Route[] }>({ visible: [], cards: [] });
  let cards = placed.cards;
  if (placed.visible !== visible) {
    cards = placeCards(placed.cards, visible);
    setPlaced({ visible, cards });
  }
  const visibleIds = useMemo(() => new Set(visible.map((route) => route.id)), [visible]);
  return cards.map((route) => (
    <RouteCard key={route.id} route={route} cover={covers.get(route.id)} highlighted={route.id === focusRouteId} hidden={!visibleIds.has(route.id)} />
  ));
}

/**
 * The cards' order for the `visible` routes, given the cards in the page. When the visible routes are already in
 * the cards' order, the cards stay as they are (hidden ones where they stand); otherwise the visible routes come
 * first and the cards of the others follow, up to KEPT_CARDS cards in all.
 */
export function placeCards(cards: readonly Route[], visible: readonly Route[]): readonly Route[] {
  let next = 0;
  let changed = false;
  const inPlace = cards.map((card) => {
    const route = visible[next];
    if (route?.id !== card.id) return card;
    next += 1;
    // The same route, perhaps read again since its card was drawn: the card shows what the list holds now.
    if (route !== card) changed = true;
    return route;
  });
  if (next === visible.length && cards.length <= KEPT_CARDS) return changed ? inPlace : cards;
  const visibleIds = new Set<number>();
  for (const route of visible) visibleIds.add(route.id);
  const kept = cards.filter((route) => !visibleIds.has(route.id)).slice(0, Math.max(0, KEPT_CARDS - visible.length));
  return kept.length === 0 ? visible : visible.concat(kept);
}
