import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { shops } from "../../../content/shops.ts";
import { workshops } from "../../../content/workshops.ts";
import { ShopCard } from "./shop-card.tsx";

describe("ShopCard", () => {
  it("shows the name, location, brands as chips, description and a 'Vefsíða' link", () => {
    render(<ShopCard shop={{ name: "Kuldi", location: "Reykjavík", brands: ["Norco", "Pivot"], url: "https://kuldi.net", description: "Selur rafhjól." }} />);
    const card = screen.getByRole("article", { name: "Kuldi" });
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("Kuldi");
    expect(within(card).getByText("Reykjavík")).toBeTruthy();
    const chips = within(within(card).getByRole("list", { name: "Tegundir" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["Norco", "Pivot"]);
    expect(within(card).getByText("Selur rafhjól.")).toBeTruthy();
    const link = within(card).getByRole("link", { name: /^Vefsíða/ });
    expect(link.getAttribute("href")).toBe("https://kuldi.net");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("leaves out the location and the chips when there are none", () => {
    render(<ShopCard shop={{ name: "Peloton", brands: [], url: "https://www.peloton.is", description: "Vefverslun." }} />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByRole("article").querySelectorAll("p")).toHaveLength(1);
  });

  it("renders a workshop, with no link when it has no website", () => {
    const [workshop] = workshops;
    if (!workshop) throw new Error("no workshop");
    const { unmount } = render(<ShopCard shop={workshop} />);
    expect(screen.getByRole("article", { name: workshop.name })).toBeTruthy();
    unmount();
    render(<ShopCard shop={{ name: "Verkstæði", description: "Gerir við.", brands: ["Fantic"] }} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Fantic")).toBeTruthy();
  });

  it("renders every shop in the data", () => {
    for (const shop of shops) {
      const { unmount } = render(<ShopCard shop={shop} />);
      expect(screen.getByRole("link").getAttribute("href")).toBe(shop.url);
      expect(screen.queryAllByRole("listitem")).toHaveLength(shop.brands.length);
      unmount();
    }
  });
});
