import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syntheticGpx } from "../../src/server/tracks/test-support/synthetic-gpx.ts";
import { apiPaths, WRITE_HEADER } from "../../src/shared/api-paths.ts";
import type { Route } from "../../src/shared/route.ts";
import { fileAppears, freePort, type ServerProcess, startServerProcess } from "./support/server-process.ts";

const photoUploadPath = (id: number) => `/api/routes/${id}/photos`;

/**
 * Two real server processes on one database, behind nginx when it is
 * installed: sessions, writes, cache invalidation, throttling and start-up
 * migrations must behave as if there were one server. Runs on PostgreSQL when
 * TEST_DATABASE_URL is set, and always on one shared SQLite file.
 */
const admin = { email: "admin@rafhjol.test", password: "klasa-lykilord-1234" };
const writeHeaders = { [WRITE_HEADER.name]: WRITE_HEADER.value };
const nginxPath = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
/** The header by which a request names its client to the test's nginx (startNginx). */
const TEST_CLIENT_HEADER = "X-Test-Client";
const engines = process.env.TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

/** A server on the test's database, with the admin and settings every server of a site shares. */
function startServer(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // As in production: every server names the same site, so the files it builds are the same on each.
    SITE_URL: "https://rafhjol.is",
    // nginx on the same host is the only proxy whose X-Forwarded-* headers count.
    TRUST_PROXY: "127.0.0.1",
  });
}

/**
 * deploy/nginx.conf as it is, but on free ports of 127.0.0.1: the port-80 servers on one, and the HTTPS
 * servers on another without their TLS lines (the test has no certificate; everything else is the same).
 * The site's name gains 127.0.0.1, the name the test reaches it by; the access log goes to the test's folder.
 */
async function startNginx(directory: string, ports: number[]) {
  const [port, redirectPort] = [await freePort(), await freePort()];
  const site = (await readFile(resolve("deploy/nginx.conf"), "utf8"))
    .replace(/server 127\.0\.0\.1:3001;\s*server 127\.0\.0\.1:3002;/, ports.map((p) => `server 127.0.0.1:${p};`).join(" "))
    .replace("listen 80 default_server;", `listen 127.0.0.1:${redirectPort} default_server;`)
    .replace("listen 443 ssl http2 default_server;", `listen 127.0.0.1:${port} default_server;`)
    .replace("listen 80;", `listen 127.0.0.1:${redirectPort};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:.*;$/gm, "")
    .replace(/^\s*ssl_\w+ .*;$/gm, "")
    .replaceAll("server_name rafhjol.is www.rafhjol.is;", "server_name 127.0.0.1 rafhjol.is www.rafhjol.is;")
    .replace("/var/log/nginx/rafhjol.access.log", join(directory, "access.log"))
    // The one addition: a request from the test may name an IPv6 client (nginx then sees that address as the
    // client's, $binary_remote_addr too), as loopback has only one IPv6 address to connect from.
    .replace("server_tokens off;", `server_tokens off;\n    set_real_ip_from 127.0.0.1;\n    real_ip_header ${TEST_CLIENT_HEADER};`);
  await writeFile(join(directory, "site.conf"), site);
  // Started as root, nginx's workers run as nobody: they must reach their temporary folders (large
  // uploads and answers are buffered there), which nginx creates for them inside this folder.
  await chmod(directory, 0o711);
  await writeFile(
    join(directory, "nginx.conf"),
    `worker_processes 1; error_log ${directory}/error.log; pid ${directory}/nginx.pid; events {} http { access_log off; client_body_temp_path ${directory}/body; proxy_temp_path ${directory}/proxy; fastcgi_temp_path ${directory}/fcgi; uwsgi_temp_path ${directory}/uwsgi; scgi_temp_path ${directory}/scgi; include ${directory}/site.conf; }`,
  );
  const child = spawn(nginxPath as string, ["-p", directory, "-c", join(directory, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  await fileAppears(join(directory, "nginx.pid"), child);
  return { child, url: `http://127.0.0.1:${port}`, redirectUrl: `http://127.0.0.1:${redirectPort}`, port };
}

/**
 * One request with node:http, which (unlike fetch) may name any Host and connect from another loopback
 * address, so that nginx counts it as another client. "closed": the connection ended without an answer.
 */
function rawRequest(
  port: number,
  path: string,
  { host, from = "127.0.0.1", method = "GET", client }: { host?: string; from?: string; method?: string; client?: string } = {},
): Promise<number | "closed"> {
  const headers = { ...(host ? { host } : {}), ...(client ? { [TEST_CLIENT_HEADER]: client } : {}) };
  return new Promise((done, fail) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, method, localAddress: from, headers, agent: false }, (response) => {
      response.resume();
      response.on("end", () => done(response.statusCode ?? 0));
    });
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? done("closed") : fail(error)));
    request.end();
  });
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...writeHeaders },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("rafhjol_session="));
  return (cookie ?? "").split(";")[0] as string;
}

