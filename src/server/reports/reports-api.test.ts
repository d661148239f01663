import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import exifReader from "exif-reader";
import { XMLValidator } from "fast-xml-parser";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reportPaths } from "../../shared/condition-report.ts";
import { testImage } from "../photos/test-images.ts";
import { createTestApp, HIGHLAND_ROUTE, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";

/** Making photo variants takes a while on a busy machine; only a hang should fail a test. */
const PROCESSING = { timeout: 60_000 };
const NOW = "2027-06-15T12:00:00.000Z";
const DAY = 86_400_000;

/** A multipart/form-data body as a browser's FormData makes it. */
async function form(fields: Record<string, string | Uint8Array>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") data.append(key, value);
    else data.append(key, new Blob([new Uint8Array(value)], { type: "image/jpeg" }), "mynd.jpg");
  }
  const encoded = new Response(data);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") ?? "" };
}

/** A phone's photo with a chosen GPS position and time in its EXIF block. */
async function photoAt(lat: number, lon: number, taken: string, width = 640): Promise<Buffer> {
  const dms = (value: number) => {
    const abs = Math.abs(value);
    const d = Math.floor(abs);
    const m = Math.floor((abs - d) * 60);
    const s = Math.round(((abs - d) * 60 - m) * 60 * 100);
    return `${d}/1 ${m}/1 ${s}/100`;
  };
  return (await testImage(width, 480))
    .jpeg()
    .withExif({
      IFD0: { Make: "Testphone-X1", Model: "X" },
      IFD2: { DateTimeOriginal: taken },
      IFD3: { GPSLatitudeRef: lat < 0 ? "S" : "N", GPSLatitude: dms(lat), GPSLongitudeRef: lon < 0 ? "W" : "E", GPSLongitude: dms(lon) },
    })
    .toBuffer();
}

