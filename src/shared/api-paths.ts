/** The public read paths of SPEC section 7, shared by the server's handlers and the web app's fetchers. */
export const ROUTES_PATH = "/backend/get_routes.php";
export const EVENTS_PATH = "/backend/get_events.php";
