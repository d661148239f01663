import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SiteEvent } from "../../../shared/event.ts";
import { invalidateList } from "../../lib/remote-list.ts";
import { EventList } from "./event-list.tsx";
import { EVENTS_URL } from "./events-api.ts";

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })),
  );
}

const events: SiteEvent[] = [
  { id: 1, name: "Seinni", date: "2027-08-01", description: "B.", link: "https://example.is/b" },
  { id: 2, name: "Fyrri", date: "2027-05-04", description: "A.", link: "" },
];

afterEach(() => {
  invalidateList(EVENTS_URL);
  vi.unstubAllGlobals();
});

describe("EventList", () => {
  it("says it is loading, then shows the events soonest first with DD-MM-YYYY dates", async () => {
    answer(200, events);
    render(<EventList linkAlways headingLevel={2} />);
    expect(screen.getByText("Hleð viðburðum...")).toBeTruthy();
    // Straight under /events' h1, the cards' headings are h2.
    const headings = await screen.findAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Fyrri", "Seinni"]);
    expect(screen.getByText("04-05-2027")).toBeTruthy();
    // Always rendered here, even for an event whose link is blank.
    expect(screen.getAllByText("Nánar um viðburðinn")).toHaveLength(2);
  });

  it("leaves out an empty link where the link is optional", async () => {
    answer(200, events);
    render(<EventList linkAlways={false} headingLevel={3} />);
    await screen.findAllByRole("heading", { level: 3 });
    expect(screen.getAllByRole("link", { name: /Nánar um viðburðinn/ })).toHaveLength(1);
  });

  it("shows the error text on a non-OK status", async () => {
    answer(500, { message: "x" });
    render(<EventList linkAlways headingLevel={2} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load events. Please try again later.");
  });

  it("shows the empty text for an empty list and for an answer that is not an array", async () => {
    answer(200, []);
    const { unmount } = render(<EventList linkAlways headingLevel={2} />);
    await screen.findByText("Engir viðburðir í augnablikinu");
    unmount();
    invalidateList(EVENTS_URL);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answer(200, { events });
    render(<EventList linkAlways headingLevel={2} />);
    await screen.findByText("Engir viðburðir í augnablikinu");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
