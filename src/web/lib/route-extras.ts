import { createContext, type ReactNode } from "react";
import type { RouteCondition } from "../../shared/route-condition.ts";

/**
 * What other features add to a route's card and map pin on /routes, without the routes feature knowing
 * them: the page provides it (route conditions do: a line on the card, a word in the pin's tooltip and
 * name). Empty by default, and until the features' data and code have come.
 */
export interface RouteExtras {
  /** Shown on the route's card under its region and length. */
  card?: (routeId: number) => ReactNode;
  /** Added to the pin's tooltip and accessible name ("Kjölur — Lokuð"); a pin with one is drawn marked. */
  marker?: (routeId: number) => string | undefined;
  /** The route's current condition, for the /routes condition filter. */
  condition?: (routeId: number) => RouteCondition | undefined;
  /** A condition's word in the page's language ("Lokuð"), for the filter's choices. */
  conditionName?: (condition: RouteCondition) => string;
}

export const RouteExtrasContext = createContext<RouteExtras>({});
