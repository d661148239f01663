import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { facebookEmbedUrl, SocialEmbed } from "./social-embed.tsx";

describe("SocialEmbed", () => {
  it("without a configured Facebook page shows a note in its place and no frame", () => {
    const { container } = render(<SocialEmbed pageUrl="" />);
    expect(screen.getByText(/Hér birtist nýjasta færslan okkar á Facebook/)).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.queryByRole("button", { name: "Sýna færsluna" })).toBeNull();
  });

  it("with the server's default (no meta tag in this document) shows the note", () => {
    const { container } = render(<SocialEmbed />);
    expect(screen.getByText(/Hér birtist nýjasta færslan okkar á Facebook/)).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("with a configured page asks first, then embeds that page", () => {
    const { container } = render(<SocialEmbed pageUrl="https://www.facebook.com/eigandinn" />);
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sýna færsluna" }));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(facebookEmbedUrl("https://www.facebook.com/eigandinn"));
    expect(frame?.getAttribute("src")).toContain(`href=${encodeURIComponent("https://www.facebook.com/eigandinn")}`);
  });
});
