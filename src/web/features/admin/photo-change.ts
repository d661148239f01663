import type { RoutePhoto } from "../../../shared/photo.ts";

/** A photo chosen in the form, sent when the route is saved. */
export interface NewPhoto {
  key: string;
  file: File;
  alt: string;
  altEn: string;
  caption: string;
  captionEn: string;
}

export type PhotoItem = { kind: "stored"; photo: RoutePhoto } | { kind: "new"; photo: NewPhoto };

/** What saving the form does to the route's photos: in this order, the first is the cover. */
export interface PhotoChange {
  items: PhotoItem[];
  /** Stored photos the admin removed. */
  removed: number[];
}

export const noPhotoChange: PhotoChange = { items: [], removed: [] };