describe.each(testEngines)("riders' condition reports (%s)", PROCESSING, (engine) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    test = await createTestApp({ engine, now: NOW });
    await test.createAdmin();
    cookie = await test.signIn();
    await test.store.addRoute(HIGHLAND_ROUTE); // Kjölur at 64.8, -19.5
  });
  afterEach(async () => test.close());

  async function solved(): Promise<string> {
    const challenge = (await test.app.inject({ method: "GET", url: reportPaths.challenge })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("no solution");
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }

  const valid = { condition: "snow", riddenOn: "2027-06-14", note: "Skaflar við Hveravelli <b>enn</b>", name: "Anna", email: "anna@example.is" };

  async function send(
    fields: Record<string, string | Uint8Array>,
    { routeId = 1, headers = {} as Record<string, string>, altcha = true, remoteAddress = "127.0.0.1" } = {},
  ) {
    const body = await form({ ...(altcha ? { altcha: await solved() } : {}), ...fields });
    return test.app.inject({
      method: "POST",
      url: reportPaths.reports(routeId),
      payload: body.payload,
      headers: { ...WRITE_HEADERS, "content-type": body.contentType, ...headers },
      remoteAddress,
    });
  }

  const waiting = async () => (await test.app.inject({ method: "GET", url: reportPaths.waiting, headers: { cookie } })).json().reports;
  const publicReports = async () => (await test.app.inject({ method: "GET", url: reportPaths.reports(1) })).json().reports;
  const decide = (id: number, decision: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: "POST", url: reportPaths.decision(id), payload: { decision }, headers: { ...WRITE_HEADERS, cookie, ...headers } });

  it("takes a report with a solved challenge, keeps it from the public until the admin approves it", async () => {
    const sent = await send(valid);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe("Takk! Lýsingin birtist þegar hún hefur verið yfirfarin.");
    expect(await publicReports()).toEqual([]);
    expect((await test.app.inject({ method: "GET", url: reportPaths.latest })).json()).toEqual([]);
    expect((await test.app.inject({ method: "GET", url: reportPaths.waiting })).statusCode).toBe(401);
    const [report] = await waiting();
    expect(report).toMatchObject({ routeName: "Kjölur", condition: "snow", riddenOn: "2027-06-14", name: "Anna", email: "anna@example.is" });
    expect(report.flags).toEqual({ photoFar: false, photoOtherDay: false, noPhoto: true });

    expect((await decide(report.id, "approve")).statusCode).toBe(200);
    const shown = await publicReports();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ condition: "snow", riddenOn: "2027-06-14", note: "Skaflar við Hveravelli <b>enn</b>", name: "Anna", photo: [] });
    expect(shown[0]).not.toHaveProperty("email");
    expect(JSON.stringify(await test.store.auditTrail())).not.toContain("anna@example.is");
    expect((await test.app.inject({ method: "GET", url: reportPaths.latest })).json()).toEqual([[1, "2027-06-14"]]);
    expect(await waiting()).toEqual([]);
    expect((await decide(report.id, "reject")).statusCode).toBe(404);
    const actions = (await test.store.auditTrail()).map((record) => record.action);
    expect(actions).toContain("approve-report");
  });

  it("approve and set: the route's condition becomes the report's, dated the day ridden, in both feeds", async () => {
    await send({ ...valid, name: "" });
    const [report] = await waiting();
    expect((await decide(report.id, "approve-and-set")).statusCode).toBe(200);
    const { conditions } = (await test.app.inject({ method: "GET", url: "/api/routes/1" })).json();
    expect(conditions.current).toEqual({ condition: "snow", note: valid.note, checkedOn: "2027-06-14" });
    for (const url of [reportPaths.routeFeed(1), reportPaths.feed]) {
      const feed = await test.app.inject({ method: "GET", url });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers["content-type"]).toContain("application/atom+xml");
      expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
      expect(feed.body).toContain("Kjölur: Snjór – lýsing frá hjólreiðamanni, hjólað 14. júní");
      expect(feed.body).toContain("Kjölur: Snjór (athugað 14. júní)");
      // The note is plain text: its markup arrives as text in the reader, never as HTML.
      expect(feed.body).toContain("&lt;b&gt;enn&lt;/b&gt;");
      expect(feed.body).not.toContain("<b>enn");
      expect(XMLValidator.validate(feed.body)).toBe(true);
    }
    expect((await test.app.inject({ method: "GET", url: reportPaths.routeFeed(9) })).statusCode).toBe(404);
  });

  it("refuses a replayed, an expired and a forged challenge, and a report without one", async () => {
    const altcha = await solved();
    expect((await send({ ...valid, altcha }, { altcha: false })).statusCode).toBe(201);
    expect((await send({ ...valid, altcha }, { altcha: false })).statusCode).toBe(403);

    const late = await solved();
    test.clock.advance(10 * 60 * 1000 + 1);
    expect((await send({ ...valid, altcha: late }, { altcha: false })).statusCode).toBe(403);

    const decoded = JSON.parse(Buffer.from(await solved(), "base64").toString());
    decoded.challenge.parameters.data.expires += DAY;
    const forged = Buffer.from(JSON.stringify(decoded)).toString("base64");
    expect((await send({ ...valid, altcha: forged }, { altcha: false })).statusCode).toBe(403);
    const missing = await send(valid, { altcha: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().field).toBe("altcha");
    expect((await send({ ...valid, altcha: "bm90IGpzb24" }, { altcha: false })).statusCode).toBe(403);
    expect(await waiting()).toHaveLength(1);
  });

  it("thanks a filled honeypot and stores nothing", async () => {
    const sent = await send({ ...valid, website: "https://spam.example" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe("Takk! Lýsingin birtist þegar hún hefur verið yfirfarin.");
    expect(await waiting()).toEqual([]);
  });

  it("refuses a cross-site attempt before reading it", async () => {
    const body = await form({ ...valid, altcha: await solved() });
    const attempts = [{ ...WRITE_HEADERS, "sec-fetch-site": "cross-site" }, { ...WRITE_HEADERS, origin: "https://evil.example" }, {}];
    for (const headers of attempts) {
      const answer = await test.app.inject({
        method: "POST",
        url: reportPaths.reports(1),
        payload: body.payload,
        headers: { ...headers, "content-type": body.contentType },
      });
      expect(answer.statusCode).toBe(403);
    }
    expect(await waiting()).toEqual([]);
  });

  it("checks every field's bounds and names the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ condition: "" }, "condition"],
      [{ condition: "icy" }, "condition"],
      [{ riddenOn: "" }, "riddenOn"],
      [{ riddenOn: "2027-02-30" }, "riddenOn"],
      [{ riddenOn: "2027-06-16" }, "riddenOn"],
      [{ riddenOn: "2027-05-31" }, "riddenOn"],
      [{ note: "  " }, "note"],
      [{ note: "x".repeat(501) }, "note"],
      [{ note: "a\u0000b" }, "note"],
      [{ name: "n".repeat(61) }, "name"],
      [{ email: "not an address" }, "email"],
    ];
    for (const [change, field] of cases) {
      const answer = await send({ ...valid, ...change }, { altcha: false });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().field).toBe(field);
    }
    expect((await send({ ...valid, riddenOn: "2027-06-01", note: "x".repeat(500), name: "n".repeat(60) })).statusCode).toBe(201);
    const unknown = await send({ ...valid, extra: "1" }, { altcha: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("extra");
    expect((await test.app.inject({ method: "POST", url: reportPaths.reports(1), payload: { ...valid }, headers: WRITE_HEADERS })).statusCode).toBe(415);
    expect((await send(valid, { routeId: 99 })).statusCode).toBe(404);
  });

  it("counts 3 waiting per route and 5 a day per client, by the test clock", async () => {
    await test.store.addRoute({ ...HIGHLAND_ROUTE, name: "Sprengisandur" });
    for (let i = 0; i < 3; i++) expect((await send(valid)).statusCode).toBe(201);
    const fourth = await send(valid);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers["retry-after"]).toBeDefined();
    expect((await send(valid, { routeId: 2 })).statusCode).toBe(201);
    expect((await send(valid, { routeId: 2 })).statusCode).toBe(201);
    expect((await send(valid, { routeId: 2 })).statusCode).toBe(429);
    // Another client is counted apart.
    expect((await send(valid, { routeId: 1, remoteAddress: "192.0.2.7" })).statusCode).toBe(201);
    test.clock.advance(DAY);
    expect((await send(valid, { routeId: 2 })).statusCode).toBe(201);
    cookie = await test.signIn();
    expect(await waiting()).toHaveLength(7);
  });

  it("is not taking reports at 200 waiting on a route or 2,000 in all (503), and stores none", async () => {
    await test.store.addRoute({ ...HIGHLAND_ROUTE, name: "Sprengisandur" });
    const rows = (routeId: number, count: number, from: number) =>
      Array.from({ length: count }, (_, index) => ({
        route_id: routeId,
        status: "waiting",
        condition: "open",
        ridden_on: "2027-06-14",
        note: "fyllt",
        name: null,
        email: null,
        client_hash: `other-${from + index}`,
        photo_far: 0,
        photo_other_day: 0,
        created_at: NOW,
        approved_at: null,
      }));
    const fill = async (routeId: number, count: number, from: number) => {
      for (let start = 0; start < count; start += 100)
        await test.store.db
          .insertInto("condition_reports")
          .values(rows(routeId, Math.min(100, count - start), from + start))
          .execute();
    };
    await fill(1, 200, 0);
    const full = await send(valid);
    expect(full.statusCode).toBe(503);
    expect(full.json().message).toContain("not taking reports right now");
    expect((await send(valid, { routeId: 2 })).statusCode).toBe(201);
    await fill(2, 1_799, 200);
    expect((await send(valid, { routeId: 2 })).statusCode).toBe(503);
    expect((await waiting()).length).toBe(2_000);
  });

  it("flags a photo taken far from the route or on another day, serves it without metadata, and reject makes its URLs 404", async () => {
    await send({ ...valid, photo: await photoAt(64.81, -19.49, "2027:06:14 10:30:00") });
    await send({ ...valid, photo: await photoAt(64.1, -21.9, "2027:06:10 10:30:00", 600) });
    const [near, far] = await waiting();
    expect(near.flags).toEqual({ photoFar: false, photoOtherDay: false, noPhoto: false });
    expect(far.flags).toEqual({ photoFar: true, photoOtherDay: true, noPhoto: false });
    const stored = JSON.stringify(await test.store.db.selectFrom("condition_reports").selectAll().execute());
    expect(stored).not.toMatch(/64\.1|21\.9|2027:06:10/);

    expect(near.photo.length).toBeGreaterThan(0);
    const url = near.photo[0].url;
    // Waiting: only the admin sees it.
    expect((await test.app.inject({ method: "GET", url })).statusCode).toBe(404);
    const forAdmin = await test.app.inject({ method: "GET", url, headers: { cookie } });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers["content-type"]).toBe("image/webp");
    await decide(near.id, "approve");
    for (const file of near.photo) {
      const served = await test.app.inject({ method: "GET", url: file.url });
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from("Testphone"))).toBe(false);
    }
    expect((await publicReports())[0].photo.map((file: { url: string }) => file.url)).toEqual(near.photo.map((file: { url: string }) => file.url));

    expect((await decide(far.id, "reject")).statusCode).toBe(200);
    for (const file of far.photo) expect((await test.app.inject({ method: "GET", url: file.url, headers: { cookie } })).statusCode).toBe(404);
    expect(await test.store.db.selectFrom("condition_report_files").select("report_id").where("report_id", "=", far.id).execute()).toEqual([]);
    expect((await test.store.auditTrail()).map((record) => record.action)).toContain("reject-report");
  });

  it("reads the test photo's EXIF as the flags need it", async () => {
    const tags = exifReader((await sharp(await photoAt(64.81, -19.49, "2027:06:14 10:30:00")).metadata()).exif as Buffer);
    expect(tags.GPSInfo?.GPSLatitude?.[0]).toBe(64);
    expect(tags.Photo?.DateTimeOriginal?.toISOString()).toBe("2027-06-14T10:30:00.000Z");
  });

  it("forgets the e-mail address after 30 days, and at the decision", async () => {
    await send(valid);
    await send({ ...valid, email: "b@example.is" });
    test.clock.advance(29 * DAY);
    cookie = await test.signIn();
    expect((await waiting()).map((report: { email: string }) => report.email)).toEqual(["anna@example.is", "b@example.is"]);
    const [first] = await waiting();
    await decide(first.id, "approve");
    const emails = await test.store.db.selectFrom("condition_reports").select("email").orderBy("id").execute();
    expect(emails).toEqual([{ email: null }, { email: "b@example.is" }]);
    test.clock.advance(DAY + 1);
    cookie = await test.signIn();
    expect((await waiting()).map((report: { email: string }) => report.email)).toEqual([null]);
    expect(await test.store.db.selectFrom("condition_reports").select("email").where("email", "is not", null).execute()).toEqual([]);
  });

  it("needs the admin and a known decision", async () => {
    await send(valid);
    const [report] = await waiting();
    expect((await decide(report.id, "approve", { cookie: "" })).statusCode).toBe(401);
    expect((await decide(report.id, "maybe")).statusCode).toBe(400);
    expect((await decide(report.id, "approve", { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect(
      (await test.app.inject({ method: "POST", url: reportPaths.decision("x"), payload: { decision: "approve" }, headers: { ...WRITE_HEADERS, cookie } }))
        .statusCode,
    ).toBe(400);
    expect(await publicReports()).toEqual([]);
  });
});
