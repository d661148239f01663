import type { PhotoFile, RoutePhoto } from "../../shared/photo.ts";

/** A photo's texts as the admin gives them; null is none. */
export interface PhotoTexts {
  alt: string;
  altEn: string | null;
  caption: string | null;
  captionEn: string | null;
}

/** One file made from an upload (photos/process-photo.ts). */
export interface NewPhotoFile {
  name: string;
  kind: "avif" | "webp" | "preview";
  type: PhotoFile["type"];
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** What is stored of an upload: its files and what the audit trail says about it. */
export interface NewPhoto {
  width: number;
  height: number;
  /** Of the upload, for the audit trail (the upload itself is not kept). */
  sha256: string;
  format: string;
  uploadBytes: number;
  variants: NewPhotoFile[];
}

/** The photos of routes (docs/decisions/041). Each write runs in one transaction with its audit record. */
export interface PhotoStore {
  /** A route's photos in its order (the cover first); empty when it has none or does not exist. */
  listPhotos(routeId: number): Promise<RoutePhoto[]>;
  /** The cover of every route that has photos, by route id. */
  listCovers(): Promise<Map<number, RoutePhoto>>;
  /** Adds a photo at the end of the route's order; false when no route has that id, "full" at the limit. */
  addPhoto(routeId: number, texts: PhotoTexts, photo: NewPhoto, actor?: string): Promise<RoutePhoto | false | "full">;
  /** Gives a photo new texts (all four at once); false when the route has no photo with that id. */
  updatePhotoTexts(routeId: number, photoId: number, texts: PhotoTexts, actor?: string): Promise<RoutePhoto | false>;
  /** Removes a photo and its files; false when the route has no photo with that id. */
  deletePhoto(routeId: number, photoId: number, actor?: string): Promise<boolean>;
  /**
   * Puts the route's photos in the given order; "mismatch" unless `ids` names each of its photos exactly
   * once, false when no route has that id.
   */
  reorderPhotos(routeId: number, ids: number[], actor?: string): Promise<RoutePhoto[] | false | "mismatch">;
  /** One stored file by its name, for serving. */
  getFile(name: string): Promise<{ type: string; bytes: Uint8Array } | undefined>;
}
