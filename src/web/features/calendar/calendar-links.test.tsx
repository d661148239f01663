import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SiteEvent } from "../../../shared/event.ts";
import { messages as englishMessages } from "../../i18n/catalogues/en-lingui.ts";
import { LanguageProvider, pageLanguage } from "../../i18n/i18n.tsx";
import { CalendarSubscribe, EventCalendarLink, webcalUrl } from "./calendar-links.tsx";

const event: SiteEvent = { id: 7, name: "Vorhjól á Þingvöllum", date: "2027-05-04", description: "Hópreið.", link: "https://example.is/vor" };

describe("CalendarSubscribe", () => {
  it("subscribes through webcal:// to the page's own feed, with the https:// file and its address beside it", () => {
    render(<CalendarSubscribe />);
    const origin = window.location.origin;
    expect(screen.getByRole("link", { name: "Bæta við dagatal" }).getAttribute("href")).toBe(`webcal://${window.location.host}/events.ics`);
    const download = screen.getByRole("link", { name: "Sækja .ics-skrá" });
    expect(download.getAttribute("href")).toBe("/events.ics");
    expect(download.hasAttribute("download")).toBe(true);
    expect(screen.getByText(`${origin}/events.ics`).tagName).toBe("CODE");
  });

  it("links the English feed on the English pages", () => {
    render(
      <LanguageProvider language={pageLanguage("en", englishMessages)}>
        <CalendarSubscribe />
      </LanguageProvider>,
    );
    expect(screen.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(`webcal://${window.location.host}/en/events.ics`);
    expect(screen.getByRole("link", { name: "Download .ics file" }).getAttribute("href")).toBe("/en/events.ics");
  });
});

describe("EventCalendarLink", () => {
  it("downloads the one event's calendar file, named for screen readers", () => {
    render(<EventCalendarLink event={event} />);
    const link = screen.getByRole("link", { name: "Vista í dagatal „Vorhjól á Þingvöllum“ sem .ics-skrá" });
    expect(link.getAttribute("href")).toBe("/events/7.ics");
    expect(link.hasAttribute("download")).toBe(true);
    expect(within(link).getByText("Vista í dagatal")).toBeTruthy();
  });

  it("names the event in English on the English pages when it has an English name", () => {
    render(
      <LanguageProvider language={pageLanguage("en", englishMessages)}>
        <EventCalendarLink event={{ ...event, nameEn: "Spring ride at Thingvellir" }} />
      </LanguageProvider>,
    );
    expect(screen.getByRole("link", { name: "Save to calendar “Spring ride at Thingvellir” as an .ics file" }).getAttribute("href")).toBe("/en/events/7.ics");
  });
});

describe("webcalUrl", () => {
  it("gives the same address with the webcal scheme", () => {
    expect(webcalUrl("https://rafhjol.is/events.ics")).toBe("webcal://rafhjol.is/events.ics");
    expect(webcalUrl("http://localhost:3000/en/events.ics")).toBe("webcal://localhost:3000/en/events.ics");
  });
});
