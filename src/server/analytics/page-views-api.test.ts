import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";

describe.each(testEngines)("POST /api/analytics/pageview (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine, now: "2026-11-22T10:00:00Z" });
  });
  afterEach(async () => test.close());

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({ method: "POST", url: "/api/analytics/pageview", payload: payload as object, headers: { host: "rafhjol.is", ...headers } });

  it("counts anonymous page views per day, path, referrer host and device class", async () => {
    expect((await send({ path: "/routes", referrer: "https://www.google.com/search?q=rafhjol", device: "phone" })).statusCode).toBe(204);
    await send({ path: "/routes", referrer: "https://www.google.com/", device: "phone" });
    await send({ path: "/routes", referrer: "https://rafhjol.is/events", device: "phone" });
    await send({ path: "/", device: "desktop" });
    expect(await test.store.pageViewsOn("2026-11-22")).toEqual([
      { day: "2026-11-22", path: "/routes", referrerHost: "www.google.com", deviceClass: "phone", views: 2 },
      { day: "2026-11-22", path: "/", referrerHost: "", deviceClass: "desktop", views: 1 },
      { day: "2026-11-22", path: "/routes", referrerHost: "", deviceClass: "phone", views: 1 },
    ]);
  });

  it("counts only the site's own paths: any other path is one 'other' row a day", async () => {
    for (const path of ["/ekki-til", "/routes/0", `/${"x".repeat(150)}`, "/ROUTES", "/routes/", "/routes/12/x"])
      expect((await send({ path, device: "phone" })).statusCode).toBe(204);
    expect(await test.store.pageViewsOn("2026-11-22")).toEqual([{ day: "2026-11-22", path: "other", referrerHost: "", deviceClass: "phone", views: 6 }]);
  });

  it("counts every route page (/routes/{id}) in one row, however many ids are sent", async () => {
    for (const path of ["/routes/1", "/routes/123", "/routes/9999999999"]) expect((await send({ path, device: "phone" })).statusCode).toBe(204);
    expect(await test.store.pageViewsOn("2026-11-22")).toEqual([{ day: "2026-11-22", path: "/routes/:id", referrerHost: "", deviceClass: "phone", views: 3 }]);
  });

  it("keeps at most 100 referrer hosts a day; views from further new hosts count as 'other'", async () => {
    for (let index = 0; index < 100; index += 1) {
      // One a second: under the limit of 60 a minute per client.
      test.clock.advance(1_000);
      expect((await send({ path: "/", referrer: `https://site${index}.example/`, device: "desktop" })).statusCode).toBe(204);
    }
    expect((await send({ path: "/", referrer: "https://one-too-many.example/", device: "desktop" })).statusCode).toBe(204);
    expect((await send({ path: "/", referrer: "https://site7.example/x", device: "desktop" })).statusCode).toBe(204);
    const rows = await test.store.pageViewsOn("2026-11-22");
    expect(rows).toHaveLength(101);
    expect(rows.find((row) => row.referrerHost === "other")?.views).toBe(1);
    expect(rows.find((row) => row.referrerHost === "site7.example")?.views).toBe(2);
    expect(rows.some((row) => row.referrerHost === "one-too-many.example")).toBe(false);
    // A new day starts with room again.
    test.clock.advance(24 * 60 * 60_000);
    await send({ path: "/", referrer: "https://one-too-many.example/", device: "desktop" });
    expect((await test.store.pageViewsOn("2026-11-23")).map((row) => row.referrerHost)).toEqual(["one-too-many.example"]);
  });

  it("stores nothing that tells visitors apart", async () => {
    await send(
      { path: "/tjalda", referrer: "https://facebook.com/some/profile?id=123", device: "tablet" },
      { "x-forwarded-for": "203.0.113.9", cookie: "a=b" },
    );
    const dump = JSON.stringify(await test.store.db.selectFrom("page_views").selectAll().execute());
    expect(dump).not.toMatch(/203\.0\.113\.9|a=b|profile|123/);
    expect(dump).toContain("facebook.com");
  });

  it.each([
    [{ path: "routes", device: "phone" }, "path must be a site path"],
    [{ path: "/routes?x=1", device: "phone" }, "path must be a site path"],
    [{ path: "/routes", device: "watch" }, "device must be phone, tablet or desktop"],
    [{ path: "/routes", device: "phone", userId: "x" }, "unknown field: userId"],
    [{ device: "phone" }, "path is required"],
    [{ path: "/routes\u0000", device: "phone" }, "path must be a site path"],
    [{ path: "/\u0085", device: "phone" }, "path must be a site path"],
    [{ path: "/", referrer: "https://a.is/\u0000", device: "phone" }, "referrer must not contain control characters"],
  ])("refuses %o with 400 '%s'", async (payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("refuses a body that is not JSON with a 400, and an oversized one with 413", async () => {
    const broken = await test.app.inject({ method: "POST", url: "/api/analytics/pageview", payload: "{nope", headers: { "content-type": "application/json" } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBeTruthy();
    const huge = await send({ path: "/", device: "phone", referrer: "x".repeat(5000) });
    expect(huge.statusCode).toBe(413);
  });

  it("limits one client to 60 page views a minute", async () => {
    const answers: number[] = [];
    for (let index = 0; index < 61; index += 1) answers.push((await send({ path: "/", device: "phone" })).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 204)).toBe(true);
    const limited = await send({ path: "/", device: "phone" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/rate limit/i);
  });
});
