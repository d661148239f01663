import { useLanguage } from "../i18n/i18n.tsx";

/**
 * A route's or event's own text in the page's language: on an English page its English text when it has
 * one, else the Icelandic text marked lang="is" (screen readers then read it as Icelandic). Prose (a
 * description, a note) then starts with a short "(in Icelandic)", so a visitor knows why it reads so; a name
 * needs none.
 */
export function LocalText({ is, en, prose = false }: { is: string; en?: string | null | undefined; prose?: boolean }) {
  const { lang, t } = useLanguage();
  if (lang === "is") return is;
  if (en) return en;
  if (!prose) return <span lang="is">{is}</span>;
  return (
    <>
      <span className="text-sm text-slate-500 italic" data-testid="in-icelandic">
        {t("text.inIcelandic")}
      </span>{" "}
      <span lang="is">{is}</span>
    </>
  );
}
