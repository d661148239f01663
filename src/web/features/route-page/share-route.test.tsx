import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Route } from "../../../shared/route.ts";
import { SHARE_FEEDBACK_MS, ShareRoute } from "./share-route.tsx";

const route: Route = {
  id: 42,
  name: "Prufuleið",
  region: "Vesturland",
  description: "Lýsing.",
  distance: 10,
  latitude: 64.5,
  longitude: -22,
  link: "https://example.is",
  videolink: null,
};
const pageUrl = `${window.location.origin}/routes/42`;

function setNavigator(name: "share" | "clipboard", value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true });
}

async function clickShare() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Deila leið" }));
  });
}

const liveText = () => document.querySelector("[aria-live=polite]")?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  setNavigator("share", undefined);
  setNavigator("clipboard", undefined);
});

describe("ShareRoute", () => {
  it("opens the browser's share sheet with the route page's address when there is one", async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    setNavigator("share", share);
    setNavigator("clipboard", { writeText });
    render(<ShareRoute route={route} gpxFileName={null} />);
    await clickShare();
    expect(share).toHaveBeenCalledWith({ title: "Prufuleið", text: "Prufuleið – Vesturland", url: pageUrl });
    expect(writeText).not.toHaveBeenCalled();
    expect(liveText()).toBe("");
  });

  it("does nothing more when the visitor closes the share sheet", async () => {
    const writeText = vi.fn(async () => undefined);
    setNavigator(
      "share",
      vi.fn(async () => Promise.reject(new DOMException("cancelled", "AbortError"))),
    );
    setNavigator("clipboard", { writeText });
    render(<ShareRoute route={route} gpxFileName={null} />);
    await clickShare();
    expect(writeText).not.toHaveBeenCalled();
    expect(liveText()).toBe("");
  });

  it("copies the link and says so for 2 seconds when the browser cannot share", async () => {
    const writeText = vi.fn(async () => undefined);
    setNavigator("clipboard", { writeText });
    render(<ShareRoute route={route} gpxFileName={null} />);
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(pageUrl);
    expect(liveText()).toBe("Tengill á leiðina afritaður!");
    act(() => vi.advanceTimersByTime(SHARE_FEEDBACK_MS));
    expect(liveText()).toBe("");
  });

  it("falls back to copying when sharing is refused for another reason", async () => {
    const writeText = vi.fn(async () => undefined);
    setNavigator(
      "share",
      vi.fn(async () => Promise.reject(new DOMException("no", "NotAllowedError"))),
    );
    setNavigator("clipboard", { writeText });
    render(<ShareRoute route={route} gpxFileName={null} />);
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(pageUrl);
    expect(liveText()).toBe("Tengill á leiðina afritaður!");
  });

  it("says 'Villa við afritun' when neither sharing nor the clipboard works", async () => {
    render(<ShareRoute route={route} gpxFileName={null} />);
    await clickShare();
    expect(liveText()).toBe("Villa við afritun");
  });

  it("offers the GPX download only when the route has a track", () => {
    const { rerender } = render(<ShareRoute route={route} gpxFileName={null} />);
    expect(screen.queryByRole("link", { name: "Sækja GPX" })).toBeNull();
    rerender(<ShareRoute route={route} gpxFileName="prufuleid.gpx" />);
    expect(screen.getByRole("link", { name: "Sækja GPX" }).getAttribute("download")).toBe("prufuleid.gpx");
  });
});
