import { describe, expect, it } from "vitest";
import { BoundedQueue } from "./bounded-queue.ts";
import { ClientError } from "./validation.ts";

function held() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const busy = () => new ClientError(429, "Busy");

describe("BoundedQueue", () => {
  it("runs two at once, lets the next ones wait in order and refuses more with the error it was given", async () => {
    const queue = new BoundedQueue(2, 1, busy);
    const started: string[] = [];
    const jobs = ["a", "b", "c"].map((name) => {
      const gate = held();
      const done = queue.run(async () => {
        started.push(name);
        await gate.promise;
        return name;
      });
      return { gate, done };
    });
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    await expect(queue.run(async () => "d")).rejects.toMatchObject({ statusCode: 429, message: "Busy" });

    jobs[0]?.gate.release();
    expect(await jobs[0]?.done).toBe("a");
    await expect.poll(() => started).toEqual(["a", "b", "c"]);
    jobs[1]?.gate.release();
    jobs[2]?.gate.release();
    expect(await Promise.all(jobs.map((job) => job.done))).toEqual(["a", "b", "c"]);
    // Everything finished: a new job runs at once.
    expect(await queue.run(async () => "e")).toBe("e");
  });

  it("frees its place when a job fails", async () => {
    const queue = new BoundedQueue(1, 0, busy);
    await expect(queue.run(async () => Promise.reject(new Error("bad")))).rejects.toThrow("bad");
    expect(await queue.run(async () => "ok")).toBe("ok");
  });
});
