import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Route } from "../../../shared/route.ts";
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

  it("draws a new list at once, and the cards' routes once they rest", () => {
    const { result, rerender } = renderHook(({ list, shown }) => useMapFollow(list, shown), { initialProps: { list: all, shown: all } });
    expect(result.current).toBe(all);
    const two = [all[0], all[2]] as Route[];
    rerender({ list: all, shown: two });
    expect(result.current).toBe(all);
    act(() => vi.advanceTimersByTime(MAP_FOLLOWS_AFTER_MS - 1));
    const one = [all[0]] as Route[];
    // A further change before the pause is over starts the wait again.
    rerender({ list: all, shown: one });
    act(() => vi.advanceTimersByTime(MAP_FOLLOWS_AFTER_MS - 1));
    expect(result.current).toBe(all);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(one);
    const other = [route(9)];
    rerender({ list: other, shown: other });
    expect(result.current).toBe(other);
  });

  it("keeps what it draws when the cards show the same routes, in any order", () => {
    const { result, rerender } = renderHook(({ shown }) => useMapFollow(all, shown), { initialProps: { shown: all as readonly Route[] } });
    rerender({ shown: [...all] });
    act(() => vi.advanceTimersByTime(MAP_FOLLOWS_AFTER_MS));
    expect(result.current).toBe(all);
    rerender({ shown: all.toReversed() });
    act(() => vi.advanceTimersByTime(MAP_FOLLOWS_AFTER_MS));
    expect(result.current).toBe(all);
  });
});
