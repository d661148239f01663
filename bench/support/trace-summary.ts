/**
 * `node bench/support/trace-summary.ts /tmp/load-10000.json [page-path]`: the long tasks (40 ms or more) of a
 * page load's trace (`BENCH_TRACE=/tmp/load npm run bench:browser`), on the main thread of the page whose
 * HTML was parsed (/routes unless named), with the events of 4 ms or more inside each. Times are from the
 * start of that page's HTML parse.
 */
import { readFileSync } from "node:fs";
import type { TraceEvent } from "./trace-event.ts";

const [file, pagePath = "/routes"] = process.argv.slice(2);
if (!file) throw new Error("usage: node bench/support/trace-summary.ts TRACE.json [page-path]");
const events = (JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
const parse = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url && new URL(event.args.beginData.url).pathname === pagePath);
if (!parse) throw new Error(`the trace holds no HTML parse of ${pagePath}`);
const onMain = events
  .filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X")
  .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
const ms = (microseconds: number) => (microseconds / 1000).toFixed(0);
for (const task of onMain.filter((event) => event.name === "RunTask" && (event.dur ?? 0) >= 40_000)) {
  const end = task.ts + (task.dur ?? 0);
  console.log(`${ms(task.ts - parse.ts).padStart(6)} ms  task of ${ms(task.dur ?? 0)} ms`);
  for (const event of onMain
    .filter((inner) => inner !== task && inner.ts >= task.ts && inner.ts + (inner.dur ?? 0) <= end && (inner.dur ?? 0) >= 4000)
    .slice(0, 12)) {
    const url = (event.args?.data?.url ?? event.args?.beginData?.url ?? "").split("/").pop();
    console.log(
      `          +${ms(event.ts - task.ts).padStart(4)} ${ms(event.dur ?? 0).padStart(4)} ms ${event.name} ${url ?? ""} ${event.args?.data?.functionName ?? ""}`,
    );
  }
}
