import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route as Path, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Route } from "../../shared/route.ts";
import type { ProfilePoint, RouteTrack } from "../../shared/track.ts";
import type { RiderMark } from "../lib/rider-mark.ts";
import { RoutePage } from "./route-page.tsx";

// Leaflet needs a real browser (tests/e2e/route-page.test.ts draws it); here a stand-in shows what the map was given.
vi.mock("../features/route-page/track-map.tsx", () => ({
  default: ({ track, position, rider }: { track: RouteTrack | null; position: ProfilePoint | null; rider?: RiderMark | null }) => (
    <p data-testid="map-stand-in">
      {track ? `line of ${track.line.length}` : "point only"}; marker {position ? `${position.lat},${position.lon}` : "none"}
      {rider && `; rider ${rider.lat},${rider.lon} (${rider.label})`}
    </p>
  ),
}));

const route: Route = {
  id: 7,
  name: "Prufuhringur",
  region: "Suðurland",
  description: "Tilbúin leið fyrir prófanir.",
  distance: 12.3,
  latitude: 64.1,
  longitude: -21.2,
  link: "https://example.is/leid",
  videolink: "https://video.example/leid",
};

// A made-up profile of five points along 4 km: enough to point at.
const profile: ProfilePoint[] = [0, 1, 2, 3, 4].map((km) => ({ km, ele: 100 + km * 25, lat: 64 + km / 100, lon: -21 - km / 100 }));
const track: RouteTrack = {
  routeId: 7,
  line: profile.map((point) => [point.lat, point.lon]),
  start: [64, -21],
  end: [64.04, -21.04],
  profile,
  stats: { lengthKm: 4.04, climbM: 1234.4, descentM: 87.6, highestM: 200, lowestM: 100, steepestGradePct: 8.46 },
  energy: [
    { assist: "high", wattHours: 812 },
    { assist: "low", wattHours: 250 },
    { assist: "medium", wattHours: 433 },
  ],
  fileName: "prufuhringur.gpx",
};

/** The route's data answers with this; the route has no riders' reports yet, and the other panels' requests (the forecast) find nothing. */
function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string | URL | Request) => {
      const path = String(url instanceof Request ? url.url : url);
      if (/^\/api\/routes\/[^/]+\/reports$/.test(path))
        return new Response(JSON.stringify({ reports: [] }), { headers: { "content-type": "application/json" } });
      if (!/^\/api\/routes\/[^/]+$/.test(path))
        return new Response(JSON.stringify({ message: "Not found" }), { status: 404, headers: { "content-type": "application/json" } });
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
}

function renderAt(path: string) {
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <Path path="/routes/:id" component={RoutePage} />
    </Router>,
  );
}

beforeEach(() => {
  document.title = "Rafhjól á Íslandi";
});
afterEach(() => {
  // The page goes before the stubbed fetch does: a panel loaded late must not reach for the real one.
  cleanup();
  vi.unstubAllGlobals();
});

