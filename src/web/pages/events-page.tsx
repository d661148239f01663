import { AdBanner } from "../components/ad-banner.tsx";
import { CalendarSubscribe, EventCalendarLink } from "../features/calendar/calendar-links.tsx";
import type { EventCardFooter } from "../features/events/event-card.tsx";
import { EventList } from "../features/events/event-list.tsx";
import { useT } from "../i18n/i18n.tsx";

const calendarFile: EventCardFooter = (event) => <EventCalendarLink event={event} />;

export function EventsPage() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-content px-4 pt-8">
      <AdBanner />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-800 md:text-4xl">{t("events.heading")}</h1>
      <CalendarSubscribe />
      <EventList linkAlways headingLevel={2} cardFooter={calendarFile} />
    </div>
  );
}
