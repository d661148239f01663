import type { Kysely, Selectable, Transaction } from "kysely";
import { MAX_PHOTOS_PER_ROUTE, PHOTO_PATH_PREFIX, type PhotoFile, type RoutePhoto } from "../../shared/photo.ts";
import { type Clock, systemClock } from "../clock.ts";
import { audit, bumpVersion } from "./audit.ts";
import type { DatabaseSchema } from "./database-schema.ts";
import type { NewPhoto, PhotoStore, PhotoTexts } from "./photo-store.ts";

type PhotoRow = Selectable<DatabaseSchema["route_photos"]>;
type FileRow = Omit<Selectable<DatabaseSchema["photo_files"]>, "bytes">;

const fileColumns = ["photo_id", "name", "kind", "content_type", "width", "height"] as const;

/**
 * Photos and their files in the site's database. Positions stay 0, 1, 2, … in each route after every
 * write, so the cover is the photo at position 0. Every write gives the routes data set a new version,
 * so the route page's cached answer (and the list's) follow at once.
 */
export class KyselyPhotoStore implements PhotoStore {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #now: Clock;

  constructor(db: Kysely<DatabaseSchema>, now: Clock = systemClock) {
    this.#db = db;
    this.#now = now;
  }

  async listPhotos(routeId: number): Promise<RoutePhoto[]> {
    return photosOf(this.#db, routeId);
  }

  async listCovers(): Promise<Map<number, RoutePhoto>> {
    const photos = await this.#db.selectFrom("route_photos").selectAll().where("position", "=", 0).execute();
    const files = await this.#db
      .selectFrom("photo_files")
      .innerJoin("route_photos", "route_photos.id", "photo_files.photo_id")
      .select(fileColumns.map((column) => `photo_files.${column}` as const))
      .where("route_photos.position", "=", 0)
      .execute();
    return new Map(toRoutePhotos(photos, files).map((photo, index) => [Number(photos[index]?.route_id), photo]));
  }

  async addPhoto(routeId: number, texts: PhotoTexts, photo: NewPhoto, actor = "system"): Promise<RoutePhoto | false | "full"> {
    return this.#db.transaction().execute(async (trx) => {
      const route = await trx.selectFrom("routes").select("id").where("id", "=", routeId).executeTakeFirst();
      if (!route) return false;
      const { count } = await trx
        .selectFrom("route_photos")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("route_id", "=", routeId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_PHOTOS_PER_ROUTE) return "full";
      const now = this.#now().toISOString();
      const { id } = await trx
        .insertInto("route_photos")
        .values({
          route_id: routeId,
          position: Number(count),
          alt: texts.alt,
          alt_en: texts.altEn,
          caption: texts.caption,
          caption_en: texts.captionEn,
          width: photo.width,
          height: photo.height,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const file of photo.variants) {
        await trx
          .insertInto("photo_files")
          .values({
            photo_id: id,
            name: file.name,
            kind: file.kind,
            content_type: file.type,
            width: file.width,
            height: file.height,
            bytes: file.bytes,
          })
          .execute();
      }
      await bumpVersion(trx, "routes");
      // The files stay out of the audit trail; the upload's digest says which file it was.
      await audit(trx, {
        at: now,
        actor,
        action: "add",
        entity: "route_photo",
        entityId: id,
        details: {
          routeId,
          ...texts,
          upload: { format: photo.format, bytes: photo.uploadBytes, sha256: photo.sha256 },
          files: photo.variants.map((file) => file.name),
        },
      });
      const added = (await photosOf(trx, routeId)).find((entry) => entry.id === id);
      if (!added) throw new Error(`photo ${id} was not stored`);
      return added;
    });
  }