describe("the route page", () => {
  it("shows the not-found page for a malformed id without asking the server", async () => {
    answer(200, { route, track });
    renderAt("/routes/7abc");
    await screen.findByRole("heading", { level: 1, name: "Síða fannst ekki" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the not-found page when the server does not know the id", async () => {
    answer(404, { message: "Route not found" });
    renderAt("/routes/999");
    await screen.findByRole("heading", { level: 1, name: "Síða fannst ekki" });
    expect(fetch).toHaveBeenCalledWith("/api/routes/999", expect.anything());
  });

  it("says so in Icelandic when the route cannot be loaded", async () => {
    answer(500, { message: "down" });
    renderAt("/routes/7");
    expect(screen.getByRole("status").textContent).toBe("Hleð leið...");
    expect((await screen.findByRole("alert")).textContent).toBe("Ekki tókst að sækja leiðina. Reyndu aftur síðar.");
  });

  it("shows the route's text, links, download and title, and the map gets the track", async () => {
    answer(200, { route, track });
    renderAt("/routes/7");
    await screen.findByRole("heading", { level: 1, name: "Prufuhringur" });
    await waitFor(() => expect(document.title).toBe("Prufuhringur – Rafhjól á Íslandi"));
    expect(screen.getByText("Suðurland")).toBeTruthy();
    expect(screen.getByText("12,3 km")).toBeTruthy();
    expect(screen.getByText("Tilbúin leið fyrir prófanir.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Nánari upplýsingar/ }).getAttribute("href")).toBe("https://example.is/leid");
    expect(screen.getByRole("link", { name: /Myndband/ }).getAttribute("href")).toBe("https://video.example/leid");
    const download = screen.getByRole("link", { name: "Sækja GPX" });
    expect(download.getAttribute("href")).toBe("/api/routes/7/track.gpx");
    expect(download.getAttribute("download")).toBe("prufuhringur.gpx");
    expect((await screen.findByTestId("map-stand-in")).textContent).toBe("line of 5; marker none");
    expect(screen.queryByText(/Engum ferli/)).toBeNull();
  });

  it("shows the figures in Icelandic number format", async () => {
    answer(200, { route, track });
    renderAt("/routes/7");
    const figures = within(await screen.findByRole("region", { name: "Tölur um leiðina" }));
    const value = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
    expect(value("Lengd ferils")).toBe("4 km");
    expect(value("Heildarhækkun")).toBe("1.234 m");
    expect(value("Heildarlækkun")).toBe("88 m");
    expect(value("Hæsti punktur")).toBe("200 m");
    expect(value("Lægsti punktur")).toBe("100 m");
    expect(value("Mesti halli (á minnst 100 m kafla)")).toBe("8,5% upp í móti");
  });

  it("says which way the steepest stretch goes instead of showing a minus", async () => {
    answer(200, { route, track: { ...track, stats: { ...track.stats, steepestGradePct: -10 } } });
    renderAt("/routes/7");
    const figures = within(await screen.findByRole("region", { name: "Tölur um leiðina" }));
    expect(figures.getByText("Mesti halli (á minnst 100 m kafla)").nextElementSibling?.textContent).toBe("10% niður í móti");
  });

  it("shows the energy estimate per assist level as a share of each battery size, labelled an estimate", async () => {
    answer(200, { route, track });
    renderAt("/routes/7");
    const energy = within(await screen.findByRole("region", { name: "Orkunotkun rafhlöðu (áætlun)" }));
    const rows = energy.getAllByRole("row").map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["", "Hlutfall af rafhlöðu"],
      ["Aðstoð", "Orka", "Hlutfall af 500 Wh rafhlöðu", "Hlutfall af 625 Wh rafhlöðu", "Hlutfall af 750 Wh rafhlöðu"],
      ["Lítil aðstoð", "250 Wh", "50%", "40%", "33%"],
      ["Miðlungs aðstoð", "430 Wh", "87%", "69%", "58%"],
      ["Mikil aðstoð", "810 Wh", "162%", "130%", "108%"],
    ]);
    expect(energy.getByText(/Þetta er áætlun/)).toBeTruthy();
  });

  it("moves the map's marker to the point under the pointer on the profile, and with the arrow keys", async () => {
    answer(200, { route, track });
    renderAt("/routes/7");
    const slider = await screen.findByRole("slider", { name: "Staður á hæðarsniði" });
    const svg = screen.getByTestId("elevation-profile");
    // jsdom lays nothing out: give the chart the 720 px it is drawn at.
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 720, height: 220, right: 720, bottom: 220, x: 0, y: 0, toJSON: () => ({}) });
    const map = await screen.findByTestId("map-stand-in");

    // The plot runs from x = 56 to 704 for 0–4 km: x = 380 is 2 km.
    fireEvent.pointerMove(svg, { clientX: 380, pointerType: "mouse" });
    expect(map.textContent).toBe("line of 5; marker 64.02,-21.02");
    expect(slider.getAttribute("aria-valuetext")).toBe("2 km frá upphafi, 150 m yfir sjávarmáli");
    fireEvent.pointerMove(svg, { clientX: 700, pointerType: "mouse" });
    expect(map.textContent).toBe("line of 5; marker 64.04,-21.04");
    fireEvent.pointerLeave(svg, { pointerType: "mouse" });
    expect(map.textContent).toBe("line of 5; marker none");

    act(() => slider.focus());
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(map.textContent).toBe("line of 5; marker 64.01,-21.01");
    fireEvent.keyDown(slider, { key: "End" });
    expect(slider.getAttribute("aria-valuenow")).toBe("4");
  });

  it("'Hvar er ég?' appears once the track is in; a position shows on the map and the profile, and leaving the page stops watching", async () => {
    const clearWatch = vi.fn();
    let fix: PositionCallback = () => {};
    const watchPosition = vi.fn((success: PositionCallback) => {
      fix = success;
      return 5;
    });
    vi.stubGlobal("navigator", { ...navigator, geolocation: { watchPosition, clearWatch, getCurrentPosition: vi.fn() } });
    answer(200, { route, track });
    const location = memoryLocation({ path: "/routes/7" });
    render(
      <Router hook={location.hook}>
        <Switch>
          <Path path="/routes/:id" component={RoutePage} />
          <Path path="/routes">Allar leiðir</Path>
        </Switch>
      </Router>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Hvar er ég?" }));
    expect(watchPosition).toHaveBeenCalledTimes(1);
    act(() => fix({ coords: { latitude: 64.02, longitude: -21.02, accuracy: 8 }, timestamp: 0 } as unknown as GeolocationPosition));
    expect(screen.getByTestId("map-stand-in").textContent).toBe("line of 5; marker none; rider 64.02,-21.02 (Staða þín)");
    expect(screen.getByTestId("profile-rider").textContent).toBe("Þú");
    // The line's middle point: half of the track's 4.04 km is left.
    expect(screen.getByTestId("km-left").textContent).toBe("2 km");
    act(() => location.navigate("/routes"));
    await screen.findByText("Allar leiðir");
    expect(clearWatch).toHaveBeenCalledWith(5);
  });

  it("has no 'Hvar er ég?' on a route without a track", async () => {
    answer(200, { route, track: null });
    renderAt("/routes/7");
    await screen.findByText(/Engum ferli hefur verið bætt við/);
    expect(screen.queryByRole("button", { name: "Hvar er ég?" })).toBeNull();
  });

  it("says that no track has been added yet, and the map shows the route's point", async () => {
    answer(200, { route: { ...route, videolink: null }, track: null });
    renderAt("/routes/7");
    await screen.findByText("Engum ferli hefur verið bætt við þessa leið enn. Kortið sýnir upphafsstað hennar.");
    expect((await screen.findByTestId("map-stand-in")).textContent).toBe("point only; marker none");
    expect(screen.queryByRole("link", { name: "Sækja GPX" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Myndband/ })).toBeNull();
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByRole("button", { name: "Deila leið" })).toBeTruthy();
  });

  it("draws no profile and says the file has no elevations when the track has none", async () => {
    const flat: RouteTrack = {
      ...track,
      profile: null,
      energy: null,
      stats: { lengthKm: 4.04, climbM: null, descentM: null, highestM: null, lowestM: null, steepestGradePct: null },
    };
    answer(200, { route, track: flat });
    renderAt("/routes/7");
    await screen.findByText("Engar hæðarupplýsingar eru í GPX-skránni, svo hér er hvorki hæðarsnið né hækkun og lækkun.");
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.queryByText("Heildarhækkun")).toBeNull();
    expect(screen.getByText("Lengd ferils")).toBeTruthy();
    expect(screen.getByText("Án hæðarupplýsinga er ekki hægt að áætla hve mikla orku leiðin þarf.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sækja GPX" })).toBeTruthy();
  });

  it("puts the site's title back when the visitor leaves the page", async () => {
    answer(200, { route, track });
    const location = memoryLocation({ path: "/routes/7" });
    render(
      <Router hook={location.hook}>
        <Switch>
          <Path path="/routes/:id" component={RoutePage} />
          <Path path="/">
            <p>Forsíða</p>
          </Path>
        </Switch>
      </Router>,
    );
    await waitFor(() => expect(document.title).toBe("Prufuhringur – Rafhjól á Íslandi"));
    await act(() => location.navigate("/"));
    expect(document.title).toBe("Rafhjól á Íslandi");
  });
});
