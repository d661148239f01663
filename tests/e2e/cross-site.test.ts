import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteEvent } from "../../src/shared/event.ts";
import type { Route } from "../../src/shared/route.ts";
import { adminBaseURL, getJson, openAdminSitePage } from "./support/browser.ts";
import { signInWithForm } from "./support/sign-in.ts";

/** A stand-in for another web site: its pages try to change our data while our admin is signed in. */
function attackPage(target: string): string {
  const payload = JSON.stringify({
    name: "Hakkað",
    region: "x",
    description: "x",
    distance: 1,
    latitude: "64",
    longitude: "-20",
    link: "https://evil.example",
    videolink: null,
  });
  // A text/plain form can carry a JSON-looking body: the classic way to forge a JSON POST.
  const [first, rest] = [payload.slice(0, -1), "}"];
  return `<!doctype html><html><body>
<form id="json" method="POST" action="${target}/backend/add_route.php" enctype="text/plain" target="sink1"><input name='${first},"x":"' value='"${rest}'></form>
<form id="urlencoded" method="POST" action="${target}/backend/add_event.php" target="sink2"><input name="name" value="Hakkað"><input name="date" value="2030-01-01"><input name="description" value="x"><input name="link" value="https://evil.example"></form>
<iframe name="sink1"></iframe><iframe name="sink2"></iframe>
<img src="${target}/backend/delete_route.php?id=1" alt="">
<img src="${target}/backend/delete_event.php?id=1" alt="">
<script>
  fetch("${target}/backend/delete_route.php?id=2", { mode: "no-cors", credentials: "include" });
  fetch("${target}/backend/add_route.php", { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain" }, body: ${JSON.stringify(payload)} });
  document.getElementById("json").submit();
  document.getElementById("urlencoded").submit();
</script>
</body></html>`;
}

describe("another web site cannot change anything while the admin is signed in", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(attackPage(adminBaseURL()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ["a different site (localhost)", "localhost"],
    ["the same site on another origin (127.0.0.1, another port)", "127.0.0.1"],
  ])("from %s", async (_label, attackerHost) => {
    const { page } = await openAdminSitePage({ allowHosts: [`${attackerHost}:${port}`] });
    await signInWithForm(page);

    const routesBefore = await getJson<Route[]>("/backend/get_routes.php", adminBaseURL());
    const eventsBefore = await getJson<SiteEvent[]>("/backend/get_events.php", adminBaseURL());
    // Every forged request either gets a refusal from our server or is blocked by the browser itself
    // (our Cross-Origin-Resource-Policy hides answers from other sites' <img> and no-cors fetches).
    const settled: string[] = [];
    const isWrite = (url: string) => url.includes("/backend/") && !url.includes("get_");
    page.on("requestfinished", async (request) => {
      if (!isWrite(request.url())) return;
      const response = await request.response();
      settled.push(`${response?.status()} ${new URL(request.url()).pathname}`);
    });
    page.on("requestfailed", (request) => {
      if (isWrite(request.url())) settled.push(`blocked ${new URL(request.url()).pathname}`);
    });

    await page.goto(`http://${attackerHost}:${port}/`);
    // Two forms, two images and two fetches: the page sends them all at once, as it loads.
    await expect.poll(() => settled.length).toBe(6);

    expect(
      settled.every((answer) => /^(401|403|415|blocked) /.test(answer)),
      settled.join(", "),
    ).toBe(true);
    expect(await getJson<Route[]>("/backend/get_routes.php", adminBaseURL())).toEqual(routesBefore);
    expect(await getJson<SiteEvent[]>("/backend/get_events.php", adminBaseURL())).toEqual(eventsBefore);

    // The admin is still signed in on our site: the attempts did not need a signed-out admin to fail.
    await page.goto(`${adminBaseURL()}/admin`);
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
  });
});
