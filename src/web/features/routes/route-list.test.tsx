import { fireEvent, render as renderInDom, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Route } from "../../../shared/route.ts";
import { RouteList } from "./route-list.tsx";

const route = (id: number, name: string, region = "Suðurland"): Route => ({
  id,
  name,
  region,
  description: `Lýsing á ${name}.`,
  distance: 20.5,
  latitude: 64,
  longitude: -20,
  link: "https://example.is",
  videolink: null,
});
// The cards link to each route's page, so they render inside a router.
const render = (element: ReactElement) => renderInDom(<MemoryRouter>{element}</MemoryRouter>);

const loaded = { status: "loaded" as const, items: [route(1, "Elsta"), route(2, "Miðja", "Vestfirðir"), route(3, "Nýjasta")] };

describe("RouteList", () => {
  it("shows the loading text", () => {
    render(<RouteList routes={{ status: "loading" }} initialSearch="" focusRouteId={null} />);
    expect(screen.getByRole("status").textContent).toBe("Hleð rafhjólaleiðum...");
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("shows the error text without a search box", () => {
    render(<RouteList routes={{ status: "error", error: new Error("HTTP error! Status: 500") }} initialSearch="" focusRouteId={null} />);
    expect(screen.getByRole("alert").textContent).toBe("Failed to load routes. Please try again later.");
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("shows an empty list without a search box", () => {
    render(<RouteList routes={{ status: "loaded", items: [] }} initialSearch="" focusRouteId={null} />);
    expect(screen.getByRole("status").textContent).toBe("Engar leiðir skráðar enn.");
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("shows the cards newest first with the distance in km", () => {
    render(<RouteList routes={loaded} initialSearch="" focusRouteId={null} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Nýjasta", "Miðja", "Elsta"]);
    expect(screen.getAllByText("20,5 km")).toHaveLength(3);
  });

  it("links each card to its route's page", () => {
    render(<RouteList routes={loaded} initialSearch="" focusRouteId={null} />);
    const link = screen.getByRole("link", { name: "Skoða leið: Miðja" });
    expect(link.getAttribute("href")).toBe("/routes/2");
    expect(screen.getAllByRole("link", { name: /^Skoða leið/ })).toHaveLength(3);
  });

  it("prefills the search, filters live and offers to show all routes when nothing matches", () => {
    render(<RouteList routes={loaded} initialSearch="vestfirðir" focusRouteId={null} />);
    const search = screen.getByRole("searchbox", { name: "Leita að leið" }) as HTMLInputElement;
    expect(search.value).toBe("vestfirðir");
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Miðja"]);
    fireEvent.change(search, { target: { value: "Grímsey" } });
    expect(screen.getByText("Engar leiðir fundust")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sýna allar leiðir" }));
    expect(search.value).toBe("");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });
});
