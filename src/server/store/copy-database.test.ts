import { afterEach, describe, expect, it } from "vitest";
import { IdentityService } from "../identity/identity-service.ts";
import { processPhoto } from "../photos/process-photo.ts";
import { testImage } from "../photos/test-images.ts";
import { createTestClock } from "../test-support/test-app.ts";
import { createTestDatabase, type Engine, type TestDatabase, testEngines } from "../test-support/test-databases.ts";
import { parseGpx } from "../tracks/gpx-parser.ts";
import { packGpx } from "../tracks/packed-gpx.ts";
import { syntheticGpx } from "../tracks/test-support/synthetic-gpx.ts";
import { analyseTrack } from "../tracks/track-analysis.ts";
import { CopyRefusedError, copiedTables, copyDatabase } from "./copy-database.ts";
import { openStore } from "./open-store.ts";

const testClock = createTestClock().now;

async function dump(database: TestDatabase) {
  const store = await openStore(database.location, { sampleData: false, now: testClock });
  const tables: Record<string, unknown[]> = {};
  for (const table of copiedTables) {
    const rows = (
      table === "photo_files"
        ? await store.db.selectFrom(table).selectAll().orderBy("photo_id").orderBy("name").execute()
        : table === "condition_report_files"
          ? await store.db.selectFrom(table).selectAll().orderBy("report_id").orderBy("name").execute()
          : table === "report_challenges_used"
            ? await store.db.selectFrom(table).selectAll().orderBy("challenge_id").execute()
            : await store.db
                .selectFrom(table)
                .selectAll()
                .orderBy(
                  table === "site_meta" || table === "login_throttle"
                    ? "key"
                    : table === "route_tracks" || table === "route_seasons"
                      ? "route_id"
                      : table === "page_views"
                        ? "path"
                        : "id",
                )
                .execute()
    ) as Record<string, unknown>[];
    // node:sqlite gives blobs as Uint8Array, pg as Buffer: compare the bytes.
    tables[table] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value])),
    );
  }
  await store.close();
  return tables;
}

/** A site with something in every table. */
async function populate(database: TestDatabase) {
  const store = await openStore(database.location, { sampleData: true, now: () => new Date("2026-11-22T12:00:00Z") });
  const identity = new IdentityService(store.identity, { scryptLogN: 10 });
  await identity.setAdminPassword("admin@rafhjol.is", "langt-og-gott-lykilord");
  await identity.signIn("admin@rafhjol.is", "langt-og-gott-lykilord", "127.0.0.1");
  await identity.signIn("admin@rafhjol.is", "rangt-lykilord-hér", "198.51.100.1");
  await store.deleteRoute(3, "admin@rafhjol.is");
  await store.addRoute(
    {
      name: "Nýleið",
      region: "Suðurland",
      description: "Lýsing með „gæsalöppum“ og ð.",
      distance: 12.75,
      latitude: 63.5,
      longitude: -19.25,
      link: "https://example.is",
      videolink: "https://video.example/x",
    },
    "admin@rafhjol.is",
  );
  await store.setEnglishTexts("route", 1, { nameEn: "Þingvellir loop", descriptionEn: "Around the lake, “quoted”." }, "admin@rafhjol.is");
  await store.setEnglishTexts("event", 1, { nameEn: "Group ride", descriptionEn: null }, "admin@rafhjol.is");
  const gpx = Buffer.from(syntheticGpx({ points: 50, noiseM: 2 }).gpx);
  await store.setRouteTrack(1, { file: packGpx(gpx), fileName: "synthetic.gpx", analysis: analyseTrack(parseGpx(gpx)) }, "admin@rafhjol.is");
  await store.setRouteCondition(2, { condition: "snow", note: "Snjór á heiðinni", checkedOn: "2026-11-20" }, "admin@rafhjol.is");
  await store.setRouteCondition(2, { condition: "closed", note: null, checkedOn: "2026-11-22" }, "admin@rafhjol.is");
  await store.setRouteSeason(2, { from: "06-20", to: "09-15" }, "admin@rafhjol.is");
  await store.countPageView({ day: "2026-11-22", path: "/routes", referrerHost: "google.com", deviceClass: "phone" });
  await store.countPageView({ day: "2026-11-22", path: "/routes", referrerHost: "google.com", deviceClass: "phone" });
  // Three photos, one of them removed again, so the copy keeps ids with a gap.
  const photo = await processPhoto(await (await testImage(600, 400)).jpeg().toBuffer());
  const stored = { ...photo, uploadBytes: 1000 };
  const texts = { alt: "Útsýni yfir vatnið", altEn: "View over the lake", caption: "Á leiðinni", captionEn: null };
  const first = await store.photos.addPhoto(1, texts, stored, "admin@rafhjol.is");
  await store.photos.addPhoto(1, { ...texts, alt: "Önnur mynd" }, stored, "admin@rafhjol.is");
  await store.photos.addPhoto(2, texts, stored, "admin@rafhjol.is");
  if (typeof first !== "object") throw new Error("photo not added");
  await store.photos.deletePhoto(1, first.id, "admin@rafhjol.is");
  // Riders' reports: one approved with its photo, one waiting with an e-mail address, and a used challenge.
  const limits = { perRouteAndClient: 3, perRoute: 200, total: 2_000 };
  const report = { routeId: 2, condition: "snow" as const, riddenOn: "2026-11-20", note: "Skaflar", name: "Anna", email: null, clientHash: "h1" };
  const photoFile = { name: "AAAAAAAAAAAAAAAAAAAAAA-480x360.webp", type: "image/webp", width: 480, height: 360, bytes: new Uint8Array([1, 2, 3]) };
  const approved = await store.reports.addReport({ ...report, flags: { photoFar: true, photoOtherDay: false }, files: [photoFile] }, limits);
  if (typeof approved !== "object") throw new Error("report not added");
  await store.reports.decide(approved.id, "approve", "admin@rafhjol.is");
  await store.reports.addReport({ ...report, email: "anna@example.is", flags: { photoFar: false, photoOtherDay: false }, files: [] }, limits);
  await store.reports.markChallengeUsed("nonce-1", new Date("2026-11-22T00:10:00Z"), new Date("2026-11-22T00:00:00Z"));
  await store.close();
}

