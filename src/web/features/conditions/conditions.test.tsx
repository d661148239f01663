import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RouteConditions } from "../../../shared/route-condition.ts";
import { messages as englishMessages } from "../../i18n/catalogues/en-lingui.ts";
import { LanguageProvider, pageLanguage } from "../../i18n/i18n.tsx";
import { routeConditionExtras } from "./list-extras.tsx";
import RouteConditionsPanel from "./route-conditions-panel.tsx";

const closed: RouteConditions = {
  current: { condition: "closed", note: "Snjór á Kili", checkedOn: "2027-06-03" },
  recent: [
    { condition: "closed", note: "Snjór á Kili", checkedOn: "2027-06-03" },
    { condition: "snow", note: null, checkedOn: "2027-05-20" },
  ],
  season: { from: "06-20", to: "09-15" },
};

describe("the route page's condition", () => {
  it("says the condition and the day it was checked, as text beside its icon, and outside the season says so", () => {
    render(<RouteConditionsPanel conditions={closed} today="2027-06-10" />);
    const panel = screen.getByRole("region", { name: "Ástand leiðarinnar" });
    expect(within(panel).getByText("Lokuð — athugað 3. júní")).toBeTruthy();
    expect(within(panel).getByText("Snjór á Kili")).toBeTruthy();
    expect(within(panel).getByText("Utan venjulegs tímabils leiðarinnar (20. júní – 15. september)")).toBeTruthy();
    expect(within(panel).getByText("Leiðin er venjulega fær frá 20. júní til 15. september")).toBeTruthy();
    expect(within(panel).getByText("Snjór — athugað 20. maí")).toBeTruthy();
  });

  it("says a condition checked more than 14 days ago was last checked that day and may have changed, and within the season says nothing of it", () => {
    render(<RouteConditionsPanel conditions={closed} today="2027-06-18" />);
    expect(screen.getByText("Lokuð — síðast athugað 3. júní, gæti hafa breyst")).toBeTruthy();
    expect(screen.queryByText("Lokuð — athugað 3. júní")).toBeNull();
    expect(screen.getByText(/^Utan venjulegs/)).toBeTruthy();
    render(<RouteConditionsPanel conditions={{ ...closed, current: { condition: "open", note: null, checkedOn: "2027-07-01" } }} today="2027-07-02" />);
    expect(screen.getByText("Opin — athugað 1. júlí")).toBeTruthy();
    expect(screen.getAllByText(/^Utan venjulegs/)).toHaveLength(1);
  });

  it("speaks English on the English pages, the admin's note marked as Icelandic", () => {
    render(
      <LanguageProvider language={pageLanguage("en", englishMessages)}>
        <RouteConditionsPanel conditions={closed} today="2027-06-10" />
      </LanguageProvider>,
    );
    expect(screen.getByRole("region", { name: "Route condition" })).toBeTruthy();
    expect(screen.getByText("Closed — checked 3 June")).toBeTruthy();
    expect(screen.getByText("Outside the route's usual season (20 June – 15 September)")).toBeTruthy();
    expect(screen.getByText("Snjór á Kili").getAttribute("lang")).toBe("is");
  });
});

describe("the cards' and pins' conditions", () => {
  const list = [
    { id: 1, condition: "closed" as const, checkedOn: "2027-06-03", season: null },
    { id: 2, condition: "mud" as const, checkedOn: "2027-06-01", season: null },
    { id: 3, condition: null, checkedOn: null, season: { from: "06-20", to: "09-15" } },
  ];

  it("gives a card its condition line and a closed route's pin its word", () => {
    const extras = routeConditionExtras(list, "is", "2027-06-10");
    render(<div data-testid="card">{extras.card?.(1)}</div>);
    expect(screen.getByTestId("card").textContent).toBe("Lokuð — athugað 3. júní");
    expect(extras.marker?.(1)).toBe("Lokuð");
    expect(extras.marker?.(2)).toBeUndefined();
    expect(extras.marker?.(99)).toBeUndefined();
    expect(extras.card?.(99)).toBeUndefined();
  });

  it("says on a card when the route is out of its season, with no condition", () => {
    const extras = routeConditionExtras(list, "en", "2027-06-10");
    render(
      <LanguageProvider language={pageLanguage("en", englishMessages)}>
        <div data-testid="card">{extras.card?.(3)}</div>
      </LanguageProvider>,
    );
    expect(screen.getByTestId("card").textContent).toBe("Outside the route's usual season (20 June – 15 September)");
    expect(extras.marker?.(1)).toBe("Closed");
  });
});
