import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoutePhoto } from "../../../shared/photo.ts";
import type { Route } from "../../../shared/route.ts";
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

const storedPhoto = (id: number, alt: string): RoutePhoto => ({
  id,
  alt,
  altEn: null,
  caption: null,
  captionEn: null,
  width: 960,
  height: 640,
  avif: [{ url: `/photos/${"a".repeat(22)}-480x320.avif`, width: 480, height: 320, type: "image/avif" }],
  webp: [{ url: `/photos/${"b".repeat(22)}-480x320.webp`, width: 480, height: 320, type: "image/webp" }],
  preview: { url: `/photos/${"c".repeat(22)}-1200x630.jpg`, width: 1200, height: 630, type: "image/jpeg" },
});

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
let answers: Record<string, { status?: number; body: unknown }>;
let nextPhotoId: number;

beforeEach(() => {
  calls = [];
  nextPhotoId = 20;
  answers = {
    "GET /backend/get_routes.php": { body: [existing] },
    "GET /backend/get_events.php": { body: [] },
    "GET /api/english/routes": { body: [] },
    "PUT /api/english/routes/3": { body: { message: "saved" } },
  };
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body });
      let answer = answers[`${method} ${url}`] ?? { status: 500, body: { message: "not stubbed" } };
      if (method === "POST" && url.endsWith("/photos") && !answers[`${method} ${url}`]) {
        const form = init?.body as FormData;
        answer = { status: 201, body: { message: "Mynd bætt við", photo: storedPhoto(nextPhotoId++, String(form.get("alt"))) } };
      }
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: "image/jpeg" });

async function renderDashboard() {
  const show = vi.fn();
  render(<Dashboard show={show} onSignOut={async () => {}} />);
  await screen.findByText("3 - Gömul leið");
  // The photos part of the form is its own chunk.
  await screen.findByLabelText("Add photos");
  return show;
}

function type(form: HTMLElement, label: string, text: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value: text } });
}

