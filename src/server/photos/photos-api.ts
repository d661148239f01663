import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import { isPlainText } from "../../shared/fields.ts";
import {
  MAX_ALT_LENGTH,
  MAX_CAPTION_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_ROUTE,
  PHOTO_PATH_PREFIX,
  type PhotoUploadAnswer,
  photoPaths,
  type RouteCover,
  type RoutePhoto,
} from "../../shared/photo.ts";
import type { BoundedQueue } from "../http/bounded-queue.ts";
import { parseIdQuery, rowIdField } from "../http/id-query.ts";
import { writeRateLimit } from "../http/limits.ts";
import { ClientError, parseOrReject } from "../http/validation.ts";
import { cachedListRoute, VersionedJsonCache } from "../http/versioned-json-cache.ts";
import type { PhotoTexts } from "../store/photo-store.ts";
import type { SiteStore } from "../store/site-store.ts";
import { photoQueue } from "./photo-queue.ts";
import { photoRefusals, processPhoto } from "./process-photo.ts";

export interface PhotosApiOptions {
  store: SiteStore;
  /** Where uploads wait their turn; one per app. */
  queue?: BoundedQueue;
}

/** The texts' longest form field, in bytes; longer ones are refused, never cut. */
const MAX_FIELD_BYTES = 4 * MAX_CAPTION_LENGTH;
const textFields = ["alt", "altEn", "caption", "captionEn"] as const;

/** No control characters (PostgreSQL cannot store NUL in a text), tab and line breaks allowed. */
const plain = (label: string) => [isPlainText, { error: `${label} má ekki innihalda stýritákn.`, abort: true }] as const;

