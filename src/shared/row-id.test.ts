import { describe, expect, it } from "vitest";
import { MAX_ROW_ID, parseRowId } from "./row-id.ts";

describe("parseRowId", () => {
  it.each([
    ["1", 1],
    ["12", 12],
    [String(MAX_ROW_ID), MAX_ROW_ID],
  ])("reads %s as %d", (text, id) => {
    expect(parseRowId(text)).toBe(id);
  });

  it.each(["0", "012", "-1", "1.5", "1e3", " 1", "", "abc", String(MAX_ROW_ID + 1), "99999999999"])("refuses %j", (text) => {
    expect(parseRowId(text)).toBeNull();
  });

  it("refuses a missing value", () => {
    expect(parseRowId(null)).toBeNull();
    expect(parseRowId(undefined)).toBeNull();
  });
});
