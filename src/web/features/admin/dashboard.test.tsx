import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Route } from "../../../shared/route.ts";
import type { RouteTrack, TrackPreview } from "../../../shared/track.ts";
import { Dashboard } from "./dashboard.tsx";

const existing: Route = {
  id: 3,
  name: "Gömul leið",
  region: "Austurland",
  description: "Til er.",
  distance: 20,
  latitude: 65.2,
  longitude: -14.4,
  link: "https://example.is/gomul",
  videolink: null,
};

// What the server would answer for a synthetic three-point file.
const preview: TrackPreview = {
  line: [
    [64.1, -21.9],
    [64.12, -21.85],
    [64.15, -21.8],
  ],
  start: [64.100004, -21.900006],
  end: [64.15, -21.8],
  stats: { lengthKm: 7.46, climbM: 120, descentM: 40, highestM: 180, lowestM: 60, steepestGradePct: 6 },
};
const existingTrack: RouteTrack = {
  routeId: 3,
  line: preview.line,
  start: preview.start,
  end: preview.end,
  profile: null,
  stats: preview.stats,
  energy: null,
  fileName: "gomul-leid.gpx",
};

type Call = { method: string; url: string; body: unknown; headers: Headers };
let calls: Call[];
/** Answers by "METHOD path"; anything not listed is a 500. */
let answers: Record<string, { status?: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = {
    "GET /backend/get_routes.php": { body: [existing] },
    "GET /backend/get_events.php": { body: [] },
    "GET /api/english/routes": { body: [{ id: 3, nameEn: "Old route", descriptionEn: null }] },
    "PUT /api/english/routes/3": { body: { message: "English texts of route 3 saved" } },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body, headers: new Headers(init?.headers) });
      const answer = answers[`${method} ${url}`] ?? { status: 500, body: { message: "not stubbed" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const gpxFile = () => new File(['<?xml version="1.0"?><gpx version="1.1"><!-- synthetic --></gpx>'], "synthetic.gpx", { type: "application/gpx+xml" });

async function renderDashboard() {
  const show = vi.fn();
  render(<Dashboard show={show} onSignOut={async () => {}} />);
  await screen.findByText("3 - Gömul leið");
  return show;
}

async function choose(form: HTMLElement, file: File) {
  const input = within(form).getByLabelText(/GPX file/) as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  return input;
}

const value = (form: HTMLElement, label: string | RegExp) => (within(form).getByLabelText(label) as HTMLInputElement).value;

describe("the route form with a GPX file", () => {
  it("sends the chosen file raw to the preview, fills distance and start point (still editable) and draws the line", async () => {
    answers["POST /api/tracks/preview"] = { body: preview };
    await renderDashboard();
    const form = screen.getByRole("form", { name: "Add Route" });
    const file = gpxFile();
    await choose(form, file);
    const sent = calls.find((call) => call.url === "/api/tracks/preview");
    expect(sent).toMatchObject({ method: "POST", body: file });
    expect(sent?.headers.get("content-type")).toBe("application/gpx+xml");
    expect(sent?.headers.get("x-file-name")).toBe("synthetic.gpx");
    expect(value(form, "Distance (km)")).toBe("7.5");
    expect(value(form, "Latitude")).toBe("64.1");
    expect(value(form, "Longitude")).toBe("-21.90001");
    expect(within(form).getByRole("img", { name: "Preview of the track (3 points)" })).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Distance (km)"), { target: { value: "8" } });
    expect(value(form, "Distance (km)")).toBe("8");
  });

  it("adds the route, then uploads the file as its track", async () => {
    answers["POST /api/tracks/preview"] = { body: preview };
    answers["POST /backend/add_route.php"] = { body: { message: 'Route "Ný leið" added', route: { ...existing, id: 9, name: "Ný leið" } } };
    answers["PUT /api/routes/9/track"] = { body: { message: "Track saved" } };
    const show = await renderDashboard();
    const form = screen.getByRole("form", { name: "Add Route" });
    const file = gpxFile();
    await choose(form, file);
    for (const [label, text] of [
      ["Name", "Ný leið"],
      ["Region", "Suðurland"],
      ["Description", "Lýsing."],
      ["Link", "https://example.is/ny"],
    ] as const) {
      fireEvent.change(within(form).getByLabelText(label, { exact: true }), { target: { value: text } });
    }
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith("success", 'Route "Ný leið" added. Track saved'));
    const added = calls.find((call) => call.url === "/backend/add_route.php");
    expect(JSON.parse(String(added?.body))).toMatchObject({ name: "Ný leið", distance: 7.5, latitude: "64.1", longitude: "-21.90001", videolink: null });
    expect(calls.find((call) => call.url === "/api/routes/9/track")).toMatchObject({ method: "PUT", body: file });
    expect(value(form, "Name")).toBe("");
    expect(within(form).queryByRole("img")).toBeNull();
    // No English texts were typed: none are sent.
    expect(calls.some((call) => call.url.startsWith("/api/english/"))).toBe(false);
  });

  it("saves the English name and description typed with a new route by their own call", async () => {
    answers["POST /backend/add_route.php"] = { body: { message: 'Route "Ný leið" added', route: { ...existing, id: 9, name: "Ný leið" } } };
    answers["PUT /api/english/routes/9"] = { body: { message: "English texts of route 9 saved" } };
    const show = await renderDashboard();
    const form = screen.getByRole("form", { name: "Add Route" });
    for (const [label, text] of [
      ["Name", "Ný leið"],
      ["Distance (km)", "12"],
      ["Region", "Suðurland"],
      ["Description", "Lýsing."],
      ["Link", "https://example.is/ny"],
      ["Latitude", "64"],
      ["Longitude", "-21"],
      ["Title in English", "New route"],
    ] as const) {
      fireEvent.change(within(form).getByLabelText(label, { exact: true }), { target: { value: text } });
    }
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith("success", 'Route "Ný leið" added'));
    const added = calls.find((call) => call.url === "/backend/add_route.php");
    expect(Object.keys(JSON.parse(String(added?.body))).sort()).toEqual([
      "description",
      "distance",
      "latitude",
      "link",
      "longitude",
      "name",
      "region",
      "videolink",
    ]);
    const english = calls.find((call) => call.url === "/api/english/routes/9");
    expect(english?.method).toBe("PUT");
    expect(JSON.parse(String(english?.body))).toEqual({ nameEn: "New route", descriptionEn: "" });
  });

  it("says why a file was refused and keeps what was typed", async () => {
    answers["POST /api/tracks/preview"] = { status: 400, body: { message: "The file is not GPX" } };
    const show = await renderDashboard();
    const form = screen.getByRole("form", { name: "Add Route" });
    fireEvent.change(within(form).getByLabelText("Distance (km)"), { target: { value: "12" } });
    const input = await choose(form, gpxFile());
    expect(show).toHaveBeenCalledWith("error", "Failed to read track: HTTP error! Status: 400 — The file is not GPX");
    expect(value(form, "Distance (km)")).toBe("12");
    expect(input.value).toBe("");
    expect(within(form).queryByRole("img")).toBeNull();
  });

  it("refuses a file over 10 MB without sending it", async () => {
    const show = await renderDashboard();
    const big = new File(["x"], "big.gpx");
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await choose(screen.getByRole("form", { name: "Add Route" }), big);
    expect(show).toHaveBeenCalledWith("error", "Failed to read track: the file is larger than 10 MB");
    expect(calls.some((call) => call.url === "/api/tracks/preview")).toBe(false);
  });
});

