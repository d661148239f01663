/**
 * Numbers written the Icelandic way ("1.234,5", "12%"): the same text as
 * `Intl.NumberFormat("is-IS", { maximumFractionDigits })` and its percent
 * style, which `icelandic-number.test.ts` holds it to for any number; on the
 * English pages the English way ("1,234.5"), held to `Intl.NumberFormat("en")`.
 *
 * Why not Intl itself: the first `Intl.NumberFormat` a page creates loads the
 * browser's number-formatting data, a long task on a phone, in the middle of
 * loading /routes and the route pages (docs/decisions/018). The rules needed here are
 * few: round half away from zero on the number's shortest decimal form, drop
 * trailing zeros, a comma before the decimals and a dot between thousands.
 */

/** `abs` (≥ 0, finite) as decimal digits with the point moved `shift` places right: its whole and fractional digits. */
function decimalDigits(abs: number, shift: number): { whole: string; fraction: string } {
  const [mantissa = "0", exponent = "0"] = String(abs).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  let digits = whole + fraction;
  let point = whole.length + Number(exponent) + shift;
  if (point <= 0) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += "0".repeat(point - digits.length);
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const chars = [...digits];
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== "9") {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join("");
    }
    chars[index] = "0";
  }
  return `1${chars.join("")}`;
}

/** Each language's marks: Icelandic "1.234,5", English "1,234.5" (as Intl's "is-IS" and "en"). */
const marks = { is: { group: ".", decimal: "," }, en: { group: ",", decimal: "." } } as const;
export type NumberLang = keyof typeof marks;
const intlLocale = { is: "is-IS", en: "en" } as const;

function format(value: number, maximumFractionDigits: number, shift: number, lang: NumberLang): string {
  const { whole, fraction } = decimalDigits(Math.abs(value), shift);
  let kept = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, "0");
  if ((fraction[maximumFractionDigits] ?? "0") >= "5") kept = increment(kept);
  const wholeDigits = kept.slice(0, kept.length - maximumFractionDigits).replace(/^0+(?=\d)/, "") || "0";
  const fractionDigits = kept.slice(kept.length - maximumFractionDigits).replace(/0+$/, "");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const { group, decimal } = marks[lang];
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${fractionDigits ? `${decimal}${fractionDigits}` : ""}`;
}

/**
 * `value` with at most `maximumFractionDigits` decimals, e.g. 1234.56 → "1.234,6" (Intl.NumberFormat("is-IS")),
 * or in English "1,234.6" (Intl.NumberFormat("en")).
 */
export function formatNumber(value: number, maximumFractionDigits: number, lang: NumberLang = "is"): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits }).format(value);
  return format(value, maximumFractionDigits, 0, lang);
}

/** A fraction as per cent with at most `maximumFractionDigits` decimals, e.g. 0.125 → "12,5%" (Intl's percent style). */
export function formatPercent(fraction: number, maximumFractionDigits: number, lang: NumberLang = "is"): string {
  if (!Number.isFinite(fraction)) return new Intl.NumberFormat(intlLocale[lang], { style: "percent", maximumFractionDigits }).format(fraction);
  return `${format(fraction, maximumFractionDigits, 2, lang)}%`;
}

/** A distance in kilometres to one decimal, e.g. 12.35 → "12,4 km", in English "12.4 km" (route cards and route pages). */
export const formatKm = (km: number, lang: NumberLang = "is") => `${formatNumber(km, 1, lang)} km`;
