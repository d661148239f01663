/**
 * Every path of the site's API, shared by the server's handlers and the web app's fetchers, so that the two
 * sides cannot drift apart. A function takes a route id, or ":id" where the server declares the route.
 * The `/backend/*.php` paths are the ones the product has always had and keep their names. A route's photos
 * (upload, edit of texts, delete, order, covers) have theirs in `photoPaths` (photo.ts).
 */
export const apiPaths = {
  /** GET: every route, in the order they were added. */
  routes: "/backend/get_routes.php",
  /** GET: every event. */
  events: "/backend/get_events.php",
  /** POST (admin): a new route from JSON → `{ message, route }`. */
  addRoute: "/backend/add_route.php",
  /** POST (admin), `?id=`: the same JSON as addRoute → `{ message, route }`. */
  updateRoute: "/backend/update_route.php",
  /** GET (admin), `?id=`: deletes a route → `{ message }`. */
  deleteRoute: "/backend/delete_route.php",
  /** POST (admin): a new event from JSON → `{ message, event }`. */
  addEvent: "/backend/add_event.php",
  /** GET (admin), `?id=`: deletes an event → `{ message }`. */
  deleteEvent: "/backend/delete_event.php",
  /** GET: a RouteFiguresRow for every route with a track (the /routes filters' figures); ETag, compressed. */
  routeFigures: "/api/routes/figures",
  /** GET: `{ route, track }` for one route (track null when it has none); ETag, compressed; 404 for an unknown id. */
  routeDetails: (id: number | string) => `/api/routes/${id}`,
  /** GET: the GPX file exactly as uploaded, as an attachment named after the route; 404 when there is none. */
  gpx: (id: number | string) => `/api/routes/${id}/track.gpx`,
  /** PUT (admin): the raw GPX file as the body → `{ message, track }`. DELETE (admin): removes the track → `{ message }`. */
  track: (id: number | string) => `/api/routes/${id}/track`,
  /** POST (admin): the raw GPX file as the body → a TrackPreview; stores nothing. */
  trackPreview: "/api/tracks/preview",
  /** GET: `[{ id, nameEn, descriptionEn }]` for every route with English texts (the English pages'; not in get_routes.php). */
  englishRoutes: "/api/english/routes",
  /** GET: the same for events. */
  englishEvents: "/api/english/events",
  /** PUT (admin): `{ nameEn, descriptionEn }` (each optional, blank or null for none) → `{ message, texts }`. */
  englishRoute: (id: number | string) => `/api/english/routes/${id}`,
  /** PUT (admin): the same for an event. */
  englishEvent: (id: number | string) => `/api/english/events/${id}`,
  /** GET: `[{ id, condition, checkedOn, season }]`, the current condition and usual season of every route that has either (not in get_routes.php). */
  routeConditions: "/api/route-conditions",
  /** GET: every change of a route's condition, newest first. PUT (admin): `{ condition, note?, checkedOn? }` → `{ message, conditions }`. */
  routeCondition: (id: number | string) => `/api/routes/${id}/condition`,
  /** PUT (admin): `{ from: "MM-DD", to: "MM-DD" }`, or JSON null to clear → `{ message, season }`. */
  routeSeason: (id: number | string) => `/api/routes/${id}/season`,
  /** GET, `?date=YYYY-MM-DD&start=HH:MM&speed=18[&lang=en]`: the forecast along the route at the time of passage → RideTodayAnswer. */
  rideToday: (id: number | string) => `/api/routes/${id}/ride-today`,
  /** POST: `{ email, password }` → the session cookie. */
  login: "/api/auth/login",
  /** POST: ends the session. */
  logout: "/api/auth/logout",
  /** GET: `{ signedIn, email? }`. */
  session: "/api/auth/session",
  /** POST: one page view, sent only after cookie consent. */
  pageView: "/api/analytics/pageview",
} as const;

/**
 * Every write, sign-in and sign-out must carry this header. A page on another
 * site cannot add a custom header to a form, link, image or no-cors fetch, so
 * a request without it did not come from our own scripts (or a script of the
 * admin's: `curl -H 'X-Requested-With: rafhjol' …`).
 */
export const WRITE_HEADER = { name: "X-Requested-With", value: "rafhjol" } as const;
