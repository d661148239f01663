import { fireEvent, render as renderInDom, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Route } from "../../../../shared/route.ts";
import type { RemoteList } from "../../../lib/remote-list.ts";
import type { RouteCovers } from "./route-covers.ts";
import { ALL_CARDS_UP_TO, placeCards, ROUTES_PAGE_SIZE, RouteList, SCROLL_TO_ROUTE_DELAY_MS } from "./route-list.tsx";
import { useRouteSearch } from "./use-route-search.ts";

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
const render = (element: ReactElement) => renderInDom(<Router hook={memoryLocation({ path: "/" }).hook}>{element}</Router>);

/** The list with its search, as the /routes page puts them together. */
function List({ routes, initialSearch, focusRouteId }: { routes: RemoteList<Route>; initialSearch: string; focusRouteId: number | null }) {
  return <RouteList routes={routes} search={useRouteSearch(routes, initialSearch)} focusRouteId={focusRouteId} />;
}

const loaded = { status: "loaded" as const, items: [route(1, "Elsta"), route(2, "Miðja", "Vestfirðir"), route(3, "Nýjasta")] };

describe("RouteList", () => {
  it("shows the loading text", () => {
    render(<List routes={{ status: "loading" }} initialSearch="" focusRouteId={null} />);
    expect(screen.getByRole("status").textContent).toBe("Hleð rafhjólaleiðum...");
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("shows the error text without a search box", () => {
    render(<List routes={{ status: "error", error: new Error("HTTP error! Status: 500") }} initialSearch="" focusRouteId={null} />);
    expect(screen.getByRole("alert").textContent).toBe("Failed to load routes. Please try again later.");
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("shows an empty list without a search box", () => {
    render(<List routes={{ status: "loaded", items: [] }} initialSearch="" focusRouteId={null} />);
    expect(screen.getByRole("status").textContent).toBe("Engar leiðir skráðar enn.");
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("shows the cards newest first with the distance in km", () => {
    render(<List routes={loaded} initialSearch="" focusRouteId={null} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Nýjasta", "Miðja", "Elsta"]);
    expect(screen.getAllByText("20,5 km")).toHaveLength(3);
  });

  it("links each card to its route's page", () => {
    render(<List routes={loaded} initialSearch="" focusRouteId={null} />);
    const link = screen.getByRole("link", { name: "Skoða leið: Miðja" });
    expect(link.getAttribute("href")).toBe("/routes/2");
    expect(screen.getAllByRole("link", { name: /^Skoða leið/ })).toHaveLength(3);
  });

  it("prefills the search, filters live and offers to show all routes when nothing matches", () => {
    render(<List routes={loaded} initialSearch="vestfirðir" focusRouteId={null} />);
    const search = screen.getByRole("searchbox", { name: "Leita að leið" }) as HTMLInputElement;
    expect(search.value).toBe("vestfirðir");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Miðja"]);
    fireEvent.change(search, { target: { value: "Grímsey" } });
    expect(screen.getByText("Engar leiðir fundust")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sýna allar leiðir" }));
    expect(search.value).toBe("");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
  });
});

describe("RouteList's count and order of matches", () => {
  const items = [
    { ...route(1, "Kjölur"), description: "Löng leið um Hveravelli." },
    route(2, "Hveravellir hringur"),
    { ...route(3, "Askja"), region: "Við Hveravelli" },
    route(4, "Hveravellir stutt"),
  ];
  const routes = { status: "loaded" as const, items };
  const count = () => document.querySelector("[aria-live='polite']");

  it("lists the routes whose name matches first, each group newest first", () => {
    render(<List routes={routes} initialSearch="hveravell" focusRouteId={null} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Hveravellir stutt",
      "Hveravellir hringur",
      "Askja",
      "Kjölur",
    ]);
  });

  it("says politely how many routes match, with the Icelandic plural", () => {
    render(<List routes={routes} initialSearch="" focusRouteId={null} />);
    expect(count()?.textContent).toBe("4 leiðir");
    const search = screen.getByRole("searchbox", { name: "Leita að leið" });
    fireEvent.change(search, { target: { value: "askja" } });
    expect(count()?.textContent).toBe("1 leið");
    fireEvent.change(search, { target: { value: "hveravellir" } });
    expect(count()?.textContent).toBe("2 leiðir");
    fireEvent.change(search, { target: { value: "Grímsey" } });
    // Nothing matches: the message says so, and the count says nothing more.
    expect(count()?.textContent).toBe("");
    expect(screen.getByText("Engar leiðir fundust")).toBeTruthy();
  });

  it("counts 21 matches as 21 leið", () => {
    const many = { status: "loaded" as const, items: Array.from({ length: 21 }, (_, index) => route(index + 1, `Leið ${index + 1}`)) };
    render(<List routes={many} initialSearch="" focusRouteId={null} />);
    expect(count()?.textContent).toBe("21 leið");
  });
});

describe("RouteList with many routes", () => {
  const list = (count: number) => ({ status: "loaded" as const, items: Array.from({ length: count }, (_, index) => route(index + 1, `Leið ${index + 1}`)) });
  const many = list(ALL_CARDS_UP_TO + 1);
  const names = () => screen.getAllByRole("article").map((card) => card.id);
  const search = () => screen.getByRole("searchbox", { name: "Leita að leið" });

  it(`shows one page of cards above ${ALL_CARDS_UP_TO} matches, and more on request`, () => {
    render(<List routes={many} initialSearch="" focusRouteId={null} />);
    expect(names()).toEqual(Array.from({ length: ROUTES_PAGE_SIZE }, (_, index) => `route-${many.items.length - index}`));
    // 201 ends in 1 (not 11), so Icelandic counts it in the singular: "af 201 leið".
    expect(screen.getByText(`${ROUTES_PAGE_SIZE} af 201 leið sýndar`)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sýna fleiri leiðir" }));
    expect(screen.getAllByRole("article")).toHaveLength(2 * ROUTES_PAGE_SIZE);
    expect(screen.getByText(`${2 * ROUTES_PAGE_SIZE} af 201 leið sýndar`)).toBeTruthy();
  });

  it(`shows every match once a search leaves ${ALL_CARDS_UP_TO} or fewer, and searches every route`, () => {
    render(<List routes={many} initialSearch="lýsing á" focusRouteId={null} />);
    // Every description matches: one page of cards, and the count of all.
    expect(screen.getAllByRole("article")).toHaveLength(ROUTES_PAGE_SIZE);
    fireEvent.change(search(), { target: { value: "Leið 2" } });
    // Leið 2, 20–29 and 200–201: 13 matches, more than a page and every one shown, the oldest of them last.
    expect(names()).toEqual([
      "route-201",
      "route-200",
      "route-29",
      "route-28",
      "route-27",
      "route-26",
      "route-25",
      "route-24",
      "route-23",
      "route-22",
      "route-21",
      "route-20",
      "route-2",
    ]);
    expect(screen.queryByRole("button", { name: "Sýna fleiri leiðir" })).toBeNull();
    fireEvent.change(search(), { target: { value: "Leið 7" } });
    expect(names()).toEqual([
      "route-79",
      "route-78",
      "route-77",
      "route-76",
      "route-75",
      "route-74",
      "route-73",
      "route-72",
      "route-71",
      "route-70",
      "route-7",
    ]);
  });

  it("hides the cards a narrower search leaves out and shows the same cards again, without two cards of one id", () => {
    const routes = list(15);
    render(<List routes={routes} initialSearch="" focusRouteId={null} />);
    const placed = () => [...document.querySelectorAll("article")];
    const byId = new Map(placed().map((card) => [card.id, card]));
    expect(byId.size).toBe(15);
    fireEvent.change(search(), { target: { value: "Leið 7" } });
    expect(names()).toEqual(["route-7"]);
    // The other cards stay in the page, hidden and without ids.
    expect(placed()).toHaveLength(15);
    expect(placed().filter((card) => card.hidden && (card.id !== "" || card.querySelector("[id]")))).toHaveLength(0);
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    fireEvent.change(search(), { target: { value: "Grímsey" } });
    expect(screen.getByText("Engar leiðir fundust")).toBeTruthy();
    expect(screen.queryAllByRole("article")).toEqual([]);
    expect(screen.queryAllByRole("link", { name: /^Skoða leið/ })).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Sýna allar leiðir" }));
    expect(screen.queryByText("Engar leiðir fundust")).toBeNull();
    expect(names()).toEqual(Array.from({ length: 15 }, (_, index) => `route-${15 - index}`));
    // Each route's card is the element it had before the search.
    for (const card of screen.getAllByRole("article")) expect(card).toBe(byId.get(card.id));
  });

  it("moves no card when a narrower search keeps the cards' order, and hides the others where they stand", () => {
    render(<List routes={list(15)} initialSearch="" focusRouteId={null} />);
    const placed = () => [...document.querySelectorAll("article")];
    const before = placed();
    fireEvent.change(search(), { target: { value: "Leið 1" } });
    expect(names()).toEqual(["route-15", "route-14", "route-13", "route-12", "route-11", "route-10", "route-1"]);
    // Every card is where it was: the page's order of elements, hidden ones included, has not changed.
    expect(placed()).toEqual(before);
    fireEvent.change(search(), { target: { value: "" } });
    expect(placed()).toEqual(before);
    expect(placed().filter((card) => card.hidden)).toEqual([]);
  });

  it(`above ${ALL_CARDS_UP_TO} matches, shows other routes in the same cards, and only their own cover`, () => {
    const routes = list(2 * ALL_CARDS_UP_TO);
    const cover = (id: number, name: string) => [id, { id, url: `/photos/${name}.webp`, width: 640, height: 480, alt: name, altEn: null }] as const;
    // The newest route and the newest of the 300 below have covers; the second newest has none.
    const covers = new Map([cover(2 * ALL_CARDS_UP_TO, "Kápa"), cover(2 * ALL_CARDS_UP_TO - 100, "Önnur kápa")]);
    const Filtered = ({ shown }: { shown: readonly Route[] }) => (
      <RouteList routes={routes} covers={covers} search={useRouteSearch(routes, "")} shown={shown} focusRouteId={null} />
    );
    const newestFirst = [...routes.items].reverse();
    const { rerender } = render(<Filtered shown={newestFirst} />);
    const before = screen.getAllByRole("article");
    expect(before).toHaveLength(ROUTES_PAGE_SIZE);
    const firstCover = before[0]?.querySelector("img");
    expect(firstCover?.getAttribute("alt")).toBe("Kápa");
    expect(before[1]?.querySelector("img")).toBeNull();
    // Another 300 routes (a filter): the same elements show them, in their order, each with its own cover only.
    const others = newestFirst.slice(100);
    rerender(
      <Router hook={memoryLocation({ path: "/" }).hook}>
        <Filtered shown={others} />
      </Router>,
    );
    const after = screen.getAllByRole("article");
    expect(after).toHaveLength(ROUTES_PAGE_SIZE);
    for (const [place, card] of after.entries()) expect(card).toBe(before[place]);
    expect(names()).toEqual(others.slice(0, ROUTES_PAGE_SIZE).map((item) => `route-${item.id}`));
    // A new image element for another route's cover, so the last route's picture is never shown while it loads.
    const secondCover = after[0]?.querySelector("img");
    expect(secondCover?.getAttribute("src")).toBe("/photos/Önnur kápa.webp");
    expect(secondCover).not.toBe(firstCover);
    expect(after[1]?.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: `Skoða leið: ${others[0]?.name}` }).getAttribute("href")).toBe(`/routes/${others[0]?.id}`);
    // Down to 15 routes and back above 200: every match, then a page again, never two cards of one id.
    for (const shown of [newestFirst.slice(0, 15), newestFirst]) {
      rerender(
        <Router hook={memoryLocation({ path: "/" }).hook}>
          <Filtered shown={shown} />
        </Router>,
      );
      expect(names()).toEqual(shown.slice(0, shown.length > ALL_CARDS_UP_TO ? ROUTES_PAGE_SIZE : shown.length).map((item) => `route-${item.id}`));
      const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  describe("scrolling to ?routeId's card", () => {
    afterEach(() => {
      vi.useRealTimers();
      Reflect.deleteProperty(Element.prototype, "scrollIntoView");
    });

    it("scrolls once the card is drawn, however long after the routes the covers come", () => {
      vi.useFakeTimers();
      const scrolledTo: string[] = [];
      Element.prototype.scrollIntoView = function (this: Element) {
        scrolledTo.push(this.id);
      };
      const routes = list(15);
      const Focused = ({ covers }: { covers: RouteCovers | null }) => (
        <RouteList routes={routes} covers={covers} search={useRouteSearch(routes, "")} focusRouteId={3} />
      );
      const { rerender } = render(<Focused covers={null} />);
      // The routes are in, the covers are not: the loading line, and nothing to scroll to yet.
      expect(screen.getByRole("status").textContent).toBe("Hleð rafhjólaleiðum...");
      vi.advanceTimersByTime(10 * SCROLL_TO_ROUTE_DELAY_MS);
      expect(scrolledTo).toEqual([]);
      rerender(
        <Router hook={memoryLocation({ path: "/" }).hook}>
          <Focused covers={new Map()} />
        </Router>,
      );
      vi.advanceTimersByTime(SCROLL_TO_ROUTE_DELAY_MS);
      expect(scrolledTo).toEqual(["route-3"]);
    });
  });

  it("renders ?routeId's card even when it is beyond the first page", () => {
    // The 21st newest route: the cards reach it, and no further.
    const focus = many.items.length - 20;
    render(<List routes={many} initialSearch="" focusRouteId={focus} />);
    expect(document.getElementById(`route-${focus}`)).not.toBeNull();
    expect(screen.getAllByRole("article")).toHaveLength(21);
  });
});

describe("placeCards", () => {
  const routes = Array.from({ length: 6 }, (_, index) => route(index + 1, `Leið ${index + 1}`));
  const [a, b, c, d, e, f] = routes as [Route, Route, Route, Route, Route, Route];
  const ids = (cards: readonly Route[]) => cards.map((card) => card.id);

  it("keeps the cards as they are when the visible routes are in their order", () => {
    const cards = [a, b, c, d, e, f];
    expect(placeCards(cards, [b, d, e])).toBe(cards);
    expect(placeCards(cards, cards)).toBe(cards);
  });

  it("puts the visible routes first, in their new order, when they are not in the cards' order", () => {
    expect(ids(placeCards([a, b, c, d], [d, b]))).toEqual([4, 2, 1, 3]);
    // A route without a card yet: it comes in its place among the visible, the kept cards after them.
    expect(ids(placeCards([a, b, c], [f, a]))).toEqual([6, 1, 2, 3]);
  });

  it("shows a route read again with what the list holds now, without moving its card", () => {
    const renamed = { ...b, name: "Nýtt nafn" };
    const placed = placeCards([a, b, c], [renamed, c]);
    expect(ids(placed)).toEqual([1, 2, 3]);
    expect(placed[1]).toBe(renamed);
  });
});
