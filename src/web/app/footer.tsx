import { FaUserShield } from "react-icons/fa";
import { Link } from "wouter";
import { site } from "../../content/site.ts";
import { SocialLinks } from "../components/social-links.tsx";
import { useLanguage } from "../i18n/i18n.tsx";

const iconClass = "flex size-10 items-center justify-center rounded-full text-xl text-slate-200 transition hover:bg-white/10 hover:text-white";

export function Footer() {
  const { lang, t } = useLanguage();
  return (
    <footer className="mt-16 bg-brand-800 text-slate-100">
      <div className="mx-auto flex max-w-content flex-col items-center gap-3 px-4 py-8">
        <div className="flex gap-2">
          <SocialLinks className={iconClass} />
          <Link to="/privacy" title={t("footer.privacy")} aria-label={t("footer.privacy")} className={iconClass}>
            <FaUserShield aria-hidden="true" />
          </Link>
        </div>
        <p className="text-sm">
          © {site.footerYear} <span lang={lang === "en" ? "is" : undefined}>{t("site.name")}</span>
        </p>
      </div>
    </footer>
  );
}
