import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logging.ts";

describe("the server's logger options", () => {
  it("on a terminal, prints one coloured line per entry through pino-pretty", () => {
    const options = loggerOptions({ level: "info", terminal: true });
    expect(options).toMatchObject({ level: "info", transport: { target: "pino-pretty", options: { colorize: true, singleLine: true } } });
  });

  it("elsewhere, writes JSON lines and loads no transport", () => {
    expect(loggerOptions({ level: "warn", terminal: false })).toEqual({ level: "warn" });
  });
});
