import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Campsite } from "../../../content/types.ts";
import { featureText } from "../../i18n/feature-messages.ts";
import { CampsiteCard, seasonText } from "./campsite-card.tsx";
import { catalogue } from "./messages.ts";

const glaðheimar: Campsite = {
  name: "Blönduós – Glaðheimar",
  region: "Norðurland vestra",
  description: "Tjaldsvæðið á Blönduósi.",
  season: "1. júní til 1. september",
  bookingUrl: "https://gladheimar.is",
  nearbyRouteNames: ["Svínavatnshringurinn", "Óþekkt leið", "Vatnsdalshringurinn"],
  links: [{ label: "Ferðafimman í Húnabyggð", href: "https://hunabyggd.is/is/mannlif/umhverfi/fimmur" }],
  latitude: 65.66,
  longitude: -20.28,
};

function renderCard(campsite: Campsite, routeIds: ReadonlyMap<string, number>, routeNames?: ReadonlyMap<string, string>) {
  return render(
    <Router hook={memoryLocation({ path: "/" }).hook}>
      <CampsiteCard campsite={campsite} routeIds={routeIds} routeNames={routeNames} />
    </Router>,
  );
}

describe("CampsiteCard", () => {
  it("links a site that takes no bookings to its page as “Vefsíða”, not “Bóka / nánar”", () => {
    renderCard({ ...glaðheimar, name: "Skaftafell", bookingUrl: "https://tjalda.is/skaftafell/", noBooking: true }, new Map());
    const card = screen.getByRole("article", { name: "Skaftafell" });
    expect(within(card).getByRole("link", { name: "Vefsíða – Skaftafell" }).getAttribute("href")).toBe("https://tjalda.is/skaftafell/");
    expect(within(card).queryByRole("link", { name: /Bóka/ })).toBeNull();
  });

  it("shows the name, region, season, description, booking link and other links", () => {
    renderCard(glaðheimar, new Map());
    const card = screen.getByRole("article", { name: "Blönduós – Glaðheimar" });
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("Blönduós – Glaðheimar");
    expect(within(card).getByText("Norðurland vestra")).toBeTruthy();
    expect(within(card).getByText("Opið: 1. júní til 1. september")).toBeTruthy();
    expect(within(card).getByText("Tjaldsvæðið á Blönduósi.")).toBeTruthy();
    const booking = within(card).getByRole("link", { name: "Bóka / nánar – Blönduós – Glaðheimar" });
    expect(booking.getAttribute("href")).toBe("https://gladheimar.is");
    expect(booking.getAttribute("target")).toBe("_blank");
    const other = within(card).getByRole("link", { name: "Ferðafimman í Húnabyggð" });
    expect(other.getAttribute("target")).toBe("_blank");
    expect(other.getAttribute("rel")).toContain("noopener");
  });

  it("names a nearby route by the name the page gives it (its English name on an English page)", () => {
    renderCard(
      glaðheimar,
      new Map([
        ["Svínavatnshringurinn", 21],
        ["Vatnsdalshringurinn", 7],
      ]),
      new Map([["Svínavatnshringurinn", "Svínavatn loop"]]),
    );
    const links = screen.getAllByRole("link", { name: /^Hjólaleið í nágrenninu:/ });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Hjólaleið í nágrenninu: Svínavatn loop", "/routes?routeId=21"],
      ["Hjólaleið í nágrenninu: Vatnsdalshringurinn", "/routes?routeId=7"],
    ]);
  });

  it("links each nearby route that the site knows to /routes?routeId={id}, and nothing for the others", () => {
    renderCard(
      glaðheimar,
      new Map([
        ["Svínavatnshringurinn", 21],
        ["Vatnsdalshringurinn", 7],
        ["Kjölur", 8],
      ]),
    );
    const links = screen.getAllByRole("link", { name: /^Hjólaleið í nágrenninu:/ });
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("target")])).toEqual([
      ["Hjólaleið í nágrenninu: Svínavatnshringurinn", "/routes?routeId=21", null],
      ["Hjólaleið í nágrenninu: Vatnsdalshringurinn", "/routes?routeId=7", null],
    ]);
    expect(screen.queryByText(/Óþekkt leið/)).toBeNull();
  });

  it("shows no route links while the routes are unknown (loading or failed)", () => {
    renderCard(glaðheimar, new Map());
    expect(screen.queryByText(/Hjólaleið í nágrenninu/)).toBeNull();
  });

  it("leaves out the season, the booking link and the link list when the data has none", () => {
    renderCard({ ...glaðheimar, season: undefined, bookingUrl: undefined, nearbyRouteNames: [], links: [] }, new Map());
    expect(screen.queryByText(/^Opið/)).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("seasonText", () => {
  it("prefixes a period with 'Opið:' but leaves a season that already says so", () => {
    const icelandic = featureText(catalogue, "is");
    expect(seasonText("1. apríl til 31. október", icelandic)).toBe("Opið: 1. apríl til 31. október");
    expect(seasonText("Opið allt árið", icelandic)).toBe("Opið allt árið");
    const english = featureText(catalogue, "en");
    expect(seasonText("1 April to 31 October", english)).toBe("Open: 1 April to 31 October");
    expect(seasonText("Open all year", english)).toBe("Open all year");
  });
});
