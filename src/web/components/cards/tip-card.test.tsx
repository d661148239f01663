import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { tips } from "../../../content/tips.ts";
import { TIP_IMAGE_HEIGHT, TIP_IMAGE_WIDTH, TipCard, tipImageUrl } from "./tip-card.tsx";

describe("TipCard", () => {
  it.each(tips.map((tip) => [tip.title, tip] as const))("renders '%s' with its illustration, paragraphs and links", (_title, tip) => {
    render(<TipCard tip={tip} />);
    const card = screen.getByRole("article", { name: tip.title });
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe(tip.title);

    const image = within(card).getByRole("img", { name: tip.imageAlt });
    expect(image.getAttribute("src")).toBe(tipImageUrl(tip.image));
    expect(image.getAttribute("width")).toBe(String(TIP_IMAGE_WIDTH));
    expect(image.getAttribute("height")).toBe(String(TIP_IMAGE_HEIGHT));
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("decoding")).toBe("async");

    for (const paragraph of tip.paragraphs) expect(within(card).getByText(paragraph)).toBeTruthy();
    const links = within(card).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(tip.links.map((link) => [link.label, link.href]));
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
  });

  it("has an illustration for every tip", () => {
    expect(tips.filter((tip) => tipImageUrl(tip.image) === undefined).map((tip) => tip.image)).toEqual([]);
  });

  it("uses an h3 under a section heading", () => {
    const [tip] = tips;
    if (!tip) throw new Error("no tips");
    render(<TipCard tip={tip} headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe(tip.title);
  });
});
