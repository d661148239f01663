import { describe, expect, it } from "vitest";
import { createTestClock } from "../test-support/test-app.ts";
import { dailyClientHash } from "./rate-limit-store.ts";

describe("dailyClientHash", () => {
  const secret = "s".repeat(32);

  it("names a client alike on every server with the same secret, on the same UTC day", () => {
    const clock = createTestClock("2026-06-15T00:00:00.000Z");
    const [serverA, serverB] = [dailyClientHash(secret, clock.now), dailyClientHash(secret, clock.now)];
    const name = serverA("198.51.100.7");
    expect(name).toMatch(/^[\w-]{43}$/);
    expect(name).not.toContain("198");
    clock.set("2026-06-15T23:59:59.999Z");
    expect(serverB("198.51.100.7")).toBe(name);
    expect(serverB("198.51.100.8")).not.toBe(name);
  });

  it("names the same client differently on the next UTC day and under another secret", () => {
    const clock = createTestClock("2026-06-15T23:59:59.999Z");
    const hash = dailyClientHash(secret, clock.now);
    const today = hash("2001:db8:1:2::/64");
    clock.advance(1);
    const tomorrow = hash("2001:db8:1:2::/64");
    expect(tomorrow).not.toBe(today);
    expect(dailyClientHash("t".repeat(32), clock.now)("2001:db8:1:2::/64")).not.toBe(tomorrow);
    // Back on the first day (a clock set back), the first day's name again: the key follows the day, not the process.
    clock.set("2026-06-15T08:00:00.000Z");
    expect(hash("2001:db8:1:2::/64")).toBe(today);
  });
});
