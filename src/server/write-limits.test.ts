import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, WRITE_HEADERS } from "./test-support/test-app.ts";
import { testEngines } from "./test-support/test-databases.ts";
import { requireRateLimits } from "./write-limits.ts";

describe("every write has a rate limit", () => {
  it("refuses to register a write without one, or with the factory passed uncalled", async () => {
    const app = Fastify();
    requireRateLimits(app);
    const uncalled = () => ({ rateLimit: { max: 60, timeWindow: "1 minute" } });
    expect(() => app.put("/a", async () => ({}))).toThrow("PUT /a writes but has no rate limit");
    expect(() => app.post("/b", { config: uncalled as unknown as object }, async () => ({}))).toThrow("POST /b writes but has no rate limit");
    expect(() => app.post("/c", { config: uncalled() }, async () => ({}))).not.toThrow();
    expect(() => app.get("/d", async () => ({}))).not.toThrow();
    await app.close();
  });

  it("counts GETs too where every route writes (the GET deletes)", async () => {
    const app = Fastify();
    requireRateLimits(app, { everyMethod: true });
    expect(() => app.get("/delete.php", async () => ({}))).toThrow("GET /delete.php writes but has no rate limit");
    await app.close();
  });
});

describe.each(testEngines)("the English-text writes are limited (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine });
    await test.createAdmin();
  });
  afterEach(async () => test.close());

  it("answers 429 after 60 writes in a minute", async () => {
    const cookie = await test.signIn();
    await test.store.addRoute({
      name: "Heiðmörk",
      region: "Höfuðborgarsvæðið",
      description: "Skógarstígar.",
      distance: 15,
      latitude: 64.1,
      longitude: -21.7,
      link: "https://example.is",
      videolink: null,
    });
    const put = () => test.app.inject({ method: "PUT", url: "/api/english/routes/1", payload: { nameEn: "Heidmork" }, headers: { ...WRITE_HEADERS, cookie } });
    for (let count = 0; count < 60; count++) expect((await put()).statusCode).toBe(200);
    const refused = await put();
    expect(refused.statusCode).toBe(429);
  });
});