describe.each(engines)("two servers on one %s database", (engine) => {
  const children: ChildProcess[] = [];
  let directory: string;
  let servers: ServerProcess[];
  let front: string;
  let redirectFront: string;
  let frontPort: number;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "rafhjol-cluster-"));
    let databaseUrl = `sqlite:${join(directory, "site.db")}`;
    if (engine === "postgres") {
      const base = new URL(process.env.TEST_DATABASE_URL as string);
      const name = `rafhjol_cluster_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: base.toString() });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      };
    }
    // Both start at the same moment on an empty database: migrations and sample data must not race.
    servers = await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
    children.push(...servers.map((server) => server.child));
    if (nginxPath) {
      const nginx = await startNginx(
        directory,
        servers.map((server) => server.port),
      );
      children.push(nginx.child);
      front = nginx.url;
      redirectFront = nginx.redirectUrl;
      frontPort = nginx.port;
    } else {
      console.log("nginx is not installed: the cluster test talks to the two servers directly (apt-get install nginx to include it).");
      front = (servers[0] as { url: string }).url;
    }
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((done) => child.once("exit", done)) : null)));
    await dropDatabase();
    await rm(directory, { recursive: true, force: true });
  });

  const [a, b] = [() => (servers[0] as { url: string }).url, () => (servers[1] as { url: string }).url];

  it("started both on an empty database with the sample data added once", async () => {
    const fromA = (await (await fetch(`${a()}/backend/get_routes.php`)).json()) as Route[];
    const fromB = (await (await fetch(`${b()}/backend/get_routes.php`)).json()) as Route[];
    expect(fromA.length).toBeGreaterThanOrEqual(15);
    expect(fromB).toEqual(fromA);
    expect(new Set(fromA.map((route) => route.name)).size).toBe(fromA.length);
  });

  it("shares sessions: a sign-in on one server (or through nginx) is valid on every server", async () => {
    const cookie = await signIn(front);
    for (const url of [a(), b(), front, front, front]) {
      const session = await fetch(`${url}/api/auth/session`, { headers: { cookie } });
      expect(await session.json(), url).toEqual({ signedIn: true, email: expect.any(String) });
    }
    await fetch(`${a()}/api/auth/logout`, { method: "POST", headers: { cookie, ...writeHeaders } });
    expect(await (await fetch(`${b()}/api/auth/session`, { headers: { cookie } })).json()).toEqual({ signedIn: false });
  });

  it("shows a write on one server at the next read on the other, past the other's cache", async () => {
    const cookie = await signIn(a());
    const warm = await fetch(`${b()}/backend/get_routes.php`);
    const etag = warm.headers.get("etag") as string;
    await warm.json();
    const added = await fetch(`${a()}/backend/add_route.php`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...writeHeaders },
      body: JSON.stringify({
        name: "Klasaleið",
        region: "Suðurland",
        description: "Prufa.",
        distance: 7,
        latitude: "64",
        longitude: "-20",
        link: "https://example.is",
      }),
    });
    expect(added.status).toBe(200);
    const { route } = (await added.json()) as { route: Route };
    const revalidated = await fetch(`${b()}/backend/get_routes.php`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(200);
    expect(((await revalidated.json()) as Route[]).at(-1)).toEqual(route);

    const deleted = await fetch(`${b()}/backend/delete_route.php?id=${route.id}`, { headers: { cookie, ...writeHeaders } });
    expect(deleted.status).toBe(200);
    const after = (await (await fetch(`${front}/backend/get_routes.php`)).json()) as Route[];
    expect(after.some((item) => item.id === route.id)).toBe(false);
  });

  it("answers the same calendar feed from both servers, through nginx too, and shows a write on one at once on the other", async () => {
    const feeds = await Promise.all([a(), b(), front].map((url) => fetch(`${url}/events.ics`)));
    for (const feed of feeds) {
      expect(feed.status).toBe(200);
      expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    }
    // The same bytes wherever it was built, so a calendar's If-None-Match is answered 304 by either server.
    const etag = feeds[0]?.headers.get("etag") as string;
    expect(feeds.map((feed) => feed.headers.get("etag"))).toEqual([etag, etag, etag]);
    expect((await fetch(`${front}/events.ics`, { headers: { "if-none-match": etag } })).status).toBe(304);

    const cookie = await signIn(a());
    const added = await fetch(`${a()}/backend/add_event.php`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...writeHeaders },
      // Far enough ahead to be upcoming on any day the test runs.
      body: JSON.stringify({ name: "Klasareið", date: "2999-06-01", description: "Prufa.", link: "https://example.is/klasi" }),
    });
    expect(added.status).toBe(200);
    const { event } = (await added.json()) as { event: { id: number } };
    const seen = await fetch(`${b()}/events.ics`, { headers: { "if-none-match": etag } });
    expect(seen.status).toBe(200);
    expect(await seen.text()).toContain(`UID:event-${event.id}@`);
    const single = await fetch(`${front}/events/${event.id}.ics`);
    expect(single.status).toBe(200);
    expect(single.headers.get("content-disposition")).toBe('attachment; filename="klasareid.ics"');
    expect(await single.text()).toContain("SUMMARY:Klasareið");
    expect((await fetch(`${b()}/backend/delete_event.php?id=${event.id}`, { headers: { cookie, ...writeHeaders } })).status).toBe(200);
  });

  // The servers no longer read the version row on every request when SQLite says nothing changed
  // (docs/decisions/016): each write, on either server, must still show in the other's very next answer.
  it("shows every write at once on the other server, over many rounds of writes and reads", async () => {
    const cookie = await signIn(a());
    const servers = [a(), b()];
    for (let round = 0; round < 12; round += 1) {
      const writer = servers[round % 2] as string;
      const reader = servers[(round + 1) % 2] as string;
      const before = await fetch(`${reader}/backend/get_routes.php`, { headers: { "accept-encoding": "br" } });
      const etag = before.headers.get("etag") as string;
      await before.arrayBuffer();
      const added = await fetch(`${writer}/backend/add_route.php`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", ...writeHeaders },
        body: JSON.stringify({
          name: `Umferð ${round}`,
          region: "Norðurland",
          description: "Prufa.",
          distance: 3,
          latitude: "65",
          longitude: "-18",
          link: "https://example.is",
        }),
      });
      expect(added.status).toBe(200);
      const { route } = (await added.json()) as { route: Route };
      const seen = await fetch(`${reader}/backend/get_routes.php`, { headers: { "if-none-match": etag } });
      expect(seen.status, `round ${round}: the add`).toBe(200);
      expect(((await seen.json()) as Route[]).at(-1), `round ${round}`).toEqual(route);
      const deleted = await fetch(`${writer}/backend/delete_route.php?id=${route.id}`, { headers: { cookie, ...writeHeaders } });
      expect(deleted.status).toBe(200);
      await deleted.arrayBuffer();
      const gone = (await (await fetch(`${reader}/backend/get_routes.php`)).json()) as Route[];
      expect(
        gone.some((item) => item.id === route.id),
        `round ${round}: the delete`,
      ).toBe(false);
    }
  });

  // Before the tests of failed sign-ins, which use up this address's sign-in budget through nginx.
  it.skipIf(!nginxPath)("takes a 2 MB GPX upload and preview through nginx from the admin, and keeps other bodies small", async () => {
    const cookie = await signIn(front);
    // SYNTHETIC: a made-up straight line due north, never a real route.
    const { gpx } = syntheticGpx({ points: 32_000, stepM: 3 });
    expect(Buffer.byteLength(gpx)).toBeGreaterThan(2 * 1024 * 1024);
    const added = await fetch(`${front}${apiPaths.addRoute}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...writeHeaders },
      body: JSON.stringify({
        name: "Stór slóð",
        region: "Suðurland",
        description: "Prufa.",
        distance: 96,
        latitude: "64",
        longitude: "-20",
        link: "https://example.is",
      }),
    });
    expect(added.status).toBe(200);
    const { route } = (await added.json()) as { route: Route };
    const gpxHeaders = { cookie, "content-type": "application/gpx+xml", ...writeHeaders };
    const preview = await fetch(`${front}${apiPaths.trackPreview}`, { method: "POST", headers: gpxHeaders, body: gpx });
    expect(preview.status).toBe(200);
    await preview.arrayBuffer();
    const upload = await fetch(`${front}${apiPaths.track(route.id)}`, { method: "PUT", headers: gpxHeaders, body: gpx });
    expect(upload.status).toBe(200);
    expect(((await upload.json()) as { track: { pointCount?: number } }).track).toBeTruthy();
    const stored = await fetch(`${front}${apiPaths.gpx(route.id)}`);
    expect(await stored.text()).toBe(gpx);
    // Anywhere else, nginx refuses the same body before the app sees it.
    const elsewhere = await fetch(`${front}${apiPaths.addRoute}`, {
      method: "POST",
      headers: { ...gpxHeaders, "content-type": "application/json" },
      body: gpx,
    });
    expect(elsewhere.status).toBe(413);
    await elsewhere.arrayBuffer();
    await fetch(`${front}${apiPaths.deleteRoute}?id=${route.id}`, { headers: { cookie, ...writeHeaders } });
  });

  it("throttles failed sign-ins across servers", async () => {
    const email = `enginn-${engine}@rafhjol.test`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const url = attempt % 2 === 0 ? a() : b();
      const response = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", ...writeHeaders },
        body: JSON.stringify({ email, password: "vitlaust-lykilord" }),
      });
      expect(response.status).toBe(401);
    }
    for (const url of [a(), b()]) {
      const locked = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", ...writeHeaders },
        body: JSON.stringify({ email, password: "vitlaust-lykilord" }),
      });
      expect(locked.status).toBe(429);
    }
  });

  it("holds a rate limit across both servers: 60 page views a minute from one client, wherever they land", async () => {
    const statuses: number[] = [];
    for (let view = 0; view < 61; view += 1) {
      // Through nginx (round robin), or alternating by hand without it.
      const url = nginxPath ? front : view % 2 === 0 ? a() : b();
      const response = await fetch(`${url}/api/analytics/pageview`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path: "/", device: "phone" }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it.skipIf(!nginxPath)("counts a client by the address nginx saw, whatever X-Forwarded-For it sends", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await fetch(`${front}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", ...writeHeaders, "x-forwarded-for": `203.0.113.${attempt + 1}`, "x-forwarded-host": "evil.example" },
        body: JSON.stringify({ email: `spoof${attempt}-${engine}@rafhjol.test`, password: "vitlaust-lykilord" }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    // At most 20 failures per address in 15 minutes: the spoofed headers did not make 25 clients.
    expect(statuses).toContain(429);
  });

  it.skipIf(!nginxPath)("sends plain-HTTP visitors to HTTPS, and tells browsers to stay there (HSTS)", async () => {
    const redirect = await fetch(`${redirectFront}/routes?q=1`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    // The same host the visitor asked for (fetch sends 127.0.0.1:port; nginx's $host drops the port), over HTTPS.
    expect(redirect.headers.get("location")).toBe("https://127.0.0.1/routes?q=1");
    for (const path of ["/", "/backend/get_routes.php", "/backend/delete_route.php?id=1"]) {
      const response = await fetch(`${front}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it.skipIf(!nginxPath)("closes the connection for a host name that is not the site's, over HTTP and behind the redirect port", async () => {
    const redirectPort = Number(new URL(redirectFront).port);
    for (const port of [frontPort, redirectPort]) {
      expect(await rawRequest(port, "/", { host: "evil.example" }), `port ${port}`).toBe("closed");
      expect(await rawRequest(port, "/sitemap.xml", { host: "rafhjol.is.evil.example" }), `port ${port}`).toBe("closed");
    }
    expect(await rawRequest(frontPort, "/robots.txt", { host: "rafhjol.is" })).toBe(200);
    expect(await rawRequest(redirectPort, "/", { host: "www.rafhjol.is" })).toBe(301);
  });

  it.skipIf(!nginxPath)("limits one client's costly public reads in nginx, and not another client's", async () => {
    // From addresses of their own, so no other test's requests count. Sent at once: far more than a
    // burst, so some are over the limit however fast the machine answers.
    const gpxStatuses = await Promise.all(Array.from({ length: 40 }, () => rawRequest(frontPort, "/api/routes/999999/track.gpx", { from: "127.0.0.2" })));
    expect(gpxStatuses).toContain(404);
    expect(gpxStatuses).toContain(429);
    const pageStatuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => rawRequest(frontPort, `/engin-sida-${index}?q=${index}`, { from: "127.0.0.3" })),
    );
    expect(pageStatuses).toContain(404);
    expect(pageStatuses).toContain(429);
    expect(pageStatuses.filter((status) => status !== 404 && status !== 429)).toEqual([]);
    // Another client is not held back, nor are the cached lists and built files of the limited one.
    expect(await rawRequest(frontPort, "/api/routes/999999/track.gpx", { from: "127.0.0.4" })).toBe(404);
    expect(await rawRequest(frontPort, "/engin-sida", { from: "127.0.0.4" })).toBe(404);
    expect(await rawRequest(frontPort, apiPaths.routes, { from: "127.0.0.3" })).toBe(200);
  });

  it.skipIf(!nginxPath)("counts an IPv6 client by its /64 in nginx, as the app does", async () => {
    // 200 page renders at once from 200 addresses of one /64: one client over its burst of 40.
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        rawRequest(frontPort, `/engin-sida-v6-${index}?q=${index}`, { client: `2001:db8:1:2::${(index + 1).toString(16)}` }),
      ),
    );
    expect(statuses).toContain(404);
    expect(statuses).toContain(429);
    // The next /64 is another client.
    expect(await rawRequest(frontPort, "/engin-sida-v6", { client: "2001:db8:1:3::1" })).toBe(404);
  });

  it.skipIf(!nginxPath)("limits route photos per client in nginx, generously", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, index) => rawRequest(frontPort, `/photos/AAAAAAAAAAAAAAAAAAAAA${index % 10}-480x320.webp`, { from: "127.0.0.5" })),
    );
    expect(statuses).toContain(404);
    expect(statuses).toContain(429);
    expect(await rawRequest(frontPort, "/photos/AAAAAAAAAAAAAAAAAAAAAA-480x320.webp", { from: "127.0.0.6" })).toBe(404);
  });

  it.skipIf(!nginxPath)("refuses a stranger's upload before its body is sent: nginx passes it on unbuffered", async () => {
    for (const path of [photoUploadPath(1), apiPaths.track(1), apiPaths.trackPreview]) {
      // An 8 MB upload announced (within every upload path's size limit, so nginx itself has no reason to refuse
      // it), a few bytes sent, the rest never: the app's 401 arrives all the same.
      const status = await new Promise<number>((done, fail) => {
        const request = httpRequest(
          {
            host: "127.0.0.1",
            port: frontPort,
            path,
            method: path === apiPaths.track(1) ? "PUT" : "POST",
            localAddress: "127.0.0.7",
            headers: { "content-type": "application/octet-stream", "content-length": String(8 * 1024 * 1024), ...writeHeaders },
            agent: false,
          },
          (response) => {
            done(response.statusCode ?? 0);
            request.destroy();
          },
        );
        request.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? undefined : fail(error)));
        request.write(Buffer.alloc(4096));
      });
      expect(status, path).toBe(401);
    }
  });

  it.skipIf(!nginxPath)("does not name nginx's version", async () => {
    const response = await fetch(`${front}/engin-sida`);
    await response.arrayBuffer();
    expect(response.headers.get("server")).toBe("nginx");
  });

  it.skipIf(!nginxPath)("logs requests without the client's address", async () => {
    await (await fetch(`${front}/routes?search=logg`)).arrayBuffer();
    // nginx writes the line in its log phase, after the response has gone: wait for it rather than read at once.
    const log = () => readFile(join(directory, "access.log"), "utf8");
    await expect.poll(log, { timeout: 10_000 }).toContain('"GET /routes?search=logg HTTP/1.1" 200');
    expect(await log()).not.toMatch(/127\.0\.0\.\d/);
  });

  it("serves the built site through the proxy with its caching headers", async () => {
    const page = await fetch(`${front}/routes`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const script = (await page.text()).match(/src="([^"]+\.js)"/)?.[1] as string;
    const asset = await fetch(`${front}${script}`, { headers: { "accept-encoding": "br" } });
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
