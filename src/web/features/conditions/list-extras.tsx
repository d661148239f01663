import { conditionStatus, type RouteConditionBrief } from "../../../shared/route-condition.ts";
import type { Lang } from "../../../shared/site-paths.ts";
import { featureText } from "../../i18n/feature-messages.ts";
import type { RouteExtras } from "../../lib/route-extras.ts";
import { ConditionLines } from "./condition-text.tsx";
import { catalogue } from "./messages.ts";
import { browserToday } from "./today.ts";

/**
 * The cards' condition lines and the closed routes' pin label, from the conditions list. The statuses are
 * worked out once here, so a card re-rendered by a search keystroke only looks its route up.
 */
export function routeConditionExtras(list: readonly RouteConditionBrief[], lang: Lang, today = browserToday()): RouteExtras {
  const statuses = new Map(
    list.map((brief) => [
      brief.id,
      conditionStatus(brief.condition && brief.checkedOn ? { condition: brief.condition, checkedOn: brief.checkedOn } : null, brief.season, today),
    ]),
  );
  const text = featureText(catalogue, lang);
  const closed = text("closed");
  return {
    card: (routeId) => {
      const status = statuses.get(routeId);
      return status && <ConditionLines status={status} className="mt-2" />;
    },
    marker: (routeId) => (statuses.get(routeId)?.report?.condition === "closed" ? closed : undefined),
    condition: (routeId) => statuses.get(routeId)?.report?.condition,
    conditionName: (condition) => text(condition),
  };
}
