import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useLocation } from "wouter";
import { InternalLink } from "./internal-link.tsx";

function WhereAmI() {
  const [path] = useLocation();
  return <p data-testid="path">{path}</p>;
}

describe("InternalLink", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("opens the page in the app on a plain click, and tells the router", () => {
    window.history.replaceState(null, "", "/routes");
    render(
      <>
        <InternalLink href="/routes/7">Skoða leið</InternalLink>
        <WhereAmI />
      </>,
    );
    const link = screen.getByRole("link", { name: "Skoða leið" });
    expect(link.getAttribute("href")).toBe("/routes/7");
    const plain = fireEvent.click(link);
    // fireEvent returns false when the handler prevented the browser's own navigation.
    expect(plain).toBe(false);
    expect(window.location.pathname).toBe("/routes/7");
    expect(screen.getByTestId("path").textContent).toBe("/routes/7");
  });

  it("leaves modified and other-button clicks to the browser (new tab or window)", () => {
    window.history.replaceState(null, "", "/routes");
    let clicked = 0;
    render(
      <InternalLink href="/routes/7" onClick={() => clicked++}>
        Skoða leið
      </InternalLink>,
    );
    const link = screen.getByRole("link", { name: "Skoða leið" });
    // Whether the link let the browser act, read after React's handler; then stopped, since jsdom cannot open pages.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", record);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) fireEvent.click(link, modifier);
    document.removeEventListener("click", record);
    expect(leftToBrowser).toEqual([true, true, true, true, true]);
    expect(window.location.pathname).toBe("/routes");
    expect(clicked).toBe(5);
  });
});
