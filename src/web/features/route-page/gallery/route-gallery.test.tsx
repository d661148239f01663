import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { RoutePhoto } from "../../../../shared/photo.ts";
import RouteGallery from "./route-gallery.tsx";

const photo = (id: number, alt: string, caption: string | null = null): RoutePhoto => ({
  id,
  alt,
  altEn: `${alt} (en)`,
  caption,
  captionEn: null,
  width: 1600,
  height: 1200,
  avif: [480, 960, 1600].map((width) => ({ url: `/photos/a${id}-${width}.avif`, width, height: (width * 3) / 4, type: "image/avif" as const })),
  webp: [480, 960, 1600].map((width) => ({ url: `/photos/w${id}-${width}.webp`, width, height: (width * 3) / 4, type: "image/webp" as const })),
  preview: { url: `/photos/p${id}.jpg`, width: 1200, height: 630, type: "image/jpeg" },
});

const photos = [photo(1, "Kjölur í sól", "Við Hveravelli"), photo(2, "Brú yfir á"), photo(3, "Skáli")];

beforeEach(() => {
  // jsdom has <dialog> but not its modal methods: enough of them to open and close.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

describe("RouteGallery", () => {
  it("shows each photo with AVIF and WebP sources, its size and alt text, loaded lazily, and its caption", () => {
    render(<RouteGallery photos={photos} />);
    expect(screen.getByRole("heading", { name: "Myndir" })).toBeTruthy();
    const first = screen.getByRole("button", { name: "Kjölur í sól – opna í fullri stærð" });
    const image = within(first).getByRole("img", { name: "Kjölur í sól" });
    expect(image.getAttribute("width")).toBe("1600");
    expect(image.getAttribute("height")).toBe("1200");
    expect(image.getAttribute("loading")).toBe("lazy");
    const sources = [...first.querySelectorAll("source")].map((source) => [source.getAttribute("type"), source.getAttribute("srcset")]);
    expect(sources).toEqual([
      ["image/avif", "/photos/a1-480.avif 480w, /photos/a1-960.avif 960w, /photos/a1-1600.avif 1600w"],
      ["image/webp", "/photos/w1-480.webp 480w, /photos/w1-960.webp 960w, /photos/w1-1600.webp 1600w"],
    ]);
    expect(first.querySelector("source")?.getAttribute("sizes")).toContain("50vw");
    expect(screen.getByText("Við Hveravelli")).toBeTruthy();
  });

  it("opens a full-screen view that the arrow keys move through and Close ends", async () => {
    render(<RouteGallery photos={photos} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Brú yfir á – opna í fullri stærð" }));
    });
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute("aria-label")).toBe("Mynd 2 af 3");
    await act(async () => {
      fireEvent.keyDown(dialog, { key: "ArrowRight" });
    });
    expect(within(dialog).getByRole("img", { name: "Skáli" })).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: "ArrowRight" });
    });
    // From the last to the first.
    expect(within(dialog).getByRole("img", { name: "Kjölur í sól" })).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    });
    expect(dialog.getAttribute("aria-label")).toBe("Mynd 3 af 3");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Loka" }));
    });
    expect(dialog.open).toBe(false);
  });
});
