import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/api-paths.ts";
import type { EnglishTexts } from "../../shared/english-texts.ts";
import type { SiteEvent } from "../../shared/event.ts";
import { passkeyPaths } from "../../shared/passkey-paths.ts";
import { type PhotoUploadAnswer, photoPaths, type RoutePhoto } from "../../shared/photo.ts";
import type { Route } from "../../shared/route.ts";
import type { RouteConditions } from "../../shared/route-condition.ts";
import type { RouteTrack } from "../../shared/track.ts";
import { testImage } from "../photos/test-images.ts";
import { createSignedInApp, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { endpointsOf, type Fixtures, multipart, RUNS, requestsTo } from "./generators.ts";

/**
 * Property-based fuzzing of every endpoint the app serves, with every method it serves them with (read
 * from the app itself, so a new endpoint is fuzzed without editing this file): the generated values, bodies,
 * query strings and path parameters of generators.ts, signed in and out. No answer may be a 5xx, and the data
 * afterwards must be the data before plus exactly what the accepted writes did. FUZZ_RUNS sets the number of
 * requests per engine (`npm run test:stress` runs 10,000 on each).
 */
/** What the route page reads of a route besides its own fields; the track without its file name, which follows the route's name. */
interface RouteData {
  track: Omit<RouteTrack, "fileName"> | null;
  conditions: RouteConditions;
  photos: RoutePhoto[];
}

const freshRoute = (): RouteData => ({ track: null, conditions: { current: null, recent: [], season: null }, photos: [] });
const withoutFileName = (track: RouteTrack | null) => {
  if (!track) return null;
  const { fileName: _fileName, ...rest } = track;
  return rest;
};

/** A path parameter as the server reads it (percent-decoded); only used once the server accepted it. */
function decoded(parameter: string): number {
  try {
    return Number(decodeURIComponent(parameter));
  } catch {
    return Number.NaN;
  }
}

describe.each(testEngines)("every endpoint survives generated bad input (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;

  beforeAll(async () => {
    ({ test, cookie } = await createSignedInApp({ engine, sampleData: true }));
  });
  afterAll(async () => test.close());

  /** Three photos on each of two routes, so that edits, deletes and orders of photos can be accepted. */
  async function seedPhotos(jpeg: Buffer): Promise<Map<number, number[]>> {
    const photos = new Map<number, number[]>();
    for (const routeId of [11, 12]) {
      for (const alt of ["Fyrsta", "Önnur", "Þriðja"]) {
        const boundary = "seed";
        const response = await test.app.inject({
          method: "POST",
          url: photoPaths.photos(routeId),
          payload: multipart(boundary, [
            { name: "alt", data: alt },
            { name: "file", filename: "mynd.jpg", type: "image/jpeg", data: jpeg },
          ]),
          headers: { ...WRITE_HEADERS, cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
        });
        expect(response.statusCode, response.body).toBe(201);
        photos.set(routeId, [...(photos.get(routeId) ?? []), response.json<PhotoUploadAnswer>().photo.id]);
      }
    }
    return photos;
  }

  async function snapshot() {
    const routes = (await test.app.inject({ method: "GET", url: apiPaths.routes })).json() as Route[];
    const events = (await test.app.inject({ method: "GET", url: apiPaths.events })).json() as SiteEvent[];
    const views = await test.store.db
      .selectFrom("page_views")
      .select((eb) => eb.fn.sum<number>("views").as("total"))
      .executeTakeFirstOrThrow();
    const admins = await test.store.db.selectFrom("admins").select(["email", "password_hash"]).execute();
    const details = new Map<number, RouteData>();
    for (const route of routes) {
      const answer = (await test.app.inject({ method: "GET", url: apiPaths.routeDetails(route.id) })).json();
      details.set(route.id, { track: withoutFileName(answer.track), conditions: answer.conditions, photos: answer.photos });
    }
    const english = {
      route: englishMap((await test.app.inject({ method: "GET", url: apiPaths.englishRoutes })).json()),
      event: englishMap((await test.app.inject({ method: "GET", url: apiPaths.englishEvents })).json()),
    };
    return { routes, events, views: Number(views.total ?? 0), admins, details, english };
  }

  function englishMap(list: (EnglishTexts & { id: number })[]): Map<number, EnglishTexts> {
    return new Map(list.map(({ id, nameEn, descriptionEn }) => [id, { nameEn, descriptionEn }]));
  }

  it(`answers ${RUNS} generated bad requests without a 5xx, and changes only what the accepted writes said`, async () => {
    const endpoints = endpointsOf(test);
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining([
        "POST /backend/add_route.php",
        "GET /backend/delete_event.php",
        "POST /api/auth/login",
        "POST /api/analytics/pageview",
        "PUT /api/routes/:id/track",
        "DELETE /api/routes/:id/track",
        "PUT /api/routes/:id/condition",
        "PUT /api/routes/:id/season",
        "POST /api/routes/:id/photos",
        "PUT /api/routes/:id/photos/order",
        "PATCH /api/routes/:id/photos/:photoId",
        "DELETE /api/routes/:id/photos/:photoId",
        "PUT /api/english/routes/:id",
        "PUT /api/english/events/:id",
        "GET /api/routes/:id/track.gpx",
        "GET /en/routes/:id",
      ]),
    );
    const jpeg = await (await testImage(24, 16)).jpeg().toBuffer();
    const fixtures: Fixtures = { jpeg, photos: await seedPhotos(jpeg) };
    const before = await snapshot();
    const expected = {
      routes: [...before.routes],
      events: [...before.events],
      views: before.views,
      details: structuredClone(before.details),
      english: structuredClone(before.english),
    };
    const statuses = new Map<number, number>();
    const accepted = new Map<string, number>();
    let sent = 0;

    await fc.assert(
      fc.asyncProperty(requestsTo(endpoints, fixtures), async (request) => {
        const endpoint = request.endpoint;
        const method = request.wrongMethod ? request.otherMethod : endpoint.method;
        const path = endpoint.path.replace(":id", request.ids.routeId).replace(":photoId", request.ids.photoId).replace(/:\w+/, request.otherParameter);
        const headers: Record<string, string> = { ...request.foreign };
        const bare = request.bare || (method === "DELETE" && request.bareDelete);
        const options: InjectOptions = { method, url: `${path}${request.query}`, headers, remoteAddress: request.client };
        if (request.multipart && !bare) {
          headers["content-type"] = request.multipart.contentType;
          options.payload = request.multipart.payload;
        } else if (!bare) {
          if (request.contentType !== undefined) headers["content-type"] = request.contentType;
          if (method !== "GET" && method !== "HEAD") options.payload = request.body;
          const photos = expected.details.get(decoded(request.ids.routeId))?.photos.map((photo) => photo.id);
          if (endpoint.path === photoPaths.order(":id") && request.currentOrder !== undefined && photos) {
            const turn = request.currentOrder % Math.max(1, photos.length);
            options.payload = JSON.stringify({ ids: [...photos.slice(turn), ...photos.slice(0, turn)] });
          }
        }
        if (request.accept !== undefined) headers.accept = request.accept;
        // Signed out with the custom header reaches the session check (401); without it, the header check (403).
        if (request.writeHeader) Object.assign(headers, WRITE_HEADERS);
        if (request.signedIn) headers.cookie = cookie;
        // Fast enough that the per-client write limits stay out of the way most of the time.
        test.clock.advance(1500);
        const response = await test.app.inject(options);
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const shown = request.multipart && !bare ? request.multipart.payload.toString("latin1") : JSON.stringify(request.body);
        if (response.statusCode >= 500) throw new Error(`${method} ${options.url} ${shown.slice(0, 300)} → ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400 && method !== "HEAD") {
          // Every refusal is JSON with a message (the 404 page of an unknown site path is the web app's HTML).
          if (!response.headers["content-type"]?.toString().startsWith("text/html")) expect(response.json()).toHaveProperty("message");
        }
        if (response.statusCode < 200 || response.statusCode >= 300 || method === "HEAD") return;

        const write = `${method} ${endpoint.path}`;
        accepted.set(write, (accepted.get(write) ?? 0) + 1);
        const routeId = decoded(request.ids.routeId);
        const data = () => {
          const found = expected.details.get(routeId);
          if (!found) throw new Error(`${write} accepted for route ${request.ids.routeId}, which is not in the data`);
          return found;
        };
        const answer = () => response.json();
        const deleted = /^\?id=(\d+)$/.exec(request.query)?.[1];
        switch (write) {
          case `POST ${apiPaths.addRoute}`:
            expected.routes.push(answer().route);
            expected.details.set(answer().route.id, freshRoute());
            break;
          case `POST ${apiPaths.updateRoute}`: {
            const updated = answer().route as Route;
            expected.routes = expected.routes.map((route) => (route.id === updated.id ? updated : route));
            break;
          }
          case `GET ${apiPaths.deleteRoute}`:
            expected.routes = expected.routes.filter((route) => String(route.id) !== deleted);
            // Its track, conditions, photos and English texts go with it.
            expected.details.delete(Number(deleted));
            expected.english.route.delete(Number(deleted));
            break;
          case `POST ${apiPaths.addEvent}`:
            expected.events.push(answer().event);
            break;
          case `GET ${apiPaths.deleteEvent}`:
            expected.events = expected.events.filter((event) => String(event.id) !== deleted);
            expected.english.event.delete(Number(deleted));
            break;
          case `POST ${apiPaths.pageView}`:
            expected.views += 1;
            break;
          case `PUT ${apiPaths.track(":id")}`:
            data().track = withoutFileName(answer().track);
            break;
          case `DELETE ${apiPaths.track(":id")}`:
            data().track = null;
            break;
          case `PUT ${apiPaths.routeCondition(":id")}`:
            data().conditions = answer().conditions;
            break;
          case `PUT ${apiPaths.routeSeason(":id")}`:
            data().conditions.season = answer().season;
            break;
          case `PUT ${apiPaths.englishRoute(":id")}`:
          case `PUT ${apiPaths.englishEvent(":id")}`: {
            const texts = answer().texts as EnglishTexts;
            const kind = endpoint.path === apiPaths.englishRoute(":id") ? "route" : "event";
            if (texts.nameEn === null && texts.descriptionEn === null) expected.english[kind].delete(routeId);
            else expected.english[kind].set(routeId, texts);
            break;
          }
          case `POST ${photoPaths.photos(":id")}`:
            data().photos.push(answer().photo);
            break;
          case `PATCH ${photoPaths.photo(":id", ":photoId")}`: {
            const edited = answer().photo as RoutePhoto;
            data().photos = data().photos.map((photo) => (photo.id === edited.id ? edited : photo));
            break;
          }
          case `DELETE ${photoPaths.photo(":id", ":photoId")}`:
            data().photos = data().photos.filter((photo) => photo.id !== decoded(request.ids.photoId));
            break;
          case `PUT ${photoPaths.order(":id")}`:
            data().photos = answer().photos;
            break;
          case `POST ${apiPaths.logout}`:
            // A generated sign-out ended the fuzzer's session: sign in again (from an address of its own).
            if (request.signedIn) cookie = await test.signIn();
            break;
          case `POST ${apiPaths.login}`:
          case `POST ${apiPaths.trackPreview}`:
          // A WebAuthn challenge, a new set of recovery codes, "Require a passkey" left off: none is in the snapshot.
          case `POST ${passkeyPaths.signInOptions}`:
          case `POST ${passkeyPaths.registrationOptions}`:
          case `POST ${passkeyPaths.recoveryCodes}`:
          case `PUT ${passkeyPaths.required}`:
            break;
          default:
            // Reads change nothing; any other accepted write must be accounted for above.
            if (method !== "GET") throw new Error(`${write} was accepted, and this test does not know what it changes`);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );

    expect(sent).toBe(RUNS);
    // The server is still up, and the data is what the accepted writes made it.
    expect((await test.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    const after = await snapshot();
    expect(after.routes).toEqual(expected.routes);
    expect(after.events.map((event) => event.id).sort()).toEqual(expected.events.map((event) => event.id).sort());
    expect(after.views).toBe(expected.views);
    expect(after.admins).toEqual(before.admins);
    expect(after.details).toEqual(expected.details);
    expect(after.english).toEqual(expected.english);
    // The run reached the handlers, not only the guards: some writes were accepted and many refused as invalid.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 8);
    expect([...statuses.keys()].some((status) => status >= 200 && status < 300)).toBe(true);
    const writes = [...accepted].filter(([write]) => !write.startsWith("GET /") || write.includes("delete_"));
    console.info(
      `${engine}: answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; writes accepted ${JSON.stringify(Object.fromEntries(writes))}`,
    );
  }, 600_000);
});
