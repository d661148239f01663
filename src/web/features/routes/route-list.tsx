import { useEffect, useMemo, useState } from "react";
import type { Route } from "../../../shared/route.ts";
import { filterRoutes } from "../../../shared/route-search.ts";
import { ListMessage } from "../../components/list-states.tsx";
import { SearchField } from "../../components/search-field.tsx";
import type { RemoteList } from "../../lib/remote-list.ts";
import { RouteCard } from "./route-card.tsx";

/** SPEC section 9: wait this long after the list renders before scrolling to ?routeId. */
export const SCROLL_TO_ROUTE_DELAY_MS = 100;

/** The /routes page's live search and cards, newest first. */
export function RouteList({ routes, initialSearch, focusRouteId }: { routes: RemoteList<Route>; initialSearch: string; focusRouteId: number | null }) {
  const [search, setSearch] = useState(initialSearch);
  useEffect(() => setSearch(initialSearch), [initialSearch]);

  const newestFirst = useMemo(() => (routes.status === "loaded" ? routes.items.toReversed() : []), [routes]);
  const visible = useMemo(() => filterRoutes(newestFirst, search), [newestFirst, search]);

  const loaded = routes.status === "loaded";
  useEffect(() => {
    if (!loaded || focusRouteId === null) return;
    const timer = window.setTimeout(() => {
      document.getElementById(`route-${focusRouteId}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, SCROLL_TO_ROUTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, focusRouteId]);

  if (routes.status === "loading") return <ListMessage>Hleð rafhjólaleiðum...</ListMessage>;
  if (routes.status === "error") return <ListMessage tone="error">Failed to load routes. Please try again later.</ListMessage>;
  if (newestFirst.length === 0) return <ListMessage>Engar leiðir skráðar enn.</ListMessage>;

  return (
    <>
      <div className="mb-6 max-w-xl">
        <SearchField
          label="Leita að leið"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Leita eftir nafni, landshluta eða lýsingu"
        />
      </div>
      {visible.length === 0 ? (
        <div role="status" className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-xl font-bold text-brand-800">Engar leiðir fundust</p>
          <p className="mt-2 text-slate-600">Prófaðu önnur leitarorð, til dæmis nafn á stað eða landshluta.</p>
          <button type="button" onClick={() => setSearch("")} className="mt-5 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
            Sýna allar leiðir
          </button>
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((route) => (
            <RouteCard key={route.id} route={route} highlighted={route.id === focusRouteId} />
          ))}
        </div>
      )}
    </>
  );
}
