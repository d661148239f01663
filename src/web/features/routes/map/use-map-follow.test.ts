import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Route } from "../../../../shared/route.ts";
import { MAP_FOLLOWS_AFTER_MS, useMapFollow } from "./use-map-follow.ts";

const route = (id: number): Route => ({
  id,
  name: `Leið ${id}`,
  region: "Suðurland",
  description: "Prófun.",
  distance: 10,
  latitude: 64,
  longitude: -20,
  link: `https://example.is/${id}`,
  videolink: null,
});
const all = [route(3), route(2), route(1)];

describe("the map following the cards", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("draws a new list at once, and the cards' routes once typing rests", () => {
    const { result, rerender } = renderHook(({ list, shown, text }) => useMapFollow(list, shown, text), {
      initialProps: { list: all, shown: all, text: "" },
    });
    expect(result.current).toBe(all);
    const two = [all[0], all[2]] as Route[];
    rerender({ list: all, shown: two, text: "l" });
    expect(result.current).toBe(all);
    act(() => vi.advanceTimersByTime(MAP_FOLLOWS_AFTER_MS - 1));
    const one = [all[0]] as Route[];
    // A further keystroke before the pause is over starts the wait again.
    rerender({ list: all, shown: one, text: "le" });
    act(() => vi.advanceTimersByTime(MAP_FOLLOWS_AFTER_MS - 1));
    expect(result.current).toBe(all);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(one);
    const other = [route(9)];
    rerender({ list: other, shown: other, text: "le" });
    expect(result.current).toBe(other);
  });

  it("draws a filter or a sort at once, with the search text as it is", () => {
    const { result, rerender } = renderHook(({ shown, text }) => useMapFollow(all, shown, text), {
      initialProps: { shown: all as readonly Route[], text: "" },
    });
    const filtered = [all[1]] as Route[];
    rerender({ shown: filtered, text: "" });
    expect(result.current).toBe(filtered);
    const sorted = [all[2], all[1]] as Route[];
    rerender({ shown: sorted, text: "" });
    expect(result.current).toBe(sorted);
    // Every route, in another order: the list itself, so the map has nothing to draw again.
    rerender({ shown: all.toReversed(), text: "" });
    expect(result.current).toBe(all);
    // Typing waits; a filter chosen after the pause is drawn at once again.
    rerender({ shown: filtered, text: "L" });
    expect(result.current).toBe(all);
    act(() => vi.advanceTimersByTime(MAP_FOLLOWS_AFTER_MS));
    expect(result.current).toBe(filtered);
    rerender({ shown: all, text: "L" });
    expect(result.current).toBe(all);
  });
});
