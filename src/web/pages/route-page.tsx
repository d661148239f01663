import { useParams } from "wouter";
import { usePageData } from "../app/page-data.ts";
import { ListMessage } from "../components/list-states.tsx";
import { RouteView } from "../features/route-page/route-view.tsx";
import { parseRouteId, useRouteDetails } from "../features/route-page/track-api.ts";
import { useT } from "../i18n/i18n.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

/** /routes/:id — one route with its track; an unknown or malformed id is the site's not-found page. */
export function RoutePage() {
  const t = useT();
  const { route } = usePageData();
  const details = useRouteDetails(parseRouteId(useParams().id), route);
  if (details.status === "not-found") return <NotFoundPage />;
  if (details.status === "loaded") return <RouteView route={details.route} track={details.track} />;
  return (
    <div className="mx-auto w-full max-w-content px-4 pt-8">
      {details.status === "loading" ? <ListMessage>{t("route.loading")}</ListMessage> : <ListMessage tone="error">{t("route.error")}</ListMessage>}
    </div>
  );
}
