import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Route } from "../../../../shared/route.ts";
import { RouteCard } from "./route-card.tsx";

const route: Route = {
  id: 7,
  name: "Kjölur",
  region: "Hálendið",
  description: "Hálendisleið.",
  distance: 165,
  latitude: 64.8,
  longitude: -19.5,
  link: "https://example.is",
  videolink: null,
};

describe("RouteCard's cover", () => {
  it("shows a route's cover small and lazy, with its size and alt text", () => {
    const cover = { id: 7, alt: "Vegur yfir hálendið", altEn: null, url: "/photos/x-480x320.webp", width: 480, height: 320 };
    render(<RouteCard route={{ ...route, cover }} />);
    const image = screen.getByRole("img", { name: "Vegur yfir hálendið" });
    expect(image.getAttribute("src")).toBe(cover.url);
    expect(image.getAttribute("loading")).toBe("lazy");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["480", "320"]);
  });

  it("shows no image for a route without photos", () => {
    render(<RouteCard route={route} />);
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("RouteCard's links", () => {
  it("name their route, so a list of the page's links tells each card's apart", () => {
    render(<RouteCard route={{ ...route, videolink: "https://example.is/myndband" }} />);
    expect(screen.getByRole("link", { name: "Skoða leið: Kjölur" }).getAttribute("href")).toBe("/routes/7");
    expect(screen.getByRole("link", { name: "Nánari upplýsingar: Kjölur" }).getAttribute("href")).toBe("https://example.is");
    expect(screen.getByRole("link", { name: "Myndband: Kjölur" }).getAttribute("href")).toBe("https://example.is/myndband");
  });
});