/** An optional text: trimmed; blank, null or left out is none. */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} verður að vera texti.` })
    .refine(...plain(label))
    .trim()
    .max(max, { error: `${label} má vera í mesta lagi ${max} stafir.` })
    .nullish()
    .transform((value) => (value ? value : null));

/** A photo's texts, as the upload's form fields and as the JSON of an edit: the same rules for both. */
const textsSchema = z
  .object({
    alt: z
      .string({ error: "Lýsing myndar (alt-texti) vantar." })
      .refine(...plain("Lýsing myndar"))
      .trim()
      .min(1, { error: "Lýsing myndar (alt-texti) vantar." })
      .max(MAX_ALT_LENGTH, { error: `Lýsing myndar má vera í mesta lagi ${MAX_ALT_LENGTH} stafir.` }),
    altEn: optionalText(MAX_ALT_LENGTH, "Ensk lýsing myndar"),
    caption: optionalText(MAX_CAPTION_LENGTH, "Myndatexti"),
    captionEn: optionalText(MAX_CAPTION_LENGTH, "Enskur myndatexti"),
  })
  .strict();

const orderSchema = z
  .object({
    ids: z.array(z.number({ error: "ids verða að vera auðkenni mynda (tölur)." }).int().positive(), {
      error: "Sendu röð myndanna sem { ids: [...] }.",
    }),
  })
  .strict();

const photoIdSchema = z.object({
  id: z.string(),
  photoId: rowIdField("photoId"),
});

/** A served file's name: content hash, size, type. */
const fileNamePattern = /^[\w-]{22}-\d{1,5}x\d{1,5}\.(avif|webp|jpg)$/;

/**
 * The admin's photo writes; registered inside adminApi, whose guards run when the request arrives, before
 * the body is read, so nobody without the admin's session can make the server read 25 MB.
 */
export const photoWrites: FastifyPluginAsync<PhotosApiOptions> = async (app, { store, queue = photoQueue() }) => {
  // Only in this plugin: multipart stays unsupported (415) everywhere else.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: textFields.length, fieldSize: MAX_FIELD_BYTES, parts: textFields.length + 1 },
  });

  app.post(photoPaths.photos(":id"), { config: writeRateLimit() }, async (request, reply): Promise<PhotoUploadAnswer> => {
    const routeId = parseIdQuery(request.params);
    const { file, fields } = await readUpload(request);
    const texts: PhotoTexts = parseOrReject(textsSchema, fields);
    const route = await store.getRoute(routeId);
    if (!route) throw new ClientError(404, `Engin leið hefur auðkennið ${routeId}.`);
    if ((await store.photos.listPhotos(routeId)).length >= MAX_PHOTOS_PER_ROUTE) throw full();
    // Checked and made into its variants off the main thread (sharp runs on libuv's threads), a few at a time.
    const processed = await queue.run(() => processPhoto(file));
    const photo = await store.photos.addPhoto(routeId, texts, { ...processed, uploadBytes: file.byteLength }, request.admin?.email);
    if (photo === false) throw new ClientError(404, `Engin leið hefur auðkennið ${routeId}.`);
    if (photo === "full") throw full();
    reply.code(201);
    return { message: `Mynd bætt við leiðina „${route.name}“.`, photo };
  });

  app.patch(photoPaths.photo(":id", ":photoId"), { config: writeRateLimit() }, async (request): Promise<PhotoUploadAnswer> => {
    const { photoId } = parseOrReject(photoIdSchema, request.params);
    const routeId = parseIdQuery(request.params);
    const texts: PhotoTexts = parseOrReject(textsSchema, request.body);
    const photo = await store.photos.updatePhotoTexts(routeId, photoId, texts, request.admin?.email);
    if (!photo) throw new ClientError(404, `Leið ${routeId} hefur enga mynd með auðkennið ${photoId}.`);
    return { message: "Textar myndarinnar voru vistaðir.", photo };
  });

  app.delete(photoPaths.photo(":id", ":photoId"), { config: writeRateLimit() }, async (request) => {
    const { photoId } = parseOrReject(photoIdSchema, request.params);
    const routeId = parseIdQuery(request.params);
    if (!(await store.photos.deletePhoto(routeId, photoId, request.admin?.email))) {
      throw new ClientError(404, `Leið ${routeId} hefur enga mynd með auðkennið ${photoId}.`);
    }
    return { message: "Myndinni var eytt." };
  });

  app.put(photoPaths.order(":id"), { config: writeRateLimit() }, async (request): Promise<{ message: string; photos: RoutePhoto[] }> => {
    const routeId = parseIdQuery(request.params);
    const { ids } = parseOrReject(orderSchema, request.body);
    const photos = await store.photos.reorderPhotos(routeId, ids, request.admin?.email);
    if (photos === false) throw new ClientError(404, `Engin leið hefur auðkennið ${routeId}.`);
    if (photos === "mismatch") throw new ClientError(400, "Röðin verður að telja hverja mynd leiðarinnar einu sinni.");
    return { message: "Röð myndanna vistuð.", photos };
  });
};

/**
 * /photos/{name}: the stored files, public, cached for a year (a name's bytes never change); and the list
 * of covers the cards on /routes show, cached by the routes' data version like the route list.
 */
export const photoFiles: FastifyPluginAsync<PhotosApiOptions> = async (app, { store }) => {
  const covers = new VersionedJsonCache(1);
  app.get(photoPaths.covers, cachedListRoute(app), async (request, reply) =>
    covers.send(request, reply, photoPaths.covers, await store.dataVersion("routes"), async () =>
      [...(await store.photos.listCovers())].sort(([a], [b]) => a - b).map(([id, photo]) => toCover(id, photo)),
    ),
  );

  app.get(`${PHOTO_PATH_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = fileNamePattern.test(name) ? await store.photos.getFile(name) : undefined;
    if (!file) throw new ClientError(404, "No such photo");
    return reply
      .header("content-type", file.type)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
};

/** The form's one file and its text fields; every multipart limit becomes a clear 4xx. */
async function readUpload(request: FastifyRequest): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new ClientError(415, "Sendu myndina sem multipart/form-data með reitunum file, alt og caption.");
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file") throw new ClientError(400, `Óþekktur reitur: ${part.fieldname}.`);
        file = await part.toBuffer();
      } else {
        if (!(textFields as readonly string[]).includes(part.fieldname)) throw new ClientError(400, `Óþekktur reitur: ${part.fieldname}.`);
        if (part.valueTruncated) throw new ClientError(400, `Reiturinn ${part.fieldname} er of langur.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof ClientError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new ClientError(413, photoRefusals.tooLarge);
    if (code === "FST_FILES_LIMIT") throw new ClientError(413, "Sendu eina mynd í hverri beiðni.");
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw new ClientError(413, "Of margir reitir í forminu.");
    throw new ClientError(400, "Formið barst ekki heilt. Reyndu aftur.");
  }
  if (!file) throw new ClientError(400, "Myndina vantar (reiturinn file).");
  return { file, fields };
}

function toCover(id: number, photo: RoutePhoto): RouteCover {
  const file = photo.webp[0] ?? photo.preview;
  return { id, alt: photo.alt, altEn: photo.altEn, url: file.url, width: file.width, height: file.height };
}

function full(): ClientError {
  return new ClientError(422, `Leið má hafa í mesta lagi ${MAX_PHOTOS_PER_ROUTE} myndir.`);
}
