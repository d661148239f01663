import { useMemo } from "react";
import { useParams } from "wouter";
import { usePageData } from "../app/page-data.ts";
import { ListMessage } from "../components/list-states.tsx";
import { RouteView } from "../features/route-page/route-view.tsx";
import { parseRouteId, useRouteDetails } from "../features/route-page/track-api.ts";
import { useT } from "../i18n/i18n.tsx";
import { useEnglishTextsOf } from "../lib/english-texts.ts";
import { NotFoundPage } from "./not-found-page.tsx";

/** /routes/:id — one route with its track; an unknown or malformed id is the site's not-found page. */
export function RoutePage() {
  const t = useT();
  const { route, routeEnglish } = usePageData();
  const id = parseRouteId(useParams().id);
  const details = useRouteDetails(id, route);
  const english = useEnglishTextsOf("route", id, routeEnglish);
  const loaded = details.status === "loaded" ? details.route : undefined;
  // One object per route and texts, so the map and the rest of the page do not redraw on every render.
  const shown = useMemo(() => loaded && { ...loaded, ...english }, [loaded, english]);
  if (details.status === "not-found") return <NotFoundPage />;
  if (details.status === "loaded") return <RouteView route={shown ?? details.route} track={details.track} photos={details.photos} />;
  return (
    <div className="mx-auto w-full max-w-content px-4 pt-8">
      {details.status === "loading" ? <ListMessage>{t("route.loading")}</ListMessage> : <ListMessage tone="error">{t("route.error")}</ListMessage>}
    </div>
  );
}
