import type { AnchorHTMLAttributes, ReactNode } from "react";
import { isIcelandicOnlyPage } from "../../shared/icelandic-pages.ts";
import { useLanguage } from "../i18n/i18n.tsx";

/** " (in Icelandic)" on an English page when `href` opens a page only in Icelandic; nothing otherwise. */
export function IcelandicOnlyNote({ href }: { href: string }) {
  const { lang, t } = useLanguage();
  if (lang !== "en" || !isIcelandicOnlyPage(href)) return null;
  return (
    <>
      {" "}
      <span className="font-normal whitespace-nowrap">{t("text.inIcelandic")}</span>
    </>
  );
}

/**
 * A link to another site: opens in a new tab without giving that site a handle on ours. On an English page a
 * link to a page only in Icelandic says so, "(in Icelandic)", after its text; a link laid out as a row of
 * icon and text puts the note in its text itself (`note="inside"` and IcelandicOnlyNote there).
 */
export function ExternalLink({
  children,
  note = "after",
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode; note?: "after" | "inside" }) {
  const { lang } = useLanguage();
  const icelandicOnly = lang === "en" && isIcelandicOnlyPage(props.href);
  return (
    <a target="_blank" rel="noopener noreferrer" {...(icelandicOnly ? { hrefLang: "is" } : {})} {...props}>
      {children}
      {note === "after" && <IcelandicOnlyNote href={props.href} />}
    </a>
  );
}
