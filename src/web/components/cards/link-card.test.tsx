import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardGrid } from "./card-grid.tsx";
import { CardSection } from "./card-section.tsx";
import { LinkCard } from "./link-card.tsx";

describe("LinkCard", () => {
  it("shows the name as an h3, the description and an outbound link button named after the card", () => {
    render(<LinkCard name="Cycling Iceland" description="Hjólakort af landinu." href="https://cyclingiceland.is" linkLabel="Skoða vefinn" />);
    const card = screen.getByRole("article", { name: "Cycling Iceland" });
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("Cycling Iceland");
    expect(within(card).getByText("Hjólakort af landinu.")).toBeTruthy();
    const link = within(card).getByRole("link", { name: "Skoða vefinn – Cycling Iceland" });
    expect(link.getAttribute("href")).toBe("https://cyclingiceland.is");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("shows the meta line only when given, and an h2 when asked", () => {
    const { rerender } = render(<LinkCard name="Leið" description="Lýsing." href="https://example.is" linkLabel="Nánar" />);
    expect(screen.queryByText("21 km")).toBeNull();
    rerender(<LinkCard name="Leið" description="Lýsing." href="https://example.is" linkLabel="Nánar" meta="21 km" headingLevel={2} />);
    expect(screen.getByText("21 km")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Leið");
  });
});

describe("CardSection and CardGrid", () => {
  it("titles a section with an h2, labels it and gives it the id for in-page links", () => {
    render(
      <CardSection id="gisting" title="Gisting">
        <CardGrid>
          <LinkCard name="Hótel" description="Lýsing." href="https://example.is" linkLabel="Vefsíða" />
        </CardGrid>
      </CardSection>,
    );
    const section = screen.getByRole("region", { name: "Gisting" });
    expect(section.id).toBe("gisting");
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("Gisting");
    // One column on phones, two from sm, three from lg.
    const grid = within(section).getByRole("article").parentElement;
    expect(grid?.className).toContain("sm:grid-cols-2");
    expect(grid?.className).toContain("lg:grid-cols-3");
  });
});
