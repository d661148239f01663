/**
 * A route's photos as the API answers them and the pages show them (docs/decisions/040, 041). The server
 * makes every variant from the admin's upload; the browser only picks one.
 */

/** The largest photo file accepted, in bytes (25 MB). */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** The most pixels (width × height) a photo may declare: 50 megapixels. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The widths made in AVIF and WebP (never wider than the photo itself). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** The link-preview variant: a JPEG of exactly this size, cropped from the middle. */
export const PHOTO_PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** Longest alt text and caption, in characters. */
export const MAX_ALT_LENGTH = 300;
export const MAX_CAPTION_LENGTH = 500;
/** The most photos one route may have. */
export const MAX_PHOTOS_PER_ROUTE = 30;

/** One stored image file: its URL (content-hashed, cached for a year), size and type. */
export interface PhotoFile {
  url: string;
  width: number;
  height: number;
  type: "image/avif" | "image/webp" | "image/jpeg";
}

export interface RoutePhoto {
  id: number;
  /** Alt text in Icelandic (required) and English (null: the English pages use the Icelandic one). */
  alt: string;
  altEn: string | null;
  caption: string | null;
  captionEn: string | null;
  /** The largest variant's size: its aspect ratio is the photo's. */
  width: number;
  height: number;
  /** Smallest first. */
  avif: PhotoFile[];
  webp: PhotoFile[];
  /** 1200 × 630 JPEG for link previews. */
  preview: PhotoFile;
}

/** POST /api/routes/{id}/photos answers this (201), and PATCH /api/routes/{id}/photos/{photoId} (200). */
export interface PhotoUploadAnswer {
  message: string;
  photo: RoutePhoto;
}

/** A route's cover as the cards on /routes show it: its smallest WebP. Only routes with photos have one. */
export interface RouteCover {
  /** The route's id. */
  id: number;
  alt: string;
  altEn: string | null;
  url: string;
  width: number;
  height: number;
}

/** The path every photo file is served under. */
export const PHOTO_PATH_PREFIX = "/photos/";

/** The photo API's paths (admin writes; the photos themselves come with GET /api/routes/{id}). */
export const photoPaths = {
  /** POST (admin): multipart/form-data with `file`, `alt`, and optional `altEn`, `caption`, `captionEn` → 201 `{ message, photo }`. */
  photos: (routeId: number | string) => `/api/routes/${routeId}/photos`,
  /**
   * PATCH (admin): JSON `{ alt, altEn?, caption?, captionEn? }`, the photo's texts as a whole (a text left out,
   * blank or null is none), checked as the upload's fields → `{ message, photo }`.
   * DELETE (admin): removes the photo and its files → `{ message }`.
   */
  photo: (routeId: number | string, photoId: number | string) => `/api/routes/${routeId}/photos/${photoId}`,
  /** PUT (admin): JSON `{ ids: [...] }`, every photo of the route once, the cover first → `{ message, photos }`. */
  order: (routeId: number | string) => `/api/routes/${routeId}/photos/order`,
  /** GET: `[{ id, alt, altEn, url, width, height }]`, the cover of every route that has photos; ETag, compressed. */
  covers: "/api/route-covers",
} as const;
