import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ownerPlaceholders } from "../../../content/site.ts";
import { COPY_FEEDBACK_MS, CopyEmail } from "./copy-email.tsx";

function setClipboard(value: unknown) {
  Object.defineProperty(window.navigator, "clipboard", { value, configurable: true });
}

/** Clicks the button and lets the clipboard promise settle. */
async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Afrita netfang" }));
  });
}

function liveRegion(): HTMLElement {
  const region = document.querySelector("[aria-live]");
  if (!(region instanceof HTMLElement)) throw new Error("no live region");
  return region;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  setClipboard(undefined);
});

describe("CopyEmail", () => {
  it("waits exactly 2000 ms before clearing the message", () => {
    expect(COPY_FEEDBACK_MS).toBe(2000);
  });

  it("copies the contact address (the placeholder when the server sends none) and says so in a polite live region for 2000 ms", async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    render(<CopyEmail />);
    expect(liveRegion().getAttribute("aria-live")).toBe("polite");
    expect(liveRegion().textContent).toBe("");

    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(ownerPlaceholders.email);
    expect(liveRegion().textContent).toBe("Netfang afritað!");

    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(liveRegion().textContent).toBe("Netfang afritað!");
    act(() => vi.advanceTimersByTime(1));
    expect(liveRegion().textContent).toBe("");
  });

  it("says 'Villa við afritun' when the clipboard refuses, and clears it after 2000 ms", async () => {
    setClipboard({ writeText: vi.fn(async () => Promise.reject(new DOMException("denied", "NotAllowedError"))) });
    render(<CopyEmail />);
    await clickCopy();
    expect(liveRegion().textContent).toBe("Villa við afritun");
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS));
    expect(liveRegion().textContent).toBe("");
  });

  it("says 'Villa við afritun' when the browser has no clipboard API", async () => {
    setClipboard(undefined);
    render(<CopyEmail />);
    await clickCopy();
    expect(liveRegion().textContent).toBe("Villa við afritun");
  });

  it("restarts the 2000 ms when clicked again", async () => {
    setClipboard({ writeText: vi.fn(async () => undefined) });
    render(<CopyEmail />);
    await clickCopy();
    act(() => vi.advanceTimersByTime(1500));
    await clickCopy();
    act(() => vi.advanceTimersByTime(1500));
    expect(liveRegion().textContent).toBe("Netfang afritað!");
    act(() => vi.advanceTimersByTime(500));
    expect(liveRegion().textContent).toBe("");
  });

  it("cancels its timer when the page is left", async () => {
    setClipboard({ writeText: vi.fn(async () => undefined) });
    const { unmount } = render(<CopyEmail />);
    await clickCopy();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
