import { pathInLang } from "../../../shared/site-paths.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { useLang } from "../../i18n/i18n.tsx";
import { catalogue } from "./messages.ts";

/**
 * What the offline page says. The service worker shows that page, without its scripts, at the address of a
 * page it never kept when the network is gone: every link on it is a plain link (docs/decisions/037).
 */
export function OfflineNotice() {
  const t = useFeatureText(catalogue);
  const lang = useLang();
  return (
    <div className="space-y-4 text-lg text-slate-700">
      <p>{t("offline.text")}</p>
      <p>{t("offline.saved")}</p>
      <a href={pathInLang("/vistad", lang)} className="inline-block rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
        {t("offline.link")}
      </a>
    </div>
  );
}

/** The offline page's title, for the page's h1. */
export function useOfflineTitle(): string {
  return useFeatureText(catalogue)("offline.title");
}

/** The saved routes page's title and introduction. */
export function useSavedTexts(): { title: string; intro: string } {
  const t = useFeatureText(catalogue);
  return { title: t("saved.title"), intro: t("saved.intro") };
}
