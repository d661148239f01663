import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSignedInApp, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";

const route = {
  name: "Kjölur",
  region: "Hálendið",
  description: "Gamla leiðin milli jökla.",
  distance: 168,
  latitude: 64.85,
  longitude: -19.4,
  link: "https://example.is/kjolur",
  videolink: null,
};

describe.each(testEngines)("route conditions (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    ({ test, cookie } = await createSignedInApp({ engine, now: "2027-06-03T09:30:00.000Z" }));
    await test.store.addRoute(route);
    await test.store.addRoute({ ...route, name: "Mývatnshringurinn" });
  });
  afterEach(async () => test.close());

  const put = (url: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
    test.app.inject({
      method: "PUT",
      url,
      payload: JSON.stringify(payload),
      headers: { ...WRITE_HEADERS, "content-type": "application/json", ...headers },
    });
  const getJson = async (url: string) => (await test.app.inject({ method: "GET", url })).json();

  it("sets a condition dated today by the app's clock, and GET /api/routes/:id carries it", async () => {
    const saved = await put("/api/routes/1/condition", { condition: "closed" });
    expect(saved.statusCode).toBe(200);
    const closed = { condition: "closed", note: null, checkedOn: "2027-06-03" };
    expect(saved.json()).toEqual({ message: "Ástand leiðar 1 vistað", conditions: { current: closed, recent: [closed], season: null } });
    expect((await getJson("/api/routes/1")).conditions).toEqual({ current: closed, recent: [closed], season: null });
    expect((await getJson("/api/routes/2")).conditions).toEqual({ current: null, recent: [], season: null });
  });

  it("keeps every change: the route's answer has the last five, its history all of them, newest first", async () => {
    const sent = ["snow", "mud", "caution", "open", "mud", "closed"].map((condition, day) => ({
      condition,
      note: `athugun ${day + 1}`,
      checkedOn: `2027-05-0${day + 1}`,
    }));
    for (const change of sent) expect((await put("/api/routes/1/condition", change)).statusCode).toBe(200);
    const newestFirst = sent.toReversed();
    const { conditions } = await getJson("/api/routes/1");
    expect(conditions.current).toEqual(newestFirst[0]);
    expect(conditions.recent).toEqual(newestFirst.slice(0, 5));
    expect(await getJson("/api/routes/1/condition")).toEqual(newestFirst);
    expect(await getJson("/api/routes/2/condition")).toEqual([]);
  });

  it("lists the current condition and season of the routes that have either, apart from get_routes.php", async () => {
    expect(await getJson("/api/route-conditions")).toEqual([]);
    const before = await test.app.inject({ method: "GET", url: "/backend/get_routes.php" });
    await put("/api/routes/2/condition", { condition: "mud", checkedOn: "2027-06-01" });
    await put("/api/routes/2/condition", { condition: "open", note: "Þornað" });
    await put("/api/routes/1/season", { from: "06-20", to: "09-15" });
    expect(await getJson("/api/route-conditions")).toEqual([
      { id: 1, condition: null, checkedOn: null, season: { from: "06-20", to: "09-15" } },
      { id: 2, condition: "open", checkedOn: "2027-06-03", season: null },
    ]);
    const after = await test.app.inject({ method: "GET", url: "/backend/get_routes.php" });
    // Exactly the spec's fields and the same routes; only its version moved.
    expect(after.json()).toEqual(before.json());
    for (const listed of after.json()) {
      expect(Object.keys(listed).sort()).toEqual(["description", "distance", "id", "latitude", "link", "longitude", "name", "region", "videolink"]);
    }
  });

  it("sets, replaces and clears a season, which may wrap the year's end", async () => {
    expect((await put("/api/routes/1/season", { from: "06-20", to: "09-15" })).json()).toEqual({
      message: "Tímabil leiðar 1 vistað",
      season: { from: "06-20", to: "09-15" },
    });
    await put("/api/routes/1/season", { from: "11-15", to: "03-01" });
    expect((await getJson("/api/routes/1")).conditions.season).toEqual({ from: "11-15", to: "03-01" });
    expect((await put("/api/routes/1/season", null)).json()).toEqual({ message: "Tímabil leiðar 1 fjarlægt", season: null });
    expect((await getJson("/api/routes/1")).conditions.season).toBeNull();
  });

  it("shows a change at once through the cached route page and list (a new data version)", async () => {
    const page = await test.app.inject({ method: "GET", url: "/api/routes/1" });
    const list = await test.app.inject({ method: "GET", url: "/api/route-conditions" });
    await put("/api/routes/1/condition", { condition: "snow" });
    const pageAfter = await test.app.inject({ method: "GET", url: "/api/routes/1", headers: { "if-none-match": String(page.headers.etag) } });
    expect(pageAfter.statusCode).toBe(200);
    expect(pageAfter.json().conditions.current.condition).toBe("snow");
    const listAfter = await test.app.inject({ method: "GET", url: "/api/route-conditions", headers: { "if-none-match": String(list.headers.etag) } });
    expect(listAfter.statusCode).toBe(200);
  });

  it.each([
    [{ condition: "muddy" }, "Ástand verður að vera eitt af: open, caution, mud, snow, closed"],
    [{ note: "x" }, "Ástand verður að vera eitt af: open, caution, mud, snow, closed"],
    [{ condition: "open", note: "x".repeat(281) }, "Athugasemd má vera í mesta lagi 280 stafir"],
    [{ condition: "open", note: "a\u0000b" }, "Athugasemd má ekki innihalda stýritákn"],
    [{ condition: "open", checkedOn: "2027-02-30" }, "checkedOn verður að vera dagsetning á forminu ÁÁÁÁ-MM-DD"],
    [{ condition: "open", checkedOn: "2027-06-04" }, "checkedOn má ekki vera síðar en í dag"],
    [{ condition: "open", color: "red" }, "Óþekktur reitur: color"],
    [null, "Meginmál beiðninnar verður að vera JSON-hlutur"],
    ["closed", "Meginmál beiðninnar verður að vera JSON-hlutur"],
  ])("refuses condition %j with 400 and stores nothing", async (payload, message) => {
    const response = await put("/api/routes/1/condition", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await getJson("/api/routes/1")).conditions.recent).toEqual([]);
  });

  it.each([
    [{ from: "06-20" }, "to verður að vera mánuður og dagur á forminu MM-DD"],
    [{ from: "6-20", to: "09-15" }, "from verður að vera mánuður og dagur á forminu MM-DD"],
    [{ from: "06-20", to: "09-31" }, "to verður að vera mánuður og dagur á forminu MM-DD"],
    [{ from: "06-20", to: "06-20" }, "Upphaf og lok tímabils mega ekki vera sami dagur"],
    [[], "Meginmál beiðninnar verður að vera JSON-hlutur"],
  ])("refuses season %j with 400 and stores nothing", async (payload, message) => {
    const response = await put("/api/routes/1/season", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await getJson("/api/routes/1")).conditions.season).toBeNull();
  });

  it("answers 404 in Icelandic for a route that does not exist, and 400 for a malformed id", async () => {
    expect((await put("/api/routes/99/condition", { condition: "open" })).json()).toEqual({ message: "Engin leið með auðkennið 99" });
    expect((await put("/api/routes/99/season", { from: "06-20", to: "09-15" })).statusCode).toBe(404);
    expect((await test.app.inject({ method: "GET", url: "/api/routes/99/condition" })).statusCode).toBe(404);
    expect((await put("/api/routes/abc/condition", { condition: "open" })).statusCode).toBe(400);
  });

  it("refuses anyone but the admin, a request from another site and one without the custom header", async () => {
    expect((await put("/api/routes/1/condition", { condition: "open" }, {})).statusCode).toBe(401);
    const crossSite = await test.app.inject({
      method: "PUT",
      url: "/api/routes/1/condition",
      payload: { condition: "open" },
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    const noHeader = await test.app.inject({ method: "PUT", url: "/api/routes/1/season", payload: { from: "06-20", to: "09-15" }, headers: { cookie } });
    expect(noHeader.statusCode).toBe(403);
    expect(await getJson("/api/route-conditions")).toEqual([]);
  });

  it("writes an audit row with each change, and the condition goes when its route is deleted", async () => {
    await put("/api/routes/1/condition", { condition: "closed", note: "Ófært" });
    await put("/api/routes/1/season", { from: "06-20", to: "09-15" });
    const trail = await test.store.auditTrail();
    expect(trail.at(-2)).toMatchObject({
      action: "set-condition",
      entity: "route",
      entityId: 1,
      actor: "test@rafhjol.is",
      details: { condition: "closed", note: "Ófært", checkedOn: "2027-06-03" },
    });
    expect(trail.at(-1)).toMatchObject({ action: "set-season", entityId: 1, details: { before: null, after: { from: "06-20", to: "09-15" } } });
    await test.store.deleteRoute(1);
    expect(await getJson("/api/route-conditions")).toEqual([]);
  });
});
