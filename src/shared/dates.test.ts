import { describe, expect, it } from "vitest";
import { formatEventDate, isCalendarDate, toIsoDate } from "./dates.ts";
import { sortEventsByDate } from "./event-order.ts";

describe("formatEventDate", () => {
  it("shows YYYY-MM-DD as DD-MM-YYYY", () => {
    expect(formatEventDate("2027-06-26")).toBe("26-06-2027");
    expect(formatEventDate("2027-01-01")).toBe("01-01-2027");
  });

  it("reads the date in UTC, whatever the visitor's time zone (the process runs with TZ unset or any zone)", () => {
    expect(formatEventDate("2027-12-31")).toBe("31-12-2027");
    expect(formatEventDate("2027-03-01T00:00:00Z")).toBe("01-03-2027");
  });

  it("leaves text that is not a date as it is", () => {
    expect(formatEventDate("óþekkt")).toBe("óþekkt");
  });
});

describe("isCalendarDate", () => {
  it.each(["2027-02-28", "2028-02-29", "2027-12-31"])("accepts %s", (value) => expect(isCalendarDate(value)).toBe(true));
  it.each(["2027-02-29", "2027-13-01", "2027-04-31", "27-06-2027", "2027-6-1", "", "2027-06-26T00:00"])("refuses %s", (value) =>
    expect(isCalendarDate(value)).toBe(false),
  );
});

describe("toIsoDate", () => {
  it("gives the UTC day", () => expect(toIsoDate(new Date("2026-11-22T23:30:00-05:00"))).toBe("2026-11-23"));
});

describe("sortEventsByDate", () => {
  it("puts the soonest first and keeps server order for the same day", () => {
    const events = [
      { id: 1, date: "2027-09-01" },
      { id: 2, date: "2027-03-01" },
      { id: 3, date: "2027-09-01" },
      { id: 4, date: "2026-12-24" },
    ];
    expect(sortEventsByDate(events).map((event) => event.id)).toEqual([4, 2, 1, 3]);
    expect(events.map((event) => event.id)).toEqual([1, 2, 3, 4]);
  });
});
