import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatKm, formatNumber, formatPercent } from "./icelandic-number.ts";

/** Intl's formatters for 0–3 decimals, made once: making them is the slow part. */
const formatters = (locale: string, style: "decimal" | "percent") =>
  [0, 1, 2, 3].map((maximumFractionDigits) => new Intl.NumberFormat(locale, { style, maximumFractionDigits }));
const [isNumber, isPercent, enNumber, enPercent] = [
  formatters("is-IS", "decimal"),
  formatters("is-IS", "percent"),
  formatters("en", "decimal"),
  formatters("en", "percent"),
];
const intl = (digits: number) => isNumber[digits] as Intl.NumberFormat;
const intlPercent = (digits: number) => isPercent[digits] as Intl.NumberFormat;

describe("Icelandic numbers without Intl", () => {
  it("writes the route page's figures as Intl.NumberFormat('is-IS') does", () => {
    expect(formatNumber(1234.56, 1)).toBe("1.234,6");
    expect(formatNumber(12, 1)).toBe("12");
    expect(formatNumber(999.96, 1)).toBe("1.000");
    expect(formatNumber(-12.34, 1)).toBe("-12,3");
    expect(formatNumber(2.5, 0)).toBe("3");
    expect(formatPercent(0.125, 1)).toBe("12,5%");
    expect(formatPercent(1.005, 0)).toBe("101%");
  });

  it("writes English numbers as Intl.NumberFormat('en') does", () => {
    expect(formatNumber(22.5, 1, "en")).toBe("22.5");
    expect(formatKm(22.5, "en")).toBe("22.5 km");
    expect(formatKm(22.5)).toBe("22,5 km");
    expect(formatNumber(1234.56, 1, "en")).toBe("1,234.6");
    expect(formatPercent(0.125, 1, "en")).toBe("12.5%");
  });

  it("gives Intl's text for any number, rounding and grouping included", () => {
    const values = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 }),
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map((thousandths) => thousandths / 1000),
      fc.integer({ min: -100_000, max: 100_000 }).map((halves) => halves / 20),
      fc.constantFrom(0, -0, 0.05, 1.005, 1.25, 0.125, 5e-7, 1e-7, 1e21, 123456789.95, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(intl(digits).format(value));
        expect(formatPercent(value, digits)).toBe(intlPercent(digits).format(value));
        expect(formatNumber(value, digits, "en")).toBe(enNumber[digits]?.format(value));
        expect(formatPercent(value, digits, "en")).toBe(enPercent[digits]?.format(value));
      }),
      { numRuns: 5000 },
    );
  });
});