  async updatePhotoTexts(routeId: number, photoId: number, texts: PhotoTexts, actor = "system"): Promise<RoutePhoto | false> {
    return this.#db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("route_photos").selectAll().where("id", "=", photoId).where("route_id", "=", routeId).executeTakeFirst();
      if (!before) return false;
      await trx
        .updateTable("route_photos")
        .set({ alt: texts.alt, alt_en: texts.altEn, caption: texts.caption, caption_en: texts.captionEn })
        .where("id", "=", photoId)
        .execute();
      await bumpVersion(trx, "routes");
      // Both versions go into the audit record, so a mistaken edit can be undone by hand.
      await audit(trx, {
        at: this.#now().toISOString(),
        actor,
        action: "update",
        entity: "route_photo",
        entityId: photoId,
        details: { routeId, before: textsOf(before), after: texts },
      });
      const updated = (await photosOf(trx, routeId)).find((entry) => entry.id === photoId);
      if (!updated) throw new Error(`photo ${photoId} was not stored`);
      return updated;
    });
  }

  async deletePhoto(routeId: number, photoId: number, actor = "system"): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom("route_photos").where("id", "=", photoId).where("route_id", "=", routeId).returningAll().executeTakeFirst();
      if (!deleted) return false;
      // Its files went with it (ON DELETE CASCADE); the rest close the gap.
      await renumber(trx, routeId);
      await bumpVersion(trx, "routes");
      await audit(trx, {
        at: this.#now().toISOString(),
        actor,
        action: "delete",
        entity: "route_photo",
        entityId: photoId,
        details: { routeId, ...textsOf(deleted) },
      });
      return true;
    });
  }

  async reorderPhotos(routeId: number, ids: number[], actor = "system"): Promise<RoutePhoto[] | false | "mismatch"> {
    return this.#db.transaction().execute(async (trx) => {
      const route = await trx.selectFrom("routes").select("id").where("id", "=", routeId).executeTakeFirst();
      if (!route) return false;
      const before = (await trx.selectFrom("route_photos").select("id").where("route_id", "=", routeId).orderBy("position").execute()).map((row) =>
        Number(row.id),
      );
      const same = ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => before.includes(id));
      if (!same) return "mismatch";
      for (const [position, id] of ids.entries()) {
        await trx.updateTable("route_photos").set({ position }).where("id", "=", id).execute();
      }
      await bumpVersion(trx, "routes");
      await audit(trx, {
        at: this.#now().toISOString(),
        actor,
        action: "reorder",
        entity: "route_photos",
        entityId: routeId,
        details: { before, after: ids },
      });
      return photosOf(trx, routeId);
    });
  }

  async getFile(name: string): Promise<{ type: string; bytes: Uint8Array } | undefined> {
    const row = await this.#db.selectFrom("photo_files").select(["content_type", "bytes"]).where("name", "=", name).limit(1).executeTakeFirst();
    return row ? { type: row.content_type, bytes: row.bytes } : undefined;
  }
}

async function photosOf(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, routeId: number): Promise<RoutePhoto[]> {
  const photos = await db.selectFrom("route_photos").selectAll().where("route_id", "=", routeId).orderBy("position").orderBy("id").execute();
  if (photos.length === 0) return [];
  const files = await db
    .selectFrom("photo_files")
    .select(fileColumns)
    .where(
      "photo_id",
      "in",
      photos.map((photo) => photo.id),
    )
    .execute();
  return toRoutePhotos(photos, files);
}

function textsOf(row: PhotoRow): PhotoTexts {
  return { alt: row.alt, altEn: row.alt_en, caption: row.caption, captionEn: row.caption_en };
}

async function renumber(trx: Transaction<DatabaseSchema>, routeId: number): Promise<void> {
  const rows = await trx.selectFrom("route_photos").select(["id", "position"]).where("route_id", "=", routeId).orderBy("position").orderBy("id").execute();
  for (const [position, row] of rows.entries()) {
    if (Number(row.position) !== position) await trx.updateTable("route_photos").set({ position }).where("id", "=", row.id).execute();
  }
}

/** Photos in the order given, each with its files, smallest first. */
function toRoutePhotos(photos: PhotoRow[], files: FileRow[]): RoutePhoto[] {
  const byPhoto = new Map<number, FileRow[]>();
  for (const file of files) {
    const list = byPhoto.get(Number(file.photo_id)) ?? [];
    list.push(file);
    byPhoto.set(Number(file.photo_id), list);
  }
  return photos.map((photo) => {
    const own = (byPhoto.get(Number(photo.id)) ?? []).sort((a, b) => Number(a.width) - Number(b.width));
    const toFile = (file: FileRow): PhotoFile => ({
      url: `${PHOTO_PATH_PREFIX}${file.name}`,
      width: Number(file.width),
      height: Number(file.height),
      type: file.content_type as PhotoFile["type"],
    });
    const preview = own.find((file) => file.kind === "preview");
    if (!preview) throw new Error(`photo ${photo.id} has no preview file`);
    return {
      id: Number(photo.id),
      alt: photo.alt,
      altEn: photo.alt_en,
      caption: photo.caption,
      captionEn: photo.caption_en,
      width: Number(photo.width),
      height: Number(photo.height),
      avif: own.filter((file) => file.kind === "avif").map(toFile),
      webp: own.filter((file) => file.kind === "webp").map(toFile),
      preview: toFile(preview),
    };
  });
}
