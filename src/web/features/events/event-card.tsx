import type { ReactNode } from "react";
import { FaCalendarAlt, FaExternalLinkAlt } from "react-icons/fa";
import { formatEventDate } from "../../../shared/dates.ts";
import type { SiteEvent } from "../../../shared/event.ts";
import { CardHeading, type CardHeadingLevel } from "../../components/cards/card-heading.tsx";
import { ExternalLink } from "../../components/external-link.tsx";
import { LocalText } from "../../components/local-text.tsx";
import { useT } from "../../i18n/i18n.tsx";
import type { WithEnglish } from "../../lib/english-texts.ts";

/** What a page adds at the foot of each event's card (the events page: the event's calendar file). */
export type EventCardFooter = (event: WithEnglish<SiteEvent>) => ReactNode;

/** The link button is always rendered on /events; on the home page only when the event has a link. */
export function EventCard({
  event,
  linkAlways,
  headingLevel,
  footer,
}: {
  event: WithEnglish<SiteEvent>;
  linkAlways: boolean;
  headingLevel: CardHeadingLevel;
  footer?: EventCardFooter | undefined;
}) {
  const t = useT();
  const showLink = linkAlways || event.link.trim() !== "";
  return (
    <article aria-labelledby={`event-${event.id}-name`} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
        <FaCalendarAlt aria-hidden="true" />
        <time dateTime={event.date}>{formatEventDate(event.date)}</time>
      </p>
      <div className="mt-2">
        <CardHeading level={headingLevel} id={`event-${event.id}-name`}>
          <LocalText is={event.name} en={event.nameEn} />
        </CardHeading>
      </div>
      <p className="mt-2 flex-1 text-slate-700">
        <LocalText is={event.description} en={event.descriptionEn} prose />
      </p>
      {showLink && (
        <ExternalLink
          href={event.link}
          className="mt-4 inline-flex items-center gap-2 self-start rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("events.more")} <FaExternalLinkAlt aria-hidden="true" className="text-xs" />
        </ExternalLink>
      )}
      {footer && <div className="mt-2 flex">{footer(event)}</div>}
    </article>
  );
}
