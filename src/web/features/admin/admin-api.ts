import { apiPaths, WRITE_HEADER } from "../../../shared/api-paths.ts";
import type { EnglishTextKind, EnglishTexts, EnglishTextsOf } from "../../../shared/english-texts.ts";
import type { SiteEvent, SiteEventInput } from "../../../shared/event.ts";
import { type PhotoUploadAnswer, photoPaths, type RoutePhoto } from "../../../shared/photo.ts";
import type { Route, RouteInput } from "../../../shared/route.ts";
import { GPX_FILE_NAME_HEADER, type RouteTrack, type TrackPreview, type TrackUploadAnswer } from "../../../shared/track.ts";
import { invalidateList } from "../../lib/remote-list.ts";

/**
 * The admin screen's calls. Any non-OK status is an error reading
 * "HTTP error! Status: {code}", followed by the server's
 * own explanation when it gave one, e.g. which field was invalid.
 */
async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    credentials: "same-origin",
    ...init,
    // The server refuses writes without this header (no other site's page can send it).
    headers: { accept: "application/json", [WRITE_HEADER.name]: WRITE_HEADER.value, ...init?.headers },
  });
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) {
    const detail = typeof body?.message === "string" && body.message !== "" ? ` — ${body.message}` : "";
    throw new Error(`HTTP error! Status: ${response.status}${detail}`);
  }
  return body as T;
}

const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json", [WRITE_HEADER.name]: WRITE_HEADER.value },
});

export interface MessageAnswer {
  message?: string;
}

/** Sign-in answers with the provider's own message on failure (shown as "Login failed: {message}"). */
export async function signIn(email: string, password: string): Promise<{ email: string }> {
  const response = await fetch(apiPaths.login, { ...postJson({ email, password }), credentials: "same-origin" });
  const body = (await response.json().catch(() => null)) as { message?: string; email?: string } | null;
  if (!response.ok) throw new Error(body?.message || "");
  return { email: body?.email ?? email };
}

export const signOut = () => call<MessageAnswer>(apiPaths.logout, { method: "POST" });

/** The signed-in admin's e-mail, or null when signed out. */
export async function currentSession(): Promise<string | null> {
  const response = await fetch(apiPaths.session, { credentials: "same-origin" });
  // Read the body in every case: an unread body keeps the request open in the browser.
  const body = (await response.json().catch(() => null)) as { signedIn?: boolean; email?: string } | null;
  if (!response.ok || typeof body?.signedIn !== "boolean") throw new Error(`HTTP error! Status: ${response.status}`);
  return body.signedIn && body.email ? body.email : null;
}

async function listOf<T>(url: string): Promise<T[]> {
  const body = await call<unknown>(url, { cache: "no-cache" });
  return Array.isArray(body) ? (body as T[]) : [];
}

export const loadRoutes = () => listOf<Route>(apiPaths.routes);
export const loadEvents = () => listOf<SiteEvent>(apiPaths.events);

/** After a change, the public pages fetch the list afresh. */
async function thenInvalidate<T>(url: string, request: Promise<T>): Promise<T> {
  const answer = await request;
  invalidateList(url);
  return answer;
}

export type RouteFields = Omit<RouteInput, "latitude" | "longitude"> & { latitude: string; longitude: string };

export const addRoute = (route: RouteFields) => thenInvalidate(apiPaths.routes, call<MessageAnswer & { route: Route }>(apiPaths.addRoute, postJson(route)));
export const updateRoute = (id: number, route: RouteFields) =>
  thenInvalidate(apiPaths.routes, call<MessageAnswer>(`${apiPaths.updateRoute}?id=${encodeURIComponent(id)}`, postJson(route)));

/**
 * The GPX file goes as it is: the server parses it and never trusts a parse made here.
 * Its name on the admin's computer goes along for the audit trail.
 */
const rawGpx = (method: string, file: File): RequestInit => ({
  method,
  body: file,
  headers: { "content-type": "application/gpx+xml", [GPX_FILE_NAME_HEADER]: encodeURIComponent(file.name) },
});

export const previewTrack = (file: File) => call<TrackPreview>(apiPaths.trackPreview, rawGpx("POST", file));
export const saveTrack = (id: number, file: File) => call<TrackUploadAnswer>(apiPaths.track(id), rawGpx("PUT", file));
export const removeTrack = (id: number) => call<MessageAnswer>(apiPaths.track(id), { method: "DELETE" });
/** A route as stored now, with its track (null when it has none), for the Edit form. */
export const loadRouteDetails = (id: number) =>
  call<{ route: Route; track: RouteTrack | null; photos?: RoutePhoto[] }>(apiPaths.routeDetails(id), { cache: "no-cache" });

/** One photo with its texts as multipart/form-data; the server checks the file and makes its variants. */
export function uploadPhoto(routeId: number, photo: { file: File; alt: string; altEn: string; caption: string; captionEn: string }) {
  const form = new FormData();
  form.append("alt", photo.alt);
  form.append("altEn", photo.altEn);
  form.append("caption", photo.caption);
  form.append("captionEn", photo.captionEn);
  form.append("file", photo.file, photo.file.name);
  return call<PhotoUploadAnswer>(photoPaths.photos(routeId), { method: "POST", body: form });
}
/** A stored photo's texts, all four (blank is none) → the photo as stored now. */
export const editPhotoTexts = (routeId: number, photoId: number, texts: { alt: string; altEn: string; caption: string; captionEn: string }) =>
  call<PhotoUploadAnswer>(photoPaths.photo(routeId, photoId), {
    method: "PATCH",
    body: JSON.stringify(texts),
    headers: { "content-type": "application/json" },
  });
export const deletePhoto = (routeId: number, photoId: number) => call<MessageAnswer>(photoPaths.photo(routeId, photoId), { method: "DELETE" });
export const orderPhotos = (routeId: number, ids: number[]) =>
  call<MessageAnswer>(photoPaths.order(routeId), { method: "PUT", body: JSON.stringify({ ids }), headers: { "content-type": "application/json" } });
export const deleteRoute = (id: number) => thenInvalidate(apiPaths.routes, call<MessageAnswer>(`${apiPaths.deleteRoute}?id=${encodeURIComponent(id)}`));
export const addEvent = (event: SiteEventInput) =>
  thenInvalidate(apiPaths.events, call<MessageAnswer & { event: SiteEvent }>(apiPaths.addEvent, postJson(event)));

const englishUrls = {
  route: { list: apiPaths.englishRoutes, one: apiPaths.englishRoute },
  event: { list: apiPaths.englishEvents, one: apiPaths.englishEvent },
};

/** A route's or event's English texts (both null when it has none). */
export async function loadEnglish(kind: EnglishTextKind, id: number): Promise<EnglishTexts> {
  const found = (await listOf<EnglishTextsOf>(englishUrls[kind].list)).find((texts) => texts.id === id);
  return { nameEn: found?.nameEn ?? null, descriptionEn: found?.descriptionEn ?? null };
}

/** Saves (blank: clears) a route's or event's English texts; the English pages then fetch them afresh. */
export const saveEnglish = (kind: EnglishTextKind, id: number, texts: { nameEn: string; descriptionEn: string }) =>
  thenInvalidate(englishUrls[kind].list, call<MessageAnswer>(englishUrls[kind].one(id), { ...postJson(texts), method: "PUT" }));
export const deleteEvent = (id: number) => thenInvalidate(apiPaths.events, call<MessageAnswer>(`${apiPaths.deleteEvent}?id=${encodeURIComponent(id)}`));
