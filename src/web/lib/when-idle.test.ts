import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle.ts";

describe("whenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("asks the browser for an idle moment, with a deadline of 1.5 s unless given another or none", () => {
    const asked: (IdleRequestOptions | undefined)[] = [];
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      asked.push(options);
      return callbacks.push(callback);
    });
    vi.stubGlobal("cancelIdleCallback", () => {});
    const run = vi.fn();
    whenIdle(run);
    whenIdle(run, 2000);
    whenIdle(run, null);
    expect(asked).toEqual([{ timeout: 1500 }, { timeout: 2000 }, undefined]);
    expect(run).not.toHaveBeenCalled();
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 10 });
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("cancels the idle callback it asked for", () => {
    const cancelled: number[] = [];
    vi.stubGlobal("requestIdleCallback", () => 7);
    vi.stubGlobal("cancelIdleCallback", (id: number) => cancelled.push(id));
    whenIdle(() => {})();
    expect(cancelled).toEqual([7]);
  });

  it("waits a moment instead where the browser has no idle callbacks, and can be cancelled", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const run = vi.fn();
    const kept = vi.fn();
    whenIdle(run)();
    whenIdle(kept, null);
    vi.advanceTimersByTime(199);
    expect(kept).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
  });
});