describe("photos in the route form", () => {
  it("adds a route with two photos, each with its alt texts, in the order chosen; the first is the cover", async () => {
    answers["POST /backend/add_route.php"] = { body: { message: 'Route "Ný leið" added', route: { ...existing, id: 9, name: "Ný leið" } } };
    const show = await renderDashboard();
    const form = screen.getByRole("form", { name: "Add Route" });
    await act(async () => {
      fireEvent.change(within(form).getByLabelText("Add photos"), { target: { files: [jpeg("a.jpg"), jpeg("b.jpg")] } });
    });
    expect(within(form).getByRole("listitem", { name: "Photo 1 (cover)" })).toBeTruthy();
    // The alt texts are required: the browser will not send the form without them.
    expect((within(form).getByLabelText("Alt text (Icelandic), photo 2") as HTMLInputElement).required).toBe(true);
    expect((within(form).getByLabelText("Alt text (English), photo 2") as HTMLInputElement).required).toBe(true);
    type(form, "Alt text (Icelandic), photo 1", "Fyrsta");
    type(form, "Alt text (English), photo 1", "First");
    type(form, "Alt text (Icelandic), photo 2", "Önnur");
    type(form, "Alt text (English), photo 2", "Second");
    type(form, "Caption (optional), photo 2", "Við vatnið");
    // The second becomes the cover.
    fireEvent.click(within(form).getByRole("button", { name: "Move photo 2 up" }));
    expect((within(form).getByLabelText("Alt text (Icelandic), photo 1") as HTMLInputElement).value).toBe("Önnur");
    for (const [label, text] of [
      ["Name", "Ný leið"],
      ["Distance (km)", "5"],
      ["Region", "Suðurland"],
      ["Description", "Lýsing."],
      ["Link", "https://example.is/ny"],
      ["Latitude", "64"],
      ["Longitude", "-20"],
    ] as const) {
      fireEvent.change(within(form).getByLabelText(label, { exact: true }), { target: { value: text } });
    }
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith("success", 'Route "Ný leið" added. 2 photos added'));
    const uploads = calls.filter((call) => call.url === "/api/routes/9/photos").map((call) => call.body as FormData);
    expect(uploads.map((form) => [form.get("alt"), form.get("altEn"), form.get("caption"), (form.get("file") as File).name])).toEqual([
      ["Önnur", "Second", "Við vatnið", "b.jpg"],
      ["Fyrsta", "First", "", "a.jpg"],
    ]);
    // Sent in the order wanted: no reordering needed.
    expect(calls.some((call) => call.url.endsWith("/photos/order"))).toBe(false);
    expect(within(form).queryByRole("listitem")).toBeNull();
  });

  it("in Edit, removes a photo and puts a new one first, then sends the order", async () => {
    answers["GET /api/routes/3"] = { body: { route: existing, track: null, photos: [storedPhoto(1, "Gamla forsíðan"), storedPhoto(2, "Önnur gömul")] } };
    answers["POST /backend/update_route.php?id=3"] = { body: { message: "Route updated" } };
    answers["DELETE /api/routes/3/photos/2"] = { body: { message: "Myndinni var eytt." } };
    answers["PUT /api/routes/3/photos/order"] = { body: { message: "Röð myndanna vistuð.", photos: [] } };
    const show = await renderDashboard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Edit 3 - Gömul leið" }));
    });
    const form = await screen.findByRole("form", { name: "Edit Route" });
    await within(form).findByLabelText("Add photos");
    expect(within(form).getByRole("listitem", { name: "Photo 1 (cover)" }).textContent).toContain("Gamla forsíðan");
    fireEvent.click(within(form).getByRole("button", { name: "Remove photo 2" }));
    expect(within(form).getByText("1 photo will be removed when you save.")).toBeTruthy();
    await act(async () => {
      fireEvent.change(within(form).getByLabelText("Add photos"), { target: { files: [jpeg("ny.jpg")] } });
    });
    type(form, "Alt text (Icelandic), photo 2", "Ný forsíða");
    type(form, "Alt text (English), photo 2", "New cover");
    fireEvent.click(within(form).getByRole("button", { name: "Move photo 2 up" }));
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith("success", "Route updated. 1 photo added"));
    const writes = calls.filter((call) => call.url.startsWith("/api/routes/3/photos")).map((call) => `${call.method} ${call.url}`);
    expect(writes).toEqual(["DELETE /api/routes/3/photos/2", "POST /api/routes/3/photos", "PUT /api/routes/3/photos/order"]);
    const order = calls.find((call) => call.url.endsWith("/order"));
    expect(JSON.parse(String(order?.body))).toEqual({ ids: [20, 1] });
  });

  it("in Edit, edits a stored photo's texts in place: Save texts sends them at once, Cancel puts them back", async () => {
    answers["GET /api/routes/3"] = { body: { route: existing, track: null, photos: [storedPhoto(1, "Gamla forsíðan"), storedPhoto(2, "Önnur gömul")] } };
    answers["PATCH /api/routes/3/photos/1"] = {
      body: { message: "Textar myndarinnar voru vistaðir.", photo: { ...storedPhoto(1, "Ný lýsing"), altEn: "New alt", caption: "Við vatnið" } },
    };
    const show = await renderDashboard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Edit 3 - Gömul leið" }));
    });
    const form = await screen.findByRole("form", { name: "Edit Route" });
    await within(form).findByLabelText("Add photos");
    expect(within(form).queryByLabelText("Alt text (Icelandic), photo 1")).toBeNull();

    // Cancel leaves the photo as it was and sends nothing.
    fireEvent.click(within(form).getByRole("button", { name: "Edit texts of photo 2" }));
    expect((within(form).getByLabelText("Alt text (Icelandic), photo 2") as HTMLInputElement).value).toBe("Önnur gömul");
    type(form, "Alt text (Icelandic), photo 2", "Breytt en hætt við");
    fireEvent.click(within(form).getByRole("button", { name: "Cancel editing texts of photo 2" }));
    expect(within(form).queryByLabelText("Alt text (Icelandic), photo 2")).toBeNull();
    expect(within(form).getByRole("listitem", { name: "Photo 2" }).textContent).toContain("Önnur gömul");

    fireEvent.click(within(form).getByRole("button", { name: "Edit texts of photo 1" }));
    // An empty alt text is not sent: the field says what is missing.
    type(form, "Alt text (Icelandic), photo 1", "");
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save texts of photo 1" }));
    });
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
    type(form, "Alt text (Icelandic), photo 1", "Ný lýsing");
    type(form, "Alt text (English), photo 1", "New alt");
    type(form, "Caption (optional), photo 1", "Við vatnið");
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save texts of photo 1" }));
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith("success", "Photo texts saved"));
    const patch = calls.find((call) => call.method === "PATCH");
    expect(patch?.url).toBe("/api/routes/3/photos/1");
    expect(JSON.parse(String(patch?.body))).toEqual({ alt: "Ný lýsing", altEn: "New alt", caption: "Við vatnið", captionEn: "" });
    expect(within(form).queryByLabelText("Alt text (Icelandic), photo 1")).toBeNull();
    expect(within(form).getByRole("listitem", { name: "Photo 1 (cover)" }).textContent).toContain("Ný lýsing");
  });

  it("in Edit, keeps a photo's texts open when the server refuses them, and saves texts still open with the route", async () => {
    answers["GET /api/routes/3"] = { body: { route: existing, track: null, photos: [storedPhoto(1, "Gamla forsíðan")] } };
    answers["PATCH /api/routes/3/photos/1"] = { status: 400, body: { message: "Lýsing myndar má vera í mesta lagi 300 stafir." } };
    answers["POST /backend/update_route.php?id=3"] = { body: { message: "Route updated" } };
    const show = await renderDashboard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Edit 3 - Gömul leið" }));
    });
    const form = await screen.findByRole("form", { name: "Edit Route" });
    await within(form).findByLabelText("Add photos");
    fireEvent.click(within(form).getByRole("button", { name: "Edit texts of photo 1" }));
    type(form, "Alt text (English), photo 1", "Old cover");
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save texts of photo 1" }));
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith("error", "Failed to save photo texts: HTTP error! Status: 400 — Lýsing myndar má vera í mesta lagi 300 stafir."),
    );
    expect((within(form).getByLabelText("Alt text (English), photo 1") as HTMLInputElement).value).toBe("Old cover");

    answers["PATCH /api/routes/3/photos/1"] = { body: { message: "Textar myndarinnar voru vistaðir.", photo: storedPhoto(1, "Gamla forsíðan") } };
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith("success", "Route updated. Photos updated"));
    const patches = calls.filter((call) => call.method === "PATCH").map((call) => JSON.parse(String(call.body)));
    expect(patches.at(-1)).toEqual({ alt: "Gamla forsíðan", altEn: "Old cover", caption: "", captionEn: "" });
  });

  it("refuses a file over 25 MB before sending it, in Icelandic", async () => {
    const show = await renderDashboard();
    const form = screen.getByRole("form", { name: "Add Route" });
    const big = jpeg("stor.jpg");
    Object.defineProperty(big, "size", { value: 26 * 1024 * 1024 });
    await act(async () => {
      fireEvent.change(within(form).getByLabelText("Add photos"), { target: { files: [big] } });
    });
    expect(show).toHaveBeenCalledWith("error", "Failed to add photo: stor.jpg: myndin er stærri en 25 MB.");
    expect(within(form).queryByRole("listitem")).toBeNull();
  });

  it("shows the server's Icelandic reason when a photo is refused", async () => {
    answers["GET /api/routes/3"] = { body: { route: existing, track: null, photos: [] } };
    answers["POST /backend/update_route.php?id=3"] = { body: { message: "Route updated" } };
    answers["POST /api/routes/3/photos"] = { status: 415, body: { message: "SVG-myndir eru ekki teknar. Sendu JPEG, PNG, WebP eða AVIF." } };
    const show = await renderDashboard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Edit 3 - Gömul leið" }));
    });
    const form = await screen.findByRole("form", { name: "Edit Route" });
    await within(form).findByLabelText("Add photos");
    await act(async () => {
      fireEvent.change(within(form).getByLabelText("Add photos"), { target: { files: [jpeg("mynd.svg")] } });
    });
    type(form, "Alt text (Icelandic), photo 1", "x");
    type(form, "Alt text (English), photo 1", "x");
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        "error",
        "Failed to save photos: HTTP error! Status: 415 — SVG-myndir eru ekki teknar. Sendu JPEG, PNG, WebP eða AVIF.",
      ),
    );
  });
});
