import { Link, useRouter } from "wouter";
import { Page } from "../components/page.tsx";
import { homeLink } from "../i18n/home-link.ts";
import { useT } from "../i18n/i18n.tsx";

export function NotFoundPage() {
  const t = useT();
  return (
    <Page title={t("notFound.title")} width="static">
      <p className="text-lg text-slate-700">{t("notFound.text")}</p>
      <Link to={homeLink(useRouter().base)} className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
        {t("notFound.home")}
      </Link>
    </Page>
  );
}
