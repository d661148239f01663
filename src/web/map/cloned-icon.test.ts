import { describe, expect, it } from "vitest";
import { ClonedDivIcon } from "./cloned-icon.ts";

const markup = '<svg viewBox="0 0 32 42" width="28" height="37" aria-hidden="true"><circle cx="16" cy="16" r="6" fill="#f59e0b"></circle></svg>';

describe("ClonedDivIcon", () => {
  it("gives each marker its own copy of the markup, in an icon element styled as Leaflet's DivIcon's", () => {
    const icon = new ClonedDivIcon(markup, { className: "route-pin", iconSize: [28, 37], iconAnchor: [14, 36] });
    const first = icon.createIcon();
    const second = icon.createIcon();
    expect(first.innerHTML).toBe(markup);
    expect(second.innerHTML).toBe(markup);
    expect(first.firstElementChild).not.toBe(second.firstElementChild);
    expect(first.classList).toContain("route-pin");
    expect(first.style.width).toBe("28px");
    expect(first.style.marginLeft).toBe("-14px");
  });

  it("replaces what an icon element it is given to reuse held", () => {
    const icon = new ClonedDivIcon(markup, { className: "route-pin" });
    const old = document.createElement("div");
    old.innerHTML = "<span>old</span>";
    expect(icon.createIcon(old)).toBe(old);
    expect(old.innerHTML).toBe(markup);
  });
});