describe("editing a route", () => {
  it("opens the form filled in, saves the changed fields and removes the track", async () => {
    answers["GET /api/routes/3"] = { body: { route: existing, track: existingTrack } };
    answers["POST /backend/update_route.php?id=3"] = { body: { message: 'Route "Breytt leið" updated' } };
    answers["DELETE /api/routes/3/track"] = { body: { message: "Track removed" } };
    const show = await renderDashboard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Edit 3 - Gömul leið" }));
    });
    const form = await screen.findByRole("form", { name: "Edit Route" });
    expect(value(form, "Name")).toBe("Gömul leið");
    expect(value(form, "Distance (km)")).toBe("20");
    expect(value(form, "Latitude")).toBe("65.2");
    expect(value(form, "Title in English")).toBe("Old route");
    expect(value(form, "Text in English")).toBe("");
    expect(document.activeElement).toBe(within(form).getByLabelText("Name"));
    expect(within(form).getByRole("img", { name: "Preview of the track (3 points)" })).toBeTruthy();

    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Breytt leið" } });
    fireEvent.change(within(form).getByLabelText("Text in English"), { target: { value: "Still there." } });
    fireEvent.click(within(form).getByRole("button", { name: "Remove track" }));
    expect(within(form).getByText("The track will be removed when you save.")).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save Route" }));
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith("success", 'Route "Breytt leið" updated. Track removed'));
    const update = calls.find((call) => call.url === "/backend/update_route.php?id=3");
    expect(JSON.parse(String(update?.body))).toEqual({
      name: "Breytt leið",
      distance: 20,
      region: "Austurland",
      description: "Til er.",
      link: "https://example.is/gomul",
      videolink: null,
      latitude: "65.2",
      longitude: "-14.4",
    });
    expect(calls.some((call) => call.method === "DELETE" && call.url === "/api/routes/3/track")).toBe(true);
    // The English texts go by their own call, never in update_route.php's body.
    const english = calls.find((call) => call.method === "PUT" && call.url === "/api/english/routes/3");
    expect(JSON.parse(String(english?.body))).toEqual({ nameEn: "Old route", descriptionEn: "Still there." });
    await screen.findByRole("form", { name: "Add Route" });
  });

  it("in Edit, says which fields a chosen track changed, from what to what, and undoes them on request", async () => {
    answers["GET /api/routes/3"] = { body: { route: existing, track: null } };
    answers["POST /api/tracks/preview"] = { body: preview };
    answers["POST /backend/update_route.php?id=3"] = { body: { message: 'Route "Gömul leið" updated' } };
    answers["PUT /api/routes/3/track"] = { body: { message: "Track added", routeUpdated: false, suggested: { distance: 7.5, lat: 64.1, lng: -21.90001 } } };
    const show = await renderDashboard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Edit 3 - Gömul leið" }));
    });
    const form = await screen.findByRole("form", { name: "Edit Route" });
    await choose(form, gpxFile());
    const note = within(form).getByText(/Filled in from the track/).parentElement as HTMLElement;
    expect(note.getAttribute("aria-live")).toBe("polite");
    expect(
      within(note)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Distance (km): 20 → 7.5", "Latitude: 65.2 → 64.1", "Longitude: -14.4 → -21.90001"]);
    expect(value(form, "Distance (km)")).toBe("7.5");

    fireEvent.click(within(form).getByRole("button", { name: "Undo" }));
    expect([value(form, "Distance (km)"), value(form, "Latitude"), value(form, "Longitude")]).toEqual(["20", "65.2", "-14.4"]);
    expect(within(form).getByText(/Undone: the route keeps its own distance and start point/)).toBeTruthy();
    expect(within(form).queryByRole("button", { name: "Undo" })).toBeNull();

    // Saved after the undo: the route keeps its figures, and the track is uploaded.
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith("success", 'Route "Gömul leið" updated. Track added'));
    const updated = calls.find((call) => call.url === "/backend/update_route.php?id=3");
    expect(JSON.parse(String(updated?.body))).toMatchObject({ distance: 20, latitude: "65.2", longitude: "-14.4" });
    expect(calls.some((call) => call.method === "PUT" && call.url === "/api/routes/3/track")).toBe(true);
  });

  it("in Edit, says so when the route already has the track's figures", async () => {
    answers["GET /api/routes/3"] = { body: { route: { ...existing, distance: 7.5, latitude: 64.1, longitude: -21.90001 }, track: null } };
    answers["POST /api/tracks/preview"] = { body: preview };
    await renderDashboard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Edit 3 - Gömul leið" }));
    });
    const form = await screen.findByRole("form", { name: "Edit Route" });
    await choose(form, gpxFile());
    expect(within(form).getByText("The route's distance and start point already match the track.")).toBeTruthy();
    expect(within(form).queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("keeps the form open with the admin's changes when the update fails", async () => {
    answers["GET /api/routes/3"] = { body: { route: existing, track: null } };
    answers["POST /backend/update_route.php?id=3"] = { status: 400, body: { message: "link must be an absolute http(s) URL" } };
    const show = await renderDashboard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Edit 3 - Gömul leið" }));
    });
    const form = await screen.findByRole("form", { name: "Edit Route" });
    expect(within(form).queryByRole("button", { name: "Remove track" })).toBeNull();
    fireEvent.change(within(form).getByLabelText("Region"), { target: { value: "Austfirðir" } });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(show).toHaveBeenCalledWith("error", "Failed to update route: HTTP error! Status: 400 — link must be an absolute http(s) URL");
    expect(value(screen.getByRole("form", { name: "Edit Route" }), "Region")).toBe("Austfirðir");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(value(screen.getByRole("form", { name: "Add Route" }), "Region")).toBe("");
  });

  it("says so when the route cannot be loaded for editing", async () => {
    answers["GET /api/routes/3"] = { status: 404, body: { message: "Route not found" } };
    const show = await renderDashboard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Edit 3 - Gömul leið" }));
    });
    expect(show).toHaveBeenCalledWith("error", "Failed to load route: HTTP error! Status: 404 — Route not found");
    expect(screen.getByRole("form", { name: "Add Route" })).toBeTruthy();
  });
});
