import { memo } from "react";
import { FaWind } from "react-icons/fa";
import { webConfig } from "../config.ts";
import { useLanguage } from "../i18n/i18n.tsx";
import { ExternalLink } from "./external-link.tsx";

/**
 * The sponsored banner, labelled as an advertisement so no visitor mistakes it for our advice. It has no props:
 * a page drawn again (a new filter) leaves it alone.
 */
export const AdBanner = memo(function AdBanner() {
  const { lang, t } = useLanguage();
  const advertisement = webConfig.advertisementIn(lang);
  return (
    <aside
      aria-label={t("ad.label")}
      className="relative mb-8 overflow-hidden rounded-2xl bg-gradient-to-r from-sky-900 to-brand-800 p-5 text-white shadow-md sm:p-6"
    >
      <p className="mb-2 inline-block rounded bg-white/20 px-2 py-0.5 text-xs font-semibold tracking-wider uppercase">{t("ad.label")}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <FaWind aria-hidden="true" className="mt-1 shrink-0 text-3xl text-sky-300" />
          <div>
            {advertisement.title && <p className="text-lg font-bold">{advertisement.title}</p>}
            <p className="text-sm text-sky-50">{advertisement.text}</p>
          </div>
        </div>
        <ExternalLink href={advertisement.href} className="shrink-0 rounded-lg bg-white px-4 py-2 text-center text-sm font-bold text-sky-900 hover:bg-sky-100">
          {advertisement.linkText}
        </ExternalLink>
      </div>
    </aside>
  );
});
