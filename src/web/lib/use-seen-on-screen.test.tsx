import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSeenOnScreen } from "./use-seen-on-screen.ts";

function Area({ watching = true }: { watching?: boolean }) {
  const [ref, seen] = useSeenOnScreen<HTMLDivElement>(watching);
  return (
    <div ref={ref} data-testid="area">
      {seen ? "seen" : "unseen"}
    </div>
  );
}

/** A stand-in for the browser's IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void;
  constructor(callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    this.callback = callback;
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback(this.observed.map((target) => ({ isIntersecting, target }))));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.made = [];
});

describe("useSeenOnScreen", () => {
  it("is false until the element comes on screen, then stays true", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<Area />);
    expect(screen.getByTestId("area").textContent).toBe("unseen");
    const observer = FakeObserver.made.at(-1) as FakeObserver;
    expect(observer.observed).toEqual([screen.getByTestId("area")]);

    observer.report(false);
    expect(screen.getByTestId("area").textContent).toBe("unseen");
    observer.report(true);
    expect(screen.getByTestId("area").textContent).toBe("seen");
    expect(observer.disconnected).toBe(true);
    // Once seen, it no longer watches: scrolling away leaves what it built.
    expect(FakeObserver.made.every((made) => made.disconnected)).toBe(true);
  });

  it("does not watch until told to, so a layout still growing above it is not judged", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const { rerender } = render(<Area watching={false} />);
    expect(FakeObserver.made).toEqual([]);
    rerender(<Area watching />);
    expect(FakeObserver.made).toHaveLength(1);
    expect(screen.getByTestId("area").textContent).toBe("unseen");
    (FakeObserver.made[0] as FakeObserver).report(true);
    expect(screen.getByTestId("area").textContent).toBe("seen");
  });

  it("is true at once where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Area />);
    expect(screen.getByTestId("area").textContent).toBe("seen");
  });
});
