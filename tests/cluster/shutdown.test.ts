import { mkdtemp, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exited, type ServerProcess, startServerProcess } from "./support/server-process.ts";

/**
 * SIGTERM (a deploy, a process manager's stop) sent to a real process: requests already under way are
 * answered before it exits with 0. That one that never completes keeps it alive only until the deadline is
 * src/server/shutdown.test.ts, which calls the deadline itself instead of waiting for it.
 */
describe("stopping the server with SIGTERM", () => {
  let directory: string;
  let server: ServerProcess | undefined;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "rafhjol-stop-"));
    // At level info (startServerProcess's) the server says when a request has come in and when it has been told to stop.
    server = await startServerProcess({ DATABASE_URL: `sqlite:${join(directory, "site.db")}`, SAMPLE_DATA: "false" });
  });
  afterEach(async () => {
    server?.child.kill("SIGKILL");
    await rm(directory, { recursive: true, force: true });
  });

  /** A request whose headers are sent and whose body is only half sent: under way until the rest comes. */
  async function halfSentRequest(port: number): Promise<{ socket: Socket; finish: () => void; answer: Promise<string> }> {
    const body = JSON.stringify({ path: "/", device: "phone" });
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((done) => socket.once("connect", () => done()));
    let received = "";
    const answer = new Promise<string>((done) => {
      socket.on("data", (chunk) => (received += chunk));
      socket.on("close", () => done(received));
    });
    socket.write(
      `POST /api/analytics/pageview HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    return { socket, answer, finish: () => socket.write(body.slice(5)) };
  }

  it("answers a request that was under way, then exits with 0", async () => {
    const running = server as ServerProcess;
    const request = await halfSentRequest(running.port);
    // The server has read the headers before it is told to stop...
    await running.printed("/api/analytics/pageview");
    running.child.kill("SIGTERM");
    // ...and has begun to stop before the rest of the request comes.
    await running.printed("SIGTERM received, closing");
    expect(running.child.exitCode, "it waits for the request").toBeNull();
    request.finish();
    expect(await request.answer).toMatch(/^HTTP\/1\.1 204 /);
    expect(await exited(running.child)).toBe(0);
  });
});
