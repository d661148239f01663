import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { connect } from "node:net";
import { Writable } from "node:stream";
import { brotliDecompressSync } from "node:zlib";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { sampleRoutes } from "../../content/sample-data.ts";
import { apiPaths } from "../../shared/api-paths.ts";
import { rawHead, send } from "../test-support/raw-http.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { FastReads } from "./fast-reads.ts";

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe("FastReads", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((done) => server?.close(done));
    server = undefined;
  });

  /** A server whose fallback (Fastify's place) answers 599 and says which request it got. */
  async function serve(fastReads: FastReads) {
    const fellBack: string[] = [];
    server = createServer(
      fastReads.listener((request, response) => {
        fellBack.push(`${request.method} ${request.url}`);
        response.statusCode = 599;
        response.end("fallback");
      }),
    );
    return { base: await listen(server), fellBack };
  }

  it("answers a plain GET or HEAD of a registered path, with the fixed headers, and hands every other request over", async () => {
    const fastReads = new FastReads([["x-fixed", "yes"]]);
    const body = Buffer.from('[{"id":1}]');
    const asked: (string | undefined)[][] = [];
    fastReads.add("/list", {
      version: async () => "v1",
      answer: (version, ifNoneMatch, acceptEncoding) => {
        asked.push([version, ifNoneMatch, acceptEncoding]);
        return { status: 200, headers: { "content-type": "application/json; charset=utf-8", etag: '"v1"' }, body };
      },
    });
    const { base, fellBack } = await serve(fastReads);

    const plain = await send(base, "/list", "GET", { "if-none-match": '"v0"', "accept-encoding": "br" });
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe('[{"id":1}]');
    expect(plain.headers).toMatchObject({ "x-fixed": "yes", etag: '"v1"', "content-length": String(body.length) });
    expect(asked).toEqual([["v1", '"v0"', "br"]]);
    const head = await send(base, "/list", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(body.length));
    expect(fellBack).toEqual([]);

    for (const [method, path, body] of [
      ["GET", "/list?x=1", undefined],
      ["GET", "/list/", undefined],
      ["GET", "/LIST", undefined],
      ["GET", "/other", undefined],
      ["POST", "/list", "{}"],
      ["DELETE", "/list", undefined],
      ["GET", "/list", "a body"],
    ] as const) {
      expect((await send(base, path, method, {}, body)).status, `${method} ${path}`).toBe(599);
    }
    expect(fellBack).toEqual(["GET /list?x=1", "GET /list/", "GET /LIST", "GET /other", "POST /list", "DELETE /list", "GET /list"]);
  });

  it("reads the version once for the requests of one turn, after they came, and again for each later turn", async () => {
    const fastReads = new FastReads([]);
    let version = 1;
    const reads: number[] = [];
    fastReads.add("/list", {
      version: async () => {
        reads.push(version);
        return `v${version}`;
      },
      answer: (known) => ({ status: 200, headers: { etag: `"${known}"` }, body: Buffer.from(known) }),
    });
    const { base } = await serve(fastReads);
    // Five requests in one write on one connection (HTTP/1.1 pipelining): Node reads them in one turn.
    const { hostname, port } = new URL(base);
    const socket = connect(Number(port), hostname);
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.write(`GET /list HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`.repeat(5));
    await expect.poll(() => text.match(/HTTP\/1\.1 200 OK/g)?.length ?? 0).toBe(5);
    expect(reads).toEqual([1]);
    expect(text.match(/etag: "v1"/g)?.length).toBe(5);

    // A change made before the next request was sent is in its answer: the version is read again.
    version = 2;
    socket.write(`GET /list HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
    await new Promise((done) => socket.on("end", done));
    expect(reads).toEqual([1, 2]);
    expect(text.endsWith("v2")).toBe(true);
    expect(text.match(/etag: "v2"/g)?.length).toBe(1);
  });

  it("hands the requests over untouched when the version or the answer fails, and every request once closed", async () => {
    const fastReads = new FastReads([["x-fixed", "yes"]]);
    let fail: "version" | "answer" | "built answer" | undefined = "version";
    fastReads.add("/list", {
      version: async () => {
        if (fail === "version") throw new Error("database unreachable");
        return "v1";
      },
      answer: () => {
        if (fail === "answer") throw new Error("cannot build");
        if (fail === "built answer") return Promise.reject(new Error("cannot compress"));
        return { status: 304, headers: { etag: '"v1"' }, body: undefined };
      },
    });
    const { base, fellBack } = await serve(fastReads);
    for (const failing of ["version", "answer", "built answer"] as const) {
      fail = failing;
      const failed = await send(base, "/list");
      expect(failed.status, failing).toBe(599);
      // Nothing of the fast path's was sent: not even its fixed headers.
      expect(failed.headers["x-fixed"], failing).toBeUndefined();
    }
    fail = undefined;
    const notModified = await send(base, "/list");
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-length"]).toBeUndefined();
    fastReads.close();
    expect((await send(base, "/list")).status).toBe(599);
    expect(fellBack).toEqual(["GET /list", "GET /list", "GET /list", "GET /list"]);
  });
});

describe("FastReads when even the hand-over fails", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((done) => server?.close(done));
    server = undefined;
  });

  it("ends that connection and goes on serving", async () => {
    const fastReads = new FastReads([]);
    let fail = true;
    fastReads.add("/list", {
      version: async () => {
        if (fail) throw new Error("database unreachable");
        return "v1";
      },
      answer: () => ({ status: 200, headers: {}, body: Buffer.from("[]") }),
    });
    server = createServer(
      fastReads.listener(() => {
        throw new Error("the fallback failed too");
      }),
    );
    const base = await listen(server);
    await expect(send(base, "/list")).rejects.toThrow(/socket hang up|ECONNRESET/);
    fail = false;
    const answer = await send(base, "/list");
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe("[]");
  });
});

describe.each(testEngines)("the app's lists before and through Fastify (%s)", (engine) => {
  let testApp: TestApp;
  let base: string;
  afterEach(async () => testApp.close());

  async function start(options: Parameters<typeof createTestApp>[0] = {}) {
    testApp = await createTestApp({ engine, sampleData: true, ...options });
    base = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  }

  /** The headers a client sees, without Date (the second may differ between two requests). */
  function comparable(headers: IncomingHttpHeaders) {
    const { date: _date, ...rest } = headers;
    return rest;
  }

  it("gives the same status, headers and bytes by either path, for every way a browser asks", async () => {
    await start();
    for (const path of [apiPaths.routes, apiPaths.events]) {
      const etag = (await send(base, path)).headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      for (const [method, headers] of [
        ["GET", {}],
        ["GET", { "accept-encoding": "gzip, deflate, br, zstd" }],
        ["GET", { "accept-encoding": "gzip" }],
        ["GET", { "accept-encoding": "br;q=0, gzip;q=0" }],
        ["GET", { "if-none-match": etag, "accept-encoding": "br" }],
        ["GET", { "if-none-match": '"stale"', "accept-encoding": "br" }],
        ["HEAD", { "accept-encoding": "br" }],
      ] as const) {
        const label = `${method} ${path} ${JSON.stringify(headers)}`;
        const fast = await send(base, path, method, headers);
        // A query string takes the request through Fastify's routing, hooks and reply.
        const routed = await send(base, `${path}?`, method, headers);
        expect(fast.status, label).toBe(routed.status);
        expect(fast.body.equals(routed.body), label).toBe(true);
        expect(comparable(fast.headers), label).toEqual(comparable(routed.headers));
        expect(fast.headers["content-security-policy"], label).toContain("default-src 'self'");
      }
      // The one difference on the wire, which also shows that the two requests took different paths: on a
      // 304, Fastify writes "content-length: 0"; the fast path writes none (RFC 9110, 8.6, allows only the
      // full answer's length there). Node's client hides both, so the comparisons above do not see it.
      const fast = await rawHead(base, path, { "if-none-match": etag });
      const routed = await rawHead(base, `${path}?`, { "if-none-match": etag });
      expect(fast[0]).toBe("HTTP/1.1 304 Not Modified");
      expect(routed[0]).toBe("HTTP/1.1 304 Not Modified");
      expect(fast.filter((line) => /^content-length:/i.test(line))).toEqual([]);
      expect(routed.filter((line) => /^content-length:/i.test(line))).toEqual(["content-length: 0"]);
    }
  });

  it("gives the same answer by either path for any Accept-Encoding and If-None-Match a client sends", async () => {
    await start();
    const etag = (await send(base, apiPaths.routes)).headers.etag as string;
    // Printable ASCII (what Node's client lets through), plus pieces of real values so some of them match.
    const text = fc.oneof(
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
      fc.constantFrom("br", "gzip", "identity", "*", "br;q=0", "gzip;q=0.5, br;q=0.4", etag, `W/${etag}`, `${etag}, "x"`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.option(text, { nil: undefined }),
        fc.option(text, { nil: undefined }),
        fc.constantFrom("GET", "HEAD"),
        async (encoding, ifNoneMatch, method) => {
          const headers: Record<string, string> = {};
          if (encoding !== undefined) headers["accept-encoding"] = encoding;
          if (ifNoneMatch !== undefined) headers["if-none-match"] = ifNoneMatch;
          const fast = await send(base, apiPaths.routes, method, headers);
          const routed = await send(base, `${apiPaths.routes}?`, method, headers);
          expect(fast.status).toBe(routed.status);
          expect(comparable(fast.headers)).toEqual(comparable(routed.headers));
          expect(fast.body.equals(routed.body)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("leaves every request to Fastify when requests are logged (LOG_LEVEL=debug)", async () => {
    const lines: { msg: string; req?: { url: string } }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    await start({ logger: { level: "debug", stream } });
    expect((await send(base, apiPaths.routes)).status).toBe(200);
    expect(lines.filter((line) => line.msg === "incoming request").map((line) => line.req?.url)).toEqual([apiPaths.routes]);
    const etag = (await send(base, apiPaths.routes)).headers.etag as string;
    expect((await rawHead(base, apiPaths.routes, { "if-none-match": etag })).filter((line) => /^content-length:/i.test(line))).toEqual(["content-length: 0"]);
  });

  it("serves a write at once, and a fault as Fastify would: JSON, never stored", async () => {
    await start();
    const before = await send(base, apiPaths.routes, "GET", { "accept-encoding": "br" });
    const listed = JSON.parse(brotliDecompressSync(before.body).toString()) as { name: string }[];
    expect(listed.map((route) => route.name)).toEqual(sampleRoutes.map((route) => route.name));

    const first = sampleRoutes[0];
    if (!first) throw new Error("no sample routes");
    await testApp.store.addRoute({ ...first, name: "Ný leið til prófunar" });
    const after = await send(base, apiPaths.routes, "GET", { "if-none-match": before.headers.etag as string });
    expect(after.status).toBe(200);
    expect((JSON.parse(after.body.toString()) as { name: string }[]).at(-1)?.name).toBe("Ný leið til prófunar");

    await testApp.store.close();
    const failed = await send(base, apiPaths.routes);
    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.body.toString())).toEqual({ message: "Internal server error" });
    expect(failed.headers["cache-control"]).toBe("no-store");
  });
});
