import { describe, expect, it } from "vitest";
import { eventInputSchema } from "./event.ts";
import { routeInputSchema } from "./route.ts";

const route = {
  name: "Heiðmörk",
  region: "Höfuðborgarsvæðið",
  description: "Skógarstígar.",
  distance: "15",
  latitude: "64.097",
  longitude: "-21.745",
  link: "https://www.fi.is/is/verkefni-yfirlit/fi-hjol-og-fjall",
};

describe("routeInputSchema", () => {
  it("accepts the form's text fields, turning numbers into numbers and a missing video link into null", () => {
    expect(routeInputSchema.parse(route)).toEqual({ ...route, distance: 15, latitude: 64.097, longitude: -21.745, videolink: null });
  });

  it("reads numbers sent as numbers, and numeric text with spaces or an exponent", () => {
    expect(routeInputSchema.parse({ ...route, distance: 15.5, latitude: " 64.1 ", longitude: "-2.1e1" })).toMatchObject({
      distance: 15.5,
      latitude: 64.1,
      longitude: -21,
    });
  });

  it.each([
    [{ distance: "fimm" }, "distance must be a number"],
    [{ distance: "-3" }, "distance must be a positive number"],
    [{ latitude: "91" }, "latitude must be between -90 and 90"],
    [{ longitude: "-181" }, "longitude must be between -180 and 180"],
    [{ link: "javascript:alert(1)" }, "link must be an absolute http(s) URL"],
    [{ link: "data:text/html,hi" }, "link must be an absolute http(s) URL"],
    [{ videolink: "/relative" }, "videolink must be an absolute http(s) URL"],
    [{ name: "   " }, "name is required"],
    [{ name: "x".repeat(121) }, "name must be at most 120 characters"],
    [{ distance: null }, "distance must be a number"],
    [{ latitude: "" }, "latitude must be a number"],
    [{ longitude: [] }, "longitude must be a number"],
    [{ name: "a\u0000b" }, "name must not contain control characters"],
  ])("refuses %o with '%s'", (change, message) => {
    const result = routeInputSchema.safeParse({ ...route, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("refuses numeric text longer than any number before matching it (a 64 KB distance, a padded latitude)", () => {
    const long = routeInputSchema.safeParse({ ...route, distance: `${"1".repeat(65_000)}x` });
    expect(long.error?.issues.map((issue) => issue.message)).toContain("distance must be a number");
    expect(routeInputSchema.safeParse({ ...route, latitude: `64.${"0".repeat(29)}` }).success).toBe(true);
    expect(routeInputSchema.safeParse({ ...route, latitude: `64.${"0".repeat(30)}` }).success).toBe(false);
  });

  it("refuses unknown fields", () => {
    expect(routeInputSchema.safeParse({ ...route, id: 5 }).success).toBe(false);
  });
});

describe("eventInputSchema", () => {
  const event = { name: "Samhjól", date: "2027-06-26", description: "Hópreið.", link: "https://rhubarbfest.is/en/pages/hjolaturar" };
  it("accepts a real date", () => expect(eventInputSchema.parse(event)).toEqual(event));
  it("refuses a date that does not exist", () => {
    expect(eventInputSchema.safeParse({ ...event, date: "2027-02-30" }).error?.issues[0]?.message).toBe("date must be a real calendar date YYYY-MM-DD");
  });
});
