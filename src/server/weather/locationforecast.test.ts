import { afterEach, describe, expect, it } from "vitest";
import { type FakeProvider, locationforecastAnswer, startFakeProvider } from "./fake-locationforecast.ts";
import { gridPoint } from "./grid.ts";
import { fetchLocationforecast, forecastAt, readLocationforecast } from "./locationforecast.ts";

const NOW = new Date("2026-11-28T08:20:00Z");
const HOUR = 3_600_000;
type Hour = { time: string; data: { instant: { details: Record<string, unknown> } } };
type Answer = { properties: { meta: Record<string, unknown>; timeseries: Hour[] } };
const answer = (weather: "calm" | "gale" = "gale") => locationforecastAnswer(weather, NOW, 64.1, -21.9) as Answer;

describe("readLocationforecast", () => {
  it("keeps each instant's temperature, wind and gust, and the hour's precipitation, in time order", () => {
    const forecast = readLocationforecast(answer());
    expect(forecast?.updatedAt).toBe("2026-11-28T07:30:00.000Z");
    expect(forecast?.hours[0]).toEqual([Date.parse("2026-11-28T08:00:00Z"), 4, 18, 26, 0, 0.4]);
    const times = forecast?.hours.map((hour) => hour[0]) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("past the hourly part, spreads the six hours' precipitation evenly over each hour", () => {
    const forecast = readLocationforecast(answer());
    const sixHourly = forecast?.hours.find((hour) => hour[0] === Date.parse("2026-11-28T08:00:00Z") + 60 * HOUR);
    expect(sixHourly?.[5]).toBe(0.4);
  });

  it("takes an answer without gusts or precipitation, as null", () => {
    const body = answer();
    const first = body.properties.timeseries[0] as Hour;
    body.properties.timeseries = [{ time: first.time, data: { instant: { details: { ...first.data.instant.details, wind_speed_of_gust: undefined } } } }];
    expect(readLocationforecast(body)?.hours).toEqual([[Date.parse(first.time), 4, 18, null, 0, null]]);
  });

  it.each([
    ["an HTML page", "<!doctype html><html><body>Service unavailable</body></html>"],
    ["null", null],
    ["an empty object", {}],
    ["no updated_at", { properties: { meta: {}, timeseries: answer().properties.timeseries } }],
    ["no hours", { properties: { meta: answer().properties.meta, timeseries: [] } }],
  ])("returns null for %s", (_name, body) => {
    expect(readLocationforecast(body)).toBeNull();
  });

  it.each([
    ["wind_speed", undefined],
    ["air_temperature", undefined],
    ["wind_from_direction", 400],
    ["wind_speed", -1],
    ["air_temperature", "4"],
  ])("returns null when an hour's %s is %s", (field, value) => {
    const body = answer();
    const entry = body.properties.timeseries[3] as Hour;
    entry.data.instant.details[field] = value;
    expect(readLocationforecast(body)).toBeNull();
  });
});

describe("forecastAt", () => {
  const forecast = readLocationforecast(answer()) as NonNullable<ReturnType<typeof readLocationforecast>>;
  it("gives the nearest instant's weather at the moment asked for", () => {
    const moment = Date.parse("2026-11-28T10:40:00Z");
    expect(forecastAt(forecast, moment)).toEqual([moment, 4, 18, 26, 0, 0.4]);
  });
  it("gives nothing well before the first hour or past the last period", () => {
    expect(forecastAt(forecast, Date.parse("2026-11-28T06:00:00Z"))).toBeNull();
    expect(forecastAt(forecast, Date.parse("2026-12-08T12:00:00Z"))).toBeNull();
  });
});

describe("fetchLocationforecast against a stand-in provider", () => {
  let provider: FakeProvider;
  afterEach(async () => provider.close());
  const options = (ifModifiedSince: string | null = null, timeoutMs = 5000) => ({
    url: provider.url,
    userAgent: "rafhjol.example test",
    ifModifiedSince,
    timeoutMs,
  });
  const point = gridPoint(64.1, -21.9);

  it("reads a valid answer with its Expires and Last-Modified, and a 304 when the forecast is unchanged", async () => {
    provider = await startFakeProvider({ now: () => NOW });
    const fetched = await fetchLocationforecast(point, options());
    expect(fetched).toMatchObject({ kind: "fetched", expires: new Date(NOW.getTime() + 30 * 60_000) });
    if (fetched.kind !== "fetched") throw new Error("not fetched");
    expect(fetched.forecast.hours[0]?.slice(1)).toEqual([8, 3, 5, 225, 0]);
    expect(provider.requests[0]?.search).toBe("?lat=64.1&lon=-21.9");
    expect(provider.requests[0]?.headers["user-agent"]).toBe("rafhjol.example test");
    expect(await fetchLocationforecast(point, options(fetched.lastModified))).toMatchObject({ kind: "not-modified" });
    expect(provider.requests[1]?.headers["if-modified-since"]).toBe(fetched.lastModified);
  });

  it.each([
    ["html", "not JSON", null],
    ["status-500", "status 500", null],
    ["status-429", "status 429", 60],
  ] as const)("counts %s as a failure (%s)", async (weather, reason, retryAfterSeconds) => {
    provider = await startFakeProvider({ now: () => NOW });
    provider.answer(weather);
    expect(await fetchLocationforecast(point, options())).toEqual({ kind: "failed", reason, retryAfterSeconds });
  });

  it("counts a provider that does not answer in time as a timeout", async () => {
    provider = await startFakeProvider({ now: () => NOW });
    provider.answer("silent");
    expect(await fetchLocationforecast(point, options(null, 300))).toEqual({ kind: "failed", reason: "timeout", retryAfterSeconds: null });
  });
});
