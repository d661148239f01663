import { describe, expect, it } from "vitest";
import { analyseGpx } from "./analyse-gpx.ts";
import { GpxError } from "./gpx-error.ts";
import { syntheticGpx } from "./test-support/synthetic-gpx.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("analyseGpx", () => {
  it("measures a file in a worker, as the parser and analysis would on the main thread", async () => {
    const analysis = await analyseGpx(bytes(syntheticGpx({ points: 101, stepM: 10 }).gpx));
    expect(analysis.stats.lengthKm).toBeCloseTo(1, 3);
    expect(analysis.start).toEqual([64.5, -20.5]);
  });

  it("passes a bad file's refusal on as it is", async () => {
    const refusal = analyseGpx(bytes("not a gpx file"));
    await expect(refusal).rejects.toBeInstanceOf(GpxError);
    await expect(refusal).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/malformed/) });
  });

  it("stops a worker that does not answer within the time limit and refuses the file with 422", async () => {
    const stuck = new URL("./test-support/stuck-gpx-worker.ts", import.meta.url);
    const refusal = analyseGpx(bytes(syntheticGpx({ points: 10 }).gpx), { workerUrl: stuck, timeLimitMs: 300 });
    await expect(refusal).rejects.toMatchObject({
      statusCode: 422,
      message: "The GPX file took more than 0.3 seconds to analyse and was refused. A file with fewer points may go through.",
    });
    // The next file is analysed as usual.
    expect((await analyseGpx(bytes(syntheticGpx({ points: 3 }).gpx))).stats.lengthKm).toBeCloseTo(0.02, 3);
  });

  it("runs two analyses at once, lets four wait, and refuses more with 429", async () => {
    const stuck = new URL("./test-support/stuck-gpx-worker.ts", import.meta.url);
    const file = bytes(syntheticGpx({ points: 3 }).gpx);
    const outcomes = Array.from({ length: 7 }, () =>
      analyseGpx(file, { workerUrl: stuck, timeLimitMs: 200 }).then(
        () => 200,
        (error: GpxError) => error.statusCode,
      ),
    );
    expect(await Promise.all(outcomes)).toEqual([422, 422, 422, 422, 422, 422, 429]);
    // The line is empty again.
    expect((await analyseGpx(file)).stats.lengthKm).toBeCloseTo(0.02, 3);
  });
});
