import { describe, expect, it } from "vitest";
import { busyMessage, photoQueue } from "./photo-queue.ts";

describe("the photo queue", () => {
  it("refuses an upload beyond its waiting places with 429 and a message in Icelandic", async () => {
    const queue = photoQueue(1, 0);
    let release = () => {};
    const running = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    await expect(queue.run(async () => "second")).rejects.toMatchObject({ statusCode: 429, message: busyMessage });
    release();
    await running;
    expect(await queue.run(async () => "next")).toBe("next");
  });
});
