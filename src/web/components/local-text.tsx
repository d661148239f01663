import { useLang } from "../i18n/i18n.tsx";

/**
 * A route's or event's own text in the page's language: on an English page its English text when it has
 * one, else the Icelandic text marked lang="is" (screen readers then read it as Icelandic).
 */
export function LocalText({ is, en }: { is: string; en?: string | null | undefined }) {
  const lang = useLang();
  if (lang === "is") return is;
  return en ? en : <span lang="is">{is}</span>;
}
