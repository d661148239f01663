import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { createContext, type ReactNode, useContext } from "react";
import type { Lang } from "../../shared/site-paths.ts";
import type { MessageKey } from "./catalogues/is.ts";
import { type MessageValues, withPluralCategories } from "./plural-categories.ts";

export type { MessageKey, MessageValues };

/** What a component needs of the page's language: the language itself and its messages. */
export interface PageLanguage {
  lang: Lang;
  /** The message `key` in the page's language, its placeholders filled in. */
  t: (key: MessageKey, values?: MessageValues) => string;
}

/** One language's messages (compiled, src/web/i18n/catalogues/is-lingui.ts and en-lingui.ts) behind Lingui. */
export function pageLanguage(lang: Lang, messages: Messages): PageLanguage {
  const i18n: I18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  return { lang, t: (key, values) => i18n._(key, withPluralCategories(values, lang)) };
}

/**
 * Used where no provider is above: only tests set it (src/web/test-setup.ts
 * to the Icelandic catalogue). The app always renders inside a LanguageProvider.
 */
let fallback: PageLanguage | null = null;
export function setFallbackLanguage(language: PageLanguage | null): void {
  fallback = language;
}

const LanguageContext = createContext<PageLanguage | null>(null);

export function LanguageProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

/** The page's language and its messages. */
export function useLanguage(): PageLanguage {
  const language = useContext(LanguageContext) ?? fallback;
  if (!language) throw new Error("useLanguage outside a LanguageProvider");
  return language;
}

/** The messages of the page's language. */
export function useT(): PageLanguage["t"] {
  return useLanguage().t;
}

/** The page's language: "is" or "en". */
export function useLang(): Lang {
  return useLanguage().lang;
}
