import { EVENTS_PATH as EVENTS_URL, ROUTES_PATH as ROUTES_URL, WRITE_HEADER } from "../../../shared/api-paths.ts";
import type { SiteEvent, SiteEventInput } from "../../../shared/event.ts";
import type { Route, RouteInput } from "../../../shared/route.ts";
import { invalidateList } from "../../lib/remote-list.ts";

/**
 * The admin screen's calls. Any non-OK status is an error reading
 * "HTTP error! Status: {code}" (SPEC section 8), followed by the server's
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

/** Sign-in answers with the provider's own message on failure (SPEC: "Login failed: {provider message}"). */
export async function signIn(email: string, password: string): Promise<{ email: string }> {
  const response = await fetch("/api/auth/login", { ...postJson({ email, password }), credentials: "same-origin" });
  const body = (await response.json().catch(() => null)) as { message?: string; email?: string } | null;
  if (!response.ok) throw new Error(body?.message || "");
  return { email: body?.email ?? email };
}

export const signOut = () => call<MessageAnswer>("/api/auth/logout", { method: "POST" });

/** The signed-in admin's e-mail, or null when signed out. */
export async function currentSession(): Promise<string | null> {
  const response = await fetch("/api/auth/session", { credentials: "same-origin" });
  // Read the body in every case: an unread body keeps the request open in the browser.
  const body = (await response.json().catch(() => null)) as { email?: string } | null;
  if (response.status === 401) return null;
  if (!response.ok || !body?.email) throw new Error(`HTTP error! Status: ${response.status}`);
  return body.email;
}

async function listOf<T>(url: string): Promise<T[]> {
  const body = await call<unknown>(url, { cache: "no-cache" });
  return Array.isArray(body) ? (body as T[]) : [];
}

export const loadRoutes = () => listOf<Route>(ROUTES_URL);
export const loadEvents = () => listOf<SiteEvent>(EVENTS_URL);

/** After a change, the public pages fetch the list afresh. */
async function thenInvalidate<T>(url: string, request: Promise<T>): Promise<T> {
  const answer = await request;
  invalidateList(url);
  return answer;
}

export const addRoute = (route: Omit<RouteInput, "latitude" | "longitude"> & { latitude: string; longitude: string }) =>
  thenInvalidate(ROUTES_URL, call<MessageAnswer>("/backend/add_route.php", postJson(route)));
export const deleteRoute = (id: number) => thenInvalidate(ROUTES_URL, call<MessageAnswer>(`/backend/delete_route.php?id=${encodeURIComponent(id)}`));
export const addEvent = (event: SiteEventInput) => thenInvalidate(EVENTS_URL, call<MessageAnswer>("/backend/add_event.php", postJson(event)));
export const deleteEvent = (id: number) => thenInvalidate(EVENTS_URL, call<MessageAnswer>(`/backend/delete_event.php?id=${encodeURIComponent(id)}`));
