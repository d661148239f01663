/**
 * The API lists the page reads as soon as it runs, fetched by boot.ts before the app's code arrives
 * (the server names them in <meta name="page-lists">); lib/remote-list.ts takes each answer once.
 */
interface Window {
  rafhjolLists?: Map<string, Promise<Response>>;
}
