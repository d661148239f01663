import type { Messages } from "@lingui/core";
import { useMemo } from "react";
import type { Lang } from "../../shared/site-paths.ts";
import { type MessageValues, pageLanguage, useLang } from "./i18n.tsx";

/**
 * A feature's own texts in both languages, ICU MessageFormat, kept in the
 * feature's `messages.ts` beside its code. They load with the feature's chunk,
 * not with the site's catalogue that every page loads first.
 */
export interface FeatureMessages<K extends string> {
  is: Readonly<Record<K, string>>;
  en: Readonly<Record<K, string>>;
}

/** A feature's texts compiled for Lingui (the `catalogue` its messages.ts exports, compile-messages.ts). */
export interface CompiledFeatureMessages<K extends string> {
  is: Messages;
  en: Messages;
  /** Only carries the key type. */
  readonly keys?: K;
}

/** A translate function for one language of a feature's texts. */
export function featureText<K extends string>(catalogue: CompiledFeatureMessages<K>, lang: Lang): (key: K, values?: MessageValues) => string {
  const language = pageLanguage(lang, catalogue[lang]);
  return (key, values) => language.t(key as never, values);
}

/** The feature's texts in the page's language. */
export function useFeatureText<K extends string>(catalogue: CompiledFeatureMessages<K>): (key: K, values?: MessageValues) => string {
  const lang = useLang();
  return useMemo(() => featureText(catalogue, lang), [catalogue, lang]);
}
