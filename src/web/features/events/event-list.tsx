import { useMemo } from "react";
import { sortEventsByDate } from "../../../shared/event-order.ts";
import type { CardHeadingLevel } from "../../components/cards/card-heading.tsx";
import { ListMessage } from "../../components/list-states.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { EventCard, type EventCardFooter } from "./event-card.tsx";
import { useEvents } from "./events-api.ts";

/** Events by date, soonest first, with the loading, error and empty states every list has. */
/** headingLevel: 2 when the list sits straight under the page's h1 (/events), 3 under a section heading (the home page). */
/** cardFooter: what the page adds at the foot of each card. */
export function EventList({ linkAlways, headingLevel, cardFooter }: { linkAlways: boolean; headingLevel: CardHeadingLevel; cardFooter?: EventCardFooter }) {
  const t = useT();
  const events = useEvents();
  const sorted = useMemo(() => (events.status === "loaded" ? sortEventsByDate(events.items) : []), [events]);

  if (events.status === "loading") return <ListMessage>{t("events.loading")}</ListMessage>;
  if (events.status === "error") return <ListMessage tone="error">{t("events.error")}</ListMessage>;
  if (sorted.length === 0) return <ListMessage>{t("events.empty")}</ListMessage>;
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {sorted.map((event) => (
        <EventCard key={event.id} event={event} linkAlways={linkAlways} headingLevel={headingLevel} footer={cardFooter} />
      ))}
    </div>
  );
}
