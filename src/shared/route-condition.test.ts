import { describe, expect, it } from "vitest";
import { formatDayMonth } from "./dates.ts";
import { conditionStatus, daysBetween, isInSeason, isMonthDay } from "./route-condition.ts";
import { conditionInputSchema, seasonInputSchema } from "./route-condition-input.ts";

const closed = { condition: "closed" as const, checkedOn: "2027-06-03" };
const highland = { from: "06-20", to: "09-15" };

describe("conditionStatus", () => {
  it("keeps a condition checked 14 days ago confirmed, and marks it unconfirmed a day later", () => {
    expect(conditionStatus(closed, null, "2027-06-03").report).toEqual({ ...closed, unconfirmed: false });
    expect(conditionStatus(closed, null, "2027-06-17").report?.unconfirmed).toBe(false);
    expect(conditionStatus(closed, null, "2027-06-18").report?.unconfirmed).toBe(true);
    expect(conditionStatus(closed, null, "2028-01-01").report?.unconfirmed).toBe(true);
  });

  it("counts days across a month's and a year's end", () => {
    expect(daysBetween("2027-12-25", "2028-01-08")).toBe(14);
    expect(conditionStatus({ condition: "snow", checkedOn: "2027-12-25" }, null, "2028-01-09").report?.unconfirmed).toBe(true);
  });

  it("says a day outside the usual season is outside it, with or without a condition", () => {
    expect(conditionStatus(null, highland, "2027-06-19")).toEqual({ report: null, outOfSeason: highland });
    expect(conditionStatus(null, highland, "2027-06-20").outOfSeason).toBeNull();
    expect(conditionStatus(null, highland, "2027-09-15").outOfSeason).toBeNull();
    expect(conditionStatus(closed, highland, "2027-09-16").outOfSeason).toEqual(highland);
    expect(conditionStatus(null, null, "2027-01-01")).toEqual({ report: null, outOfSeason: null });
  });
});

describe("isInSeason", () => {
  it("handles a season that wraps the year's end", () => {
    const winter = { from: "11-15", to: "03-01" };
    expect(isInSeason(winter, "2027-12-31")).toBe(true);
    expect(isInSeason(winter, "2028-01-01")).toBe(true);
    expect(isInSeason(winter, "2028-02-29")).toBe(true);
    expect(isInSeason(winter, "2028-03-02")).toBe(false);
    expect(isInSeason(winter, "2027-11-14")).toBe(false);
  });
});

describe("formatDayMonth", () => {
  it("writes days as the site does", () => {
    expect(formatDayMonth("2027-06-03", "is")).toBe("3. júní");
    expect(formatDayMonth("2027-06-03", "en")).toBe("3 June");
    expect(formatDayMonth("09-15", "is")).toBe("15. september");
    expect(formatDayMonth("not a date", "is")).toBe("not a date");
    expect(formatDayMonth("2027-13-01", "en")).toBe("2027-13-01");
  });
});

describe("input schemas", () => {
  it("accepts a condition alone, and trims the note, blank being none", () => {
    expect(conditionInputSchema.parse({ condition: "mud" })).toEqual({ condition: "mud", note: null });
    expect(conditionInputSchema.parse({ condition: "open", note: "  Fært  ", checkedOn: "2027-06-03" })).toEqual({
      condition: "open",
      note: "Fært",
      checkedOn: "2027-06-03",
    });
    expect(conditionInputSchema.parse({ condition: "open", note: " " }).note).toBeNull();
  });

  it.each([
    [{ condition: "muddy" }, "Ástand verður að vera eitt af: open, caution, mud, snow, closed"],
    [{}, "Ástand verður að vera eitt af: open, caution, mud, snow, closed"],
    [{ condition: "open", note: "x".repeat(281) }, "Athugasemd má vera í mesta lagi 280 stafir"],
    [{ condition: "open", note: "a\u0000b" }, "Athugasemd má ekki innihalda stýritákn"],
    [{ condition: "open", note: 5 }, "Athugasemd verður að vera texti"],
    [{ condition: "open", checkedOn: "2027-02-30" }, "checkedOn verður að vera dagsetning á forminu ÁÁÁÁ-MM-DD"],
    [{ condition: "open", checkedOn: "3. júní" }, "checkedOn verður að vera dagsetning á forminu ÁÁÁÁ-MM-DD"],
  ])("refuses %j with an Icelandic message", (input, message) => {
    const result = conditionInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("accepts month-days that exist and refuses the rest", () => {
    expect(isMonthDay("02-29")).toBe(true);
    expect(isMonthDay("04-31")).toBe(false);
    expect(isMonthDay("6-20")).toBe(false);
    expect(seasonInputSchema.safeParse({ from: "06-20", to: "09-15" }).success).toBe(true);
    expect(seasonInputSchema.safeParse({ from: "11-15", to: "03-01" }).success).toBe(true);
    expect(seasonInputSchema.safeParse({ from: "06-20", to: "06-20" }).success).toBe(false);
    expect(seasonInputSchema.safeParse({ from: "13-01", to: "09-15" }).success).toBe(false);
  });
});
