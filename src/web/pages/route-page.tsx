import { useParams } from "wouter";
import { usePageData } from "../app/page-data.ts";
import { ListMessage } from "../components/list-states.tsx";
import { RouteView } from "../features/route-page/route-view.tsx";
import { parseRouteId, useRouteDetails } from "../features/route-page/track-api.ts";
import { NotFoundPage } from "./not-found-page.tsx";

/** /routes/:id — one route with its track; an unknown or malformed id is the site's not-found page. */
export function RoutePage() {
  const { route } = usePageData();
  const details = useRouteDetails(parseRouteId(useParams().id), route);
  if (details.status === "not-found") return <NotFoundPage />;
  if (details.status === "loaded") return <RouteView route={details.route} track={details.track} />;
  return (
    <div className="mx-auto w-full max-w-content px-4 pt-8">
      {details.status === "loading" ? (
        <ListMessage>Hleð leið...</ListMessage>
      ) : (
        <ListMessage tone="error">Ekki tókst að sækja leiðina. Reyndu aftur síðar.</ListMessage>
      )}
    </div>
  );
}
