/** The public read paths of SPEC section 7, shared by the server's handlers and the web app's fetchers. */
export const ROUTES_PATH = "/backend/get_routes.php";
export const EVENTS_PATH = "/backend/get_events.php";

/**
 * Every write, sign-in and sign-out must carry this header. A page on another
 * site cannot add a custom header to a form, link, image or no-cors fetch, so
 * a request without it did not come from our own scripts (or a script of the
 * admin's: `curl -H 'X-Requested-With: rafhjol' …`).
 */
export const WRITE_HEADER = { name: "X-Requested-With", value: "rafhjol" } as const;
