import type { RoutePhoto } from "../../../shared/photo.ts";

/** A photo's texts as the form's fields hold them; blank is none (the Icelandic alt text is required). */
export interface PhotoTextFields {
  alt: string;
  altEn: string;
  caption: string;
  captionEn: string;
}

/** A photo chosen in the form, sent when the route is saved. */
export interface NewPhoto extends PhotoTextFields {
  key: string;
  file: File;
}

export type PhotoItem = { kind: "stored"; photo: RoutePhoto } | { kind: "new"; photo: NewPhoto };

/** What saving the form does to the route's photos: in this order, the first is the cover. */
export interface PhotoChange {
  items: PhotoItem[];
  /** Stored photos the admin removed. */
  removed: number[];
  /** Stored photos whose texts the admin was editing and had not saved yet: saved with the route. */
  edited: { id: number; texts: PhotoTextFields }[];
}

export const noPhotoChange: PhotoChange = { items: [], removed: [], edited: [] };
