import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/api-paths.ts";
import { MAX_PHOTO_BYTES, type PhotoUploadAnswer, photoPaths, type RoutePhoto } from "../../shared/photo.ts";
import { createSignedInApp, HIGHLAND_ROUTE, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { photoRefusals } from "./process-photo.ts";
import { phoneJpeg, pngBomb, testImage } from "./test-images.ts";

/** Making AVIF variants takes a while on a busy machine; only a hang should fail a test. */
const PROCESSING = { timeout: 60_000 };

/** A multipart/form-data body as a browser's FormData makes it. */
async function form(fields: Record<string, string | { bytes: Uint8Array; name: string; type: string }>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") data.append(key, value);
    else data.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const encoded = new Response(data);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") ?? "" };
}

const route = HIGHLAND_ROUTE;

describe.each(testEngines)("route photos API (%s)", PROCESSING, (engine) => {
  let test: TestApp;
  let cookie: string;

  async function upload(bytes: Uint8Array, fields: Record<string, string> = { alt: "Kjölur í sól" }, headers: Record<string, string> = {}) {
    const body = await form({ ...fields, file: { bytes, name: "mynd.jpg", type: "image/jpeg" } });
    return test.app.inject({
      method: "POST",
      url: photoPaths.photos(1),
      payload: body.payload,
      headers: { ...WRITE_HEADERS, cookie, "content-type": body.contentType, ...headers },
    });
  }

  async function stored() {
    const photos = await test.store.db
      .selectFrom("route_photos")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    const files = await test.store.db
      .selectFrom("photo_files")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return { photos: Number(photos.count), files: Number(files.count), audit: (await test.store.auditTrail()).length };
  }

  async function details(): Promise<{ photos: RoutePhoto[] }> {
    return (await test.app.inject({ method: "GET", url: apiPaths.routeDetails(1) })).json();
  }

  beforeEach(async () => {
    ({ test, cookie } = await createSignedInApp({ engine }));
    await test.app.inject({ method: "POST", url: apiPaths.addRoute, payload: route, headers: { ...WRITE_HEADERS, cookie } });
  });
  afterEach(async () => test.close());

  it("takes a phone's JPEG, answers 201 with the photo, and serves its files without the GPS position", async () => {
    const response = await upload(await phoneJpeg(1200, 900), { alt: "Kjölur í sól", altEn: "Kjölur in the sun", caption: "Við Hveravelli" });
    expect(response.statusCode, response.body).toBe(201);
    const { message, photo } = response.json<PhotoUploadAnswer>();
    expect(message).toBe("Mynd bætt við leiðina „Kjölur“.");
    // Orientation 6: the 1200 × 900 file is a portrait photo.
    expect(photo).toMatchObject({ alt: "Kjölur í sól", altEn: "Kjölur in the sun", caption: "Við Hveravelli", captionEn: null, width: 900, height: 1200 });
    expect(photo.avif.map((file) => `${file.width}x${file.height}`)).toEqual(["480x640", "900x1200"]);
    expect(photo.webp.map((file) => file.type)).toEqual(["image/webp", "image/webp"]);
    expect(photo.preview).toMatchObject({ width: 1200, height: 630, type: "image/jpeg" });

    expect((await details()).photos).toEqual([photo]);
    for (const file of [...photo.avif, ...photo.webp, photo.preview]) {
      const served = await test.app.inject({ method: "GET", url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(file.type);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      // The ETag is the file's own SHA-256, as its name starts with it.
      expect(served.headers.etag).toBe(`"${createHash("sha256").update(served.rawPayload).digest("base64url").slice(0, 22)}"`);
      const metadata = await sharp(served.rawPayload).metadata();
      expect({ width: metadata.width, height: metadata.height, exif: metadata.exif, xmp: metadata.xmp, icc: metadata.icc }).toEqual({
        width: file.width,
        height: file.height,
        exif: undefined,
        xmp: undefined,
        icc: undefined,
      });
      expect(served.rawPayload.includes(Buffer.from("Testphone-X1"))).toBe(false);
    }
    const audit = (await test.store.auditTrail()).at(-1);
    expect(audit).toMatchObject({ actor: "test@rafhjol.is", action: "add", entity: "route_photo", entityId: photo.id });
    expect(audit?.details).toMatchObject({ routeId: 1, alt: "Kjölur í sól", upload: { format: "jpeg" } });
  });

  it("keeps answering other visitors while a large photo is processed", async () => {
    const large = await (await testImage(4000, 3000)).jpeg({ quality: 95 }).toBuffer();
    let uploaded = false;
    const pending = upload(large).finally(() => {
      uploaded = true;
    });
    // sharp works on libuv's threads: the list is answered while the photo is still being made.
    let answered = 0;
    while (answered < 3) {
      const list = await test.app.inject({ method: "GET", url: apiPaths.routes });
      expect(list.statusCode).toBe(200);
      answered++;
    }
    expect(uploaded).toBe(false);
    expect((await pending).statusCode).toBe(201);
  });

  it("keeps get_routes.php exactly as it was", async () => {
    const before = (await test.app.inject({ method: "GET", url: apiPaths.routes })).json();
    expect((await upload(await (await testImage(600, 400)).jpeg().toBuffer())).statusCode).toBe(201);
    const after = (await test.app.inject({ method: "GET", url: apiPaths.routes })).json();
    expect(after).toEqual(before);
    expect(Object.keys(after[0]).sort()).toEqual(["description", "distance", "id", "latitude", "link", "longitude", "name", "region", "videolink"]);
  });

  it.each([
    ["text named .jpg", async () => Buffer.from("þetta er ekki mynd"), 415],
    ["an SVG", async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 415],
    ["a GIF", async () => (await testImage(20, 20)).gif().toBuffer(), 415],
    ["a decompression bomb", async () => pngBomb(60_000, 60_000), 422],
    ["a truncated JPEG", async () => (await (await testImage(400, 300)).jpeg().toBuffer()).subarray(0, 3000), 422],
    [
      "an animated WebP",
      async () =>
        sharp(await (await testImage(20, 40)).raw().toBuffer(), { raw: { width: 20, height: 40, channels: 3, pageHeight: 20 } })
          .webp({ loop: 0 })
          .toBuffer(),
      422,
    ],
    ["an empty file", async () => Buffer.alloc(0), 400],
  ])("refuses %s with an Icelandic message and stores nothing", async (_label, make, status) => {
    const before = await stored();
    const response = await upload(await make());
    expect(response.statusCode, response.body).toBe(status);
    expect(Object.values(photoRefusals)).toContain(response.json().message);
    expect(await stored()).toEqual(before);
  });

  it("refuses a file over 25 MB with 413 and stores nothing", async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain("25 MB");
    expect(await stored()).toEqual({ photos: 0, files: 0, audit: 1 });
  });

  it("needs an alt text, and refuses unknown fields, a second file and a non-multipart body", async () => {
    const jpeg = await (await testImage(300, 200)).jpeg().toBuffer();
    const noAlt = await upload(jpeg, { alt: "  " });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toBe("Lýsing myndar (alt-texti) vantar.");
    expect((await upload(jpeg, { alt: "x", extra: "y" })).statusCode).toBe(400);
    expect((await upload(jpeg, { alt: "x".repeat(301) })).statusCode).toBe(400);
    // PostgreSQL cannot store a NUL in a text: control characters are refused, on both engines, with a message.
    for (const texts of [{ alt: "Kjölur\u0000" }, { alt: "x", caption: "https://example.is/\u0000" }, { alt: "x", altEn: "\u001b[31m" }] as Record<
      string,
      string
    >[]) {
      const refused = await upload(jpeg, texts);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toMatch(/má ekki innihalda stýritákn\.$/);
    }
    const two = await form({ alt: "x", file: { bytes: jpeg, name: "a.jpg", type: "image/jpeg" }, other: { bytes: jpeg, name: "b.jpg", type: "image/jpeg" } });
    const twoFiles = await test.app.inject({
      method: "POST",
      url: photoPaths.photos(1),
      payload: two.payload,
      headers: { ...WRITE_HEADERS, cookie, "content-type": two.contentType },
    });
    expect(twoFiles.statusCode).toBeGreaterThanOrEqual(400);
    expect(twoFiles.statusCode).toBeLessThan(500);
    const json = await test.app.inject({ method: "POST", url: photoPaths.photos(1), payload: { alt: "x" }, headers: { ...WRITE_HEADERS, cookie } });
    expect(json.statusCode).toBe(415);
    const unknownRoute = await form({ alt: "x", file: { bytes: jpeg, name: "a.jpg", type: "image/jpeg" } });
    const missing = await test.app.inject({
      method: "POST",
      url: photoPaths.photos(99),
      payload: unknownRoute.payload,
      headers: { ...WRITE_HEADERS, cookie, "content-type": unknownRoute.contentType },
    });
    expect(missing.statusCode).toBe(404);
    expect(await stored()).toEqual({ photos: 0, files: 0, audit: 1 });
  });

  it("is the admin's only: another site, no custom header or no session is refused before the body is read", async () => {
    const jpeg = await (await testImage(300, 200)).jpeg().toBuffer();
    expect((await upload(jpeg, undefined, { cookie: "" })).statusCode).toBe(401);
    expect((await upload(jpeg, undefined, { "x-requested-with": "" })).statusCode).toBe(403);
    expect((await upload(jpeg, undefined, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    const order = await test.app.inject({ method: "PUT", url: photoPaths.order(1), payload: { ids: [] }, headers: WRITE_HEADERS });
    expect(order.statusCode).toBe(401);
    const remove = await test.app.inject({ method: "DELETE", url: photoPaths.photo(1, 1), headers: WRITE_HEADERS });
    expect(remove.statusCode).toBe(401);
    expect(await stored()).toEqual({ photos: 0, files: 0, audit: 1 });
  });

  it("reorders (the first is the cover), deletes a photo with its files, and deleting the route removes the rest", async () => {
    const ids: number[] = [];
    for (const [index, alt] of ["Fyrsta", "Önnur", "Þriðja"].entries()) {
      // Three different pictures: the same picture twice would make files of the same name.
      const response = await upload(await (await testImage(500 + 10 * index, 300)).webp().toBuffer(), { alt });
      ids.push(response.json<PhotoUploadAnswer>().photo.id);
    }
    expect((await details()).photos.map((photo) => photo.alt)).toEqual(["Fyrsta", "Önnur", "Þriðja"]);

    const reordered = await test.app.inject({
      method: "PUT",
      url: photoPaths.order(1),
      payload: { ids: [ids[2], ids[0], ids[1]] },
      headers: { ...WRITE_HEADERS, cookie },
    });
    expect(reordered.statusCode).toBe(200);
    expect((await details()).photos.map((photo) => photo.alt)).toEqual(["Þriðja", "Fyrsta", "Önnur"]);
    // The cards' list of covers follows at once: only routes with photos are in it.
    const covers = await test.app.inject({ method: "GET", url: photoPaths.covers });
    expect(covers.headers.etag).toBeDefined();
    const [third] = (await details()).photos;
    const small = third?.webp[0];
    expect(covers.json()).toEqual([{ id: 1, alt: "Þriðja", altEn: null, url: small?.url, width: small?.width, height: small?.height }]);
    for (const wrong of [[ids[0], ids[1]], [ids[0], ids[0], ids[1]], [...ids, 999], "x"]) {
      const response = await test.app.inject({ method: "PUT", url: photoPaths.order(1), payload: { ids: wrong }, headers: { ...WRITE_HEADERS, cookie } });
      expect(response.statusCode).toBe(400);
    }
    expect((await test.store.auditTrail()).at(-1)).toMatchObject({ action: "reorder", entity: "route_photos", entityId: 1 });

    const [cover] = (await details()).photos;
    if (!cover) throw new Error("no cover");
    const removed = await test.app.inject({ method: "DELETE", url: photoPaths.photo(1, cover.id), headers: { ...WRITE_HEADERS, cookie } });
    expect(removed.statusCode).toBe(200);
    expect((await test.app.inject({ method: "GET", url: cover.webp[0]?.url ?? "" })).statusCode).toBe(404);
    expect((await details()).photos.map((photo) => photo.alt)).toEqual(["Fyrsta", "Önnur"]);
    expect((await test.app.inject({ method: "DELETE", url: photoPaths.photo(1, cover.id), headers: { ...WRITE_HEADERS, cookie } })).statusCode).toBe(404);
    expect((await test.app.inject({ method: "DELETE", url: photoPaths.photo(2, ids[0] ?? 0), headers: { ...WRITE_HEADERS, cookie } })).statusCode).toBe(404);

    await test.app.inject({ method: "GET", url: `${apiPaths.deleteRoute}?id=1`, headers: { ...WRITE_HEADERS, cookie } });
    expect(await stored()).toMatchObject({ photos: 0, files: 0 });
  });

  it("edits a photo's texts: the route's page shows them, an empty alt text or another route's photo changes nothing", async () => {
    const uploaded = await upload(await (await testImage(400, 300)).jpeg().toBuffer(), { alt: "Kjölur í sól", caption: "Við Hveravelli" });
    const { photo } = uploaded.json<PhotoUploadAnswer>();
    const edit = (payload: unknown, url = photoPaths.photo(1, photo.id), headers: Record<string, string> = { ...WRITE_HEADERS, cookie }) =>
      test.app.inject({ method: "PATCH", url, payload: payload as Record<string, unknown>, headers });

    const edited = await edit({ alt: "  Kjölur í þoku ", altEn: "Kjölur in fog", caption: "", captionEn: null });
    expect(edited.statusCode, edited.body).toBe(200);
    const expected = { ...photo, alt: "Kjölur í þoku", altEn: "Kjölur in fog", caption: null, captionEn: null };
    expect(edited.json()).toEqual({ message: "Textar myndarinnar voru vistaðir.", photo: expected });
    expect((await details()).photos).toEqual([expected]);
    expect((await test.app.inject({ method: "GET", url: photoPaths.covers })).json()).toEqual([
      expect.objectContaining({ id: 1, alt: "Kjölur í þoku", altEn: "Kjölur in fog" }),
    ]);
    const audit = (await test.store.auditTrail()).at(-1);
    expect(audit).toMatchObject({ actor: "test@rafhjol.is", action: "update", entity: "route_photo", entityId: photo.id });
    expect(audit?.details).toEqual({
      routeId: 1,
      before: { alt: "Kjölur í sól", altEn: null, caption: "Við Hveravelli", captionEn: null },
      after: { alt: "Kjölur í þoku", altEn: "Kjölur in fog", caption: null, captionEn: null },
    });

    const before = { ...(await stored()), photos: (await details()).photos };
    const noAlt = await edit({ alt: "   ", caption: "Nýr texti" });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toBe("Lýsing myndar (alt-texti) vantar.");
    for (const wrong of [
      { alt: "a\u0000b" },
      { alt: "x", captionEn: "\u0007" },
      { alt: "\ud800" },
      { caption: "x" },
      { alt: "x".repeat(301) },
      { alt: "x", caption: "x".repeat(501) },
      { alt: "x", extra: "y" },
      { alt: 5 },
      [],
    ]) {
      expect((await edit(wrong)).statusCode, JSON.stringify(wrong)).toBe(400);
    }
    await test.app.inject({ method: "POST", url: apiPaths.addRoute, payload: { ...route, name: "Önnur leið" }, headers: { ...WRITE_HEADERS, cookie } });
    const otherRoute = await edit({ alt: "x" }, photoPaths.photo(2, photo.id));
    expect(otherRoute.statusCode).toBe(404);
    expect(otherRoute.json().message).toBe(`Leið 2 hefur enga mynd með auðkennið ${photo.id}.`);
    expect((await edit({ alt: "x" }, photoPaths.photo(1, photo.id + 1))).statusCode).toBe(404);
    expect((await edit({ alt: "x" }, photoPaths.photo(99, photo.id))).statusCode).toBe(404);
    expect((await edit({ alt: "x" }, photoPaths.photo(1, "0"))).statusCode).toBe(400);
    expect((await edit({ alt: "x" }, undefined, WRITE_HEADERS)).statusCode).toBe(401);
    expect((await edit({ alt: "x" }, undefined, { cookie })).statusCode).toBe(403);
    expect((await edit({ alt: "x" }, undefined, { ...WRITE_HEADERS, cookie, "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    // The second route's add is the one new audit record.
    expect({ ...(await stored()), photos: (await details()).photos }).toEqual({ ...before, audit: before.audit + 1 });
  });

  it("answers 404 for a photo file that does not exist or a name that is not one", async () => {
    for (const url of ["/photos/AAAAAAAAAAAAAAAAAAAAAA-480x320.webp", "/photos/..%2Fetc", "/photos/x.svg"]) {
      expect((await test.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });
});
