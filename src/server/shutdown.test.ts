import { connect, type Socket } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { STOP_GRACE_MS, stopper } from "./shutdown.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

/**
 * Stopping the server (SIGTERM from a deploy or a process manager): requests under way are answered before it
 * exits, and one that never completes keeps it alive only until the deadline. The deadline is called by the
 * test, so nothing here waits ten seconds. tests/cluster/shutdown.test.ts sends the real signal to a real process.
 */
describe("stopping the server", () => {
  let testApp: TestApp | undefined;
  let socket: Socket | undefined;
  afterEach(async () => {
    socket?.destroy();
    await testApp?.close();
  });

  /** An app listening on a free port, its log lines, and a stopper whose exits and deadline the test sees. */
  async function listening() {
    const lines: string[] = [];
    let waiting: { text: string; done: () => void }[] = [];
    const seen = (text: string) => lines.some((line) => line.includes(text));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        for (const waiter of waiting.filter(({ text }) => seen(text))) waiter.done();
        waiting = waiting.filter(({ text }) => !seen(text));
        done();
      },
    });
    /** Resolves once a log line holds `text`. */
    const logged = (text: string) => new Promise<void>((done) => (seen(text) ? done() : waiting.push({ text, done })));
    testApp = await createTestApp({ logger: { level: "info", stream } });
    const { app } = testApp;
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const events: string[] = [];
    let deadline: { ms: number; then: () => void } | undefined;
    const stop = stopper(
      app,
      async () => {
        events.push("store closed");
      },
      { exit: (code) => events.push(`exit ${code}`), deadline: (ms, then) => (deadline = { ms, then }) },
    );
    return { port, lines, events, stop, deadline: () => deadline, logged };
  }

  /** A request whose headers are sent and whose body is only half sent: under way until the rest comes. */
  async function halfSentRequest(port: number): Promise<{ finish: () => void; answer: Promise<string> }> {
    const body = JSON.stringify({ path: "/", device: "phone" });
    const opened = connect(port, "127.0.0.1");
    socket = opened;
    await new Promise<void>((done) => opened.once("connect", () => done()));
    let received = "";
    const answer = new Promise<string>((done) => {
      opened.on("data", (chunk) => (received += chunk));
      opened.on("close", () => done(received));
    });
    opened.write(
      `POST /api/analytics/pageview HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    return { answer, finish: () => opened.write(body.slice(5)) };
  }

  it("answers a request that was under way, closes the database, then exits with 0", async () => {
    const server = await listening();
    const request = await halfSentRequest(server.port);
    await server.logged("/api/analytics/pageview");
    const stopped = server.stop("SIGTERM");
    await server.logged("SIGTERM received, closing");
    expect(server.events, "it waits for the request").toEqual([]);
    request.finish();
    expect(await request.answer).toMatch(/^HTTP\/1\.1 204 /);
    await stopped;
    expect(server.events).toEqual(["store closed", "exit 0"]);
    expect(server.deadline()?.ms).toBe(STOP_GRACE_MS);
  });

  it("exits with 1 at the deadline while a request is still under way", async () => {
    const server = await listening();
    await halfSentRequest(server.port);
    await server.logged("/api/analytics/pageview");
    void server.stop("SIGTERM");
    await server.logged("SIGTERM received, closing");
    expect(server.deadline()?.ms).toBe(10_000);
    expect(server.events).toEqual([]);
    server.deadline()?.then();
    expect(server.events).toEqual(["exit 1"]);
    expect(server.lines.join("\n")).toContain("requests still running 10 s after the stop signal");
  });

  it("acts on the first signal only", async () => {
    const server = await listening();
    await Promise.all([server.stop("SIGTERM"), server.stop("SIGINT")]);
    expect(server.events).toEqual(["store closed", "exit 0"]);
    expect(server.lines.filter((line) => line.includes("received, closing"))).toHaveLength(1);
  });
});
