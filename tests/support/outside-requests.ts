import type { BrowserContext } from "playwright-core";

// A 1×1 transparent PNG: the answer to every map tile request, so a page never waits on the network.
const TILE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/**
 * Nothing leaves the machine: every request to a host other than `local` (host:port) and `allowHosts`
 * is answered inside the browser, images with a blank PNG, anything else with an empty answer.
 * The one request stub of the end-to-end tests and the browser bench.
 */
export async function answerOutsideRequests(context: BrowserContext, local: string, allowHosts: readonly string[] = []): Promise<void> {
  await context.route(
    (url) => url.host !== local && !allowHosts.includes(url.host),
    (route) =>
      /\.(png|jpe?g|webp)(\?|$)/.test(route.request().url())
        ? route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG })
        : route.fulfill({ status: 204, body: "" }),
  );
}
