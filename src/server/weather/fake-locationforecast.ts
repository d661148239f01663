import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for MET Norway's Locationforecast 2.0 on loopback, for tests and benches: hand-made answers in
 * the documented format (GeoJSON, `properties.meta.updated_at`, hourly `timeseries` entries with
 * `instant.details` and `next_1_hours`, then six-hourly ones with `next_6_hours`), and the provider's ways of
 * failing. Never used by the site itself.
 */
export type FakeWeather =
  /** 3 m/s from the south-west, gusts of 5, 8 °C, dry. */
  | "calm"
  /** A northerly gale: 18 m/s from the north, gusts of 26, 4 °C, 0.4 mm an hour. */
  | "gale"
  /** Frost: 2 m/s from the east, −4 °C, dry. */
  | "frost"
  /** A wind that turns each day: 12 m/s (gusts of 16) from the south until 12:00 UTC, from the north after; 6 °C, dry. */
  | "veering"
  | "status-500"
  | "status-429"
  /** A 200 whose body is an HTML error page. */
  | "html"
  /** Takes the request and never answers. */
  | "silent";

export interface FakeRequest {
  lat: string | null;
  lon: string | null;
  search: string;
  headers: IncomingHttpHeaders;
}

export interface FakeProvider {
  /** The endpoint, as WEATHER_FORECAST_URL names it. */
  url: string;
  requests: FakeRequest[];
  /** What every later request gets. */
  answer(weather: FakeWeather): void;
  close(): Promise<void>;
}

const weathers: Record<
  "calm" | "gale" | "frost" | "veering",
  { wind: number; gust: number; from: (time: number) => number; temperature: number; rain: number }
> = {
  calm: { wind: 3, gust: 5, from: () => 225, temperature: 8, rain: 0 },
  gale: { wind: 18, gust: 26, from: () => 0, temperature: 4, rain: 0.4 },
  frost: { wind: 2, gust: 4, from: () => 90, temperature: -4, rain: 0 },
  veering: { wind: 12, gust: 16, from: (time) => (new Date(time).getUTCHours() < 12 ? 180 : 0), temperature: 6, rain: 0 },
};

const HOUR_MS = 3_600_000;

/** A Locationforecast `complete` answer: hourly for 60 hours from the hour of `now`, then every six hours to 9 days. */
export function locationforecastAnswer(weather: keyof typeof weathers, now: Date, lat: number, lon: number): unknown {
  const { wind, gust, from, temperature, rain } = weathers[weather];
  const first = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const times: number[] = [];
  for (let hour = 0; hour < 60; hour += 1) times.push(first + hour * HOUR_MS);
  for (let hour = 60; hour <= 216; hour += 6) times.push(first + hour * HOUR_MS);
  const iso = (time: number) => new Date(time).toISOString().replace(".000Z", "Z");
  return {
    type: "Feature",
    geometry: { type: "Point", coordinates: [lon, lat, 100] },
    properties: {
      meta: {
        updated_at: iso(first - HOUR_MS / 2),
        units: { air_temperature: "celsius", wind_speed: "m/s", wind_from_direction: "degrees", precipitation_amount: "mm" },
      },
      timeseries: times.map((time, index) => {
        const hourly = index < 60;
        const details = {
          air_pressure_at_sea_level: 1002.1,
          air_temperature: temperature,
          relative_humidity: 81.2,
          wind_from_direction: from(time),
          wind_speed: wind,
          wind_speed_of_gust: gust,
        };
        const period = { summary: { symbol_code: rain > 0 ? "rain" : "cloudy" }, details: { precipitation_amount: hourly ? rain : rain * 6 } };
        return {
          time: iso(time),
          data: { instant: { details }, ...(hourly ? { next_1_hours: period } : {}), next_6_hours: { ...period, details: { precipitation_amount: rain * 6 } } },
        };
      }),
    },
  };
}

/**
 * Starts the fake on 127.0.0.1. `now` is the clock its answers are dated by (the app's test clock);
 * Expires is `lifetimeMs` after it, and an If-Modified-Since equal to the Last-Modified sent gets a 304.
 */
export async function startFakeProvider({
  now = () => new Date(),
  lifetimeMs = 30 * 60_000,
}: {
  now?: () => Date;
  lifetimeMs?: number;
} = {}): Promise<FakeProvider> {
  let weather: FakeWeather = "calm";
  const requests: FakeRequest[] = [];
  const silent = new Set<ServerResponse>();
  const lastModified = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const lat = url.searchParams.get("lat");
    const lon = url.searchParams.get("lon");
    requests.push({ lat, lon, search: url.search, headers: request.headers });
    const moment = now();
    const headers = { expires: new Date(moment.getTime() + lifetimeMs).toUTCString() };
    switch (weather) {
      case "silent":
        silent.add(response);
        return;
      case "status-500":
        response.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error");
        return;
      case "status-429":
        response.writeHead(429, { "content-type": "text/plain", "retry-after": "60" }).end("Too Many Requests");
        return;
      case "html":
        response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><html><body><h1>Service unavailable</h1></body></html>");
        return;
      default: {
        const key = `${lat},${lon},${weather}`;
        const modified = lastModified.get(key);
        if (modified !== undefined && request.headers["if-modified-since"] === modified) {
          response.writeHead(304, headers).end();
          return;
        }
        const stamp = new Date(Math.floor(moment.getTime() / 1000) * 1000 - 60_000).toUTCString();
        lastModified.set(key, stamp);
        const body = JSON.stringify(locationforecastAnswer(weather, moment, Number(lat), Number(lon)));
        response.writeHead(200, { ...headers, "content-type": "application/json", "last-modified": stamp }).end(body);
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/weatherapi/locationforecast/2.0/complete`,
    requests,
    answer(next) {
      weather = next;
    },
    async close() {
      for (const response of silent) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
