import { describe, expect, it } from "vitest";
import { sortEventsByDate, upcomingEvents } from "./event-order.ts";

describe("upcomingEvents", () => {
  const events = [{ date: "2026-06-14" }, { date: "2026-06-15" }, { date: "2027-01-01" }, { date: "2025-12-31" }];

  it("keeps the events of today and later, in their order, and leaves out the days before", () => {
    expect(upcomingEvents(events, "2026-06-15")).toEqual([{ date: "2026-06-15" }, { date: "2027-01-01" }]);
    expect(upcomingEvents(events, "2027-01-02")).toEqual([]);
    expect(upcomingEvents(events, "2025-01-01")).toEqual(events);
  });

  it("sorts what it keeps as the pages do", () => {
    expect(sortEventsByDate(upcomingEvents(events, "2025-12-31")).map((event) => event.date)).toEqual(["2025-12-31", "2026-06-14", "2026-06-15", "2027-01-01"]);
  });
});