const pairs: [Engine, Engine][] = testEngines.flatMap((from) => testEngines.map((to) => [from, to] as [Engine, Engine]));

// Populating makes a photo's variants, which takes a few seconds on a busy machine.
describe.each(pairs)("db:copy from %s to %s", { timeout: 60_000 }, (fromEngine, toEngine) => {
  const created: TestDatabase[] = [];
  const fresh = async (engine: Engine) => {
    const database = await createTestDatabase(engine);
    created.push(database);
    return database;
  };
  afterEach(async () => {
    await Promise.all(created.splice(0).map((database) => database.drop()));
  });

  it("copies every row of every table, and back again, without loss", async () => {
    const source = await fresh(fromEngine);
    await populate(source);
    const target = await fresh(toEngine);
    const counts = await copyDatabase(source.location, target.location);
    expect(counts.routes).toBeGreaterThanOrEqual(15);
    expect(counts.sessions).toBe(1);
    expect(counts.route_tracks).toBe(1);
    expect(counts.route_conditions).toBe(2);
    expect(counts.route_seasons).toBe(1);
    expect(counts.route_photos).toBe(2);
    // Each 600 px photo has five files: AVIF and WebP at 480 and 600 px, and the preview.
    expect(counts.photo_files).toBe(10);
    const original = await dump(source);
    expect(await dump(target)).toEqual(original);
    const copied = await openStore(target.location, { sampleData: false, now: testClock });
    try {
      expect(await copied.getEnglishTexts("route", 1)).toEqual({ nameEn: "Þingvellir loop", descriptionEn: "Around the lake, “quoted”." });
      expect(await copied.getEnglishTexts("event", 1)).toEqual({ nameEn: "Group ride", descriptionEn: null });
      // The sample routes came with their English texts, and so they were copied.
      expect((await copied.listEnglishTexts("route")).length).toBeGreaterThanOrEqual(15);
      expect(await copied.getRouteConditions(2)).toEqual({
        current: { condition: "closed", note: null, checkedOn: "2026-11-22" },
        recent: [
          { condition: "closed", note: null, checkedOn: "2026-11-22" },
          { condition: "snow", note: "Snjór á heiðinni", checkedOn: "2026-11-20" },
        ],
        season: { from: "06-20", to: "09-15" },
      });
      // The photos' files came along: served from the copy, byte for byte.
      const [photo] = await copied.photos.listPhotos(2);
      const name = photo?.webp[0]?.url.split("/").pop() ?? "";
      expect((await copied.photos.getFile(name))?.type).toBe("image/webp");
    } finally {
      await copied.close();
    }

    const back = await fresh(fromEngine);
    await copyDatabase(target.location, back.location);
    expect(await dump(back)).toEqual(original);
  });

  it("gives the next new row a new id on the target", async () => {
    const source = await fresh(fromEngine);
    await populate(source);
    const target = await fresh(toEngine);
    await copyDatabase(source.location, target.location);
    const store = await openStore(target.location, { sampleData: false, now: testClock });
    const ids = (await store.listRoutes()).map((route) => route.id);
    const added = await store.addRoute({
      name: "Eftir afritun",
      region: "Vestfirðir",
      description: "x",
      distance: 1,
      latitude: 65,
      longitude: -23,
      link: "https://example.is",
      videolink: null,
    });
    expect(added.id).toBe(Math.max(...ids) + 1);
    // The conditions' ids go on after the copied ones too (a duplicate key would throw).
    expect(await store.setRouteCondition(2, { condition: "open", note: null, checkedOn: "2026-11-23" })).toBe(true);
    expect((await store.getRouteConditions(2)).recent).toHaveLength(3);
    await store.close();
  });

  it("refuses a target that already has data, and changes nothing there", async () => {
    const source = await fresh(fromEngine);
    await populate(source);
    const target = await fresh(toEngine);
    const seeded = await openStore(target.location, { sampleData: true, now: testClock });
    const before = await seeded.listRoutes();
    await seeded.close();
    await expect(copyDatabase(source.location, target.location)).rejects.toThrow(CopyRefusedError);
    const after = await openStore(target.location, { sampleData: false, now: testClock });
    expect(await after.listRoutes()).toEqual(before);
    await after.close();
  });
});
