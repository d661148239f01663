import type { Lang } from "../../shared/site-paths.ts";

/** A message's placeholders: names of numbers or texts (a plural's `count` is one). */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Plurals without Intl.NumberFormat. Lingui formats a plural's number with `Intl.NumberFormat` even when the
 * message never shows it, and the first NumberFormat a page creates loads the browser's number-formatting
 * data: a long task in the middle of loading /routes and the map (docs/decisions/018, 049). The messages show
 * their numbers through a placeholder of their own (`{n}`, written by lib/icelandic-number.ts), so the
 * compiled catalogues turn each `{count, plural, one {…} other {…}}` into a choice on the count's plural
 * category (`select`), which `t` computes with Intl.PluralRules: the same text, without the long task.
 */

/** The placeholder that carries the plural category of the number `name`. */
export const pluralCategoryOf = (name: string) => `${name}:plural`;

const CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

type Token = string | [string, string?, Record<string, unknown>?];

/**
 * A compiled message (Lingui's form) with each plural made a select on its category. A plural that needs the
 * number itself (`#`, an offset or an exact `=N` case) is refused: write the number as a placeholder instead.
 */
export function pluralsAsSelects(message: unknown, key: string): unknown {
  if (!Array.isArray(message)) return message;
  return (message as Token[]).map((token) => {
    if (!Array.isArray(token)) {
      if (token === "#") throw new Error(`${key}: a plural shows its number with a placeholder such as {n}, not #`);
      return token;
    }
    const [name, type, cases] = token;
    if (!cases) return token;
    const inner = Object.fromEntries(Object.entries(cases).map(([choice, branch]) => [choice, pluralsAsSelects(branch, key)]));
    if (type !== "plural") return [name, type, inner];
    const { offset = 0, ...choices } = inner;
    if (offset !== 0) throw new Error(`${key}: a plural with an offset needs its number; write the number as a placeholder instead`);
    for (const choice of Object.keys(choices))
      if (!CATEGORIES.has(choice)) throw new Error(`${key}: a plural's cases must be plural categories, not "${choice}"`);
    return [pluralCategoryOf(name), "select", choices];
  });
}

const rules = new Map<Lang, Intl.PluralRules>();

/** The values with each number's plural category beside it, for the selects pluralsAsSelects wrote. */
export function withPluralCategories(values: MessageValues | undefined, lang: Lang): MessageValues | undefined {
  if (!values) return values;
  let withCategories: Record<string, string | number> | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "number") continue;
    let languageRules = rules.get(lang);
    if (!languageRules) {
      languageRules = new Intl.PluralRules(lang);
      rules.set(lang, languageRules);
    }
    withCategories ??= { ...values };
    withCategories[pluralCategoryOf(name)] = languageRules.select(value);
  }
  return withCategories ?? values;
}
