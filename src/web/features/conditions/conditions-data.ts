import { startTransition, useEffect, useState } from "react";
import { apiPaths } from "../../../shared/api-paths.ts";
import type { RouteConditionBrief } from "../../../shared/route-condition.ts";
import { useLang } from "../../i18n/i18n.tsx";
import { loadList } from "../../lib/remote-list.ts";
import type { RouteExtras } from "../../lib/route-extras.ts";

const none: RouteExtras = {};
/** The list is in and no route has a condition (or it could not be had): the filter knows there is none. */
const noConditions: RouteExtras = { condition: () => undefined };

/**
 * The conditions of /routes' cards and pins, from their own list (get_routes.php keeps exactly its fields).
 * The code that shows them is a chunk of its own, fetched only when some route has a condition or a season,
 * so the page's first load is what it was.
 */
export function useRouteConditionExtras(): RouteExtras {
  const lang = useLang();
  const [extras, setExtras] = useState<RouteExtras>(none);
  useEffect(() => {
    let current = true;
    loadList<RouteConditionBrief>(apiPaths.routeConditions)
      .then(async (list) => {
        if (!current) return;
        // Transitions: the cards and pins are drawn again in slices, never in one long task.
        if (list.length === 0) {
          startTransition(() => setExtras(noConditions));
          return;
        }
        const { routeConditionExtras } = await import("./list-extras.tsx");
        if (current) startTransition(() => setExtras(routeConditionExtras(list, lang)));
      })
      // Without them the cards and pins are as they were: the route page still has the condition.
      .catch((error: unknown) => {
        console.warn("Route conditions could not be loaded.", error);
        if (current) setExtras(noConditions);
      });
    return () => {
      current = false;
    };
  }, [lang]);
  return extras;
}
