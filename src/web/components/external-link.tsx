import type { AnchorHTMLAttributes, ReactNode } from "react";
import { isIcelandicOnlyPage } from "../../shared/icelandic-pages.ts";
import { useLanguage } from "../i18n/i18n.tsx";

/**
 * A link to another site: opens in a new tab without giving that site a handle on ours. On an English page a
 * link to a page only in Icelandic says so, "(in Icelandic)", before a visitor follows it.
 */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  const { lang, t } = useLanguage();
  const icelandicOnly = lang === "en" && isIcelandicOnlyPage(props.href);
  return (
    <a target="_blank" rel="noopener noreferrer" {...(icelandicOnly ? { hrefLang: "is" } : {})} {...props}>
      {children}
      {icelandicOnly && (
        <>
          {" "}
          <span className="font-normal">{t("text.inIcelandic")}</span>
        </>
      )}
    </a>
  );
}
