import type { Lang } from "../../shared/site-paths.ts";

/**
 * A page's content in each language, built once per language on first use: the English guide content is
 * merged from the Icelandic facts and the English prose (src/content/en/), which is done once, not per render.
 */
export function byLanguage<T>(icelandic: () => T, english: () => T): (lang: Lang) => T {
  const built = new Map<Lang, T>();
  return (lang) => {
    let value = built.get(lang);
    if (value === undefined) {
      value = lang === "en" ? english() : icelandic();
      built.set(lang, value);
    }
    return value;
  };
}
