import { useState } from "react";
import { FaBicycle } from "react-icons/fa";
import { Link, useLocation, useRouter, useSearch } from "wouter";
import { hasTwin, twinUrl } from "../../../shared/site-paths.ts";
import { SocialLinks } from "../../components/social-links.tsx";
import { homeLink } from "../../i18n/home-link.ts";
import { useLanguage } from "../../i18n/i18n.tsx";
import { usePageData } from "../page-data.ts";
import { siteMenu } from "../site-menu.ts";
import { heroImages } from "./hero-images.ts";

const iconLinkClass =
  "flex size-10 items-center justify-center rounded-full bg-black/30 text-lg text-white backdrop-blur-sm transition hover:bg-white hover:text-brand-800 md:size-11 md:text-xl";

/**
 * The link to the same page in the other language, query string kept: "English" on the Icelandic pages,
 * "Íslenska" on the English ones, marked with that language for screen readers and search engines. A page
 * load, not a client-side navigation, so the page arrives with its own language's messages only.
 */
function LanguageSwitch() {
  const { lang, t } = useLanguage();
  const [pathname] = useLocation();
  const { base } = useRouter();
  // Written the same way on the server (which may be given the query decoded) and in the browser, so hydration matches.
  const search = new URLSearchParams(useSearch()).toString();
  const here = `${base === "" || pathname !== "/" ? `${base}${pathname}` : base}${search ? `?${search}` : ""}`;
  const other = lang === "en" ? "is" : "en";
  // /admin has no English twin (docs/decisions/034): no switch rather than a link to a missing page.
  if (!hasTwin(pathname)) return null;
  return (
    <div className="absolute top-3 right-3 z-10 md:top-4 md:right-4">
      <a
        href={twinUrl(here)}
        hrefLang={other}
        lang={other}
        className="rounded-full bg-black/40 px-4 py-2 text-sm font-semibold text-white backdrop-blur-sm transition hover:bg-white hover:text-brand-800"
        data-testid="language-switch"
      >
        {t("language.switch")}
      </a>
    </div>
  );
}

/**
 * The header on every page: one of the hero images, picked at random when the
 * header first renders, under a 20 % dark overlay, with the
 * logo and the icon menu.
 */
export function Hero() {
  const { lang, t } = useLanguage();
  // The server picks the image for the HTML it sends (src/server/web/web.ts); the browser keeps its pick.
  const { heroIndex } = usePageData();
  const [pathname] = useLocation();
  // As React Router's NavLink did: a menu item is current on its page and the pages under it (/routes/12 under /routes).
  const isActive = (path: string) => pathname === path || (path !== "/" && pathname.startsWith(`${path}/`));
  const [image] = useState(() => heroImages[heroIndex ?? Math.floor(Math.random() * heroImages.length)] ?? heroImages[0]);
  return (
    <header className="relative isolate flex h-[40vh] min-h-[320px] flex-col overflow-hidden text-white md:h-[45vh] md:min-h-[420px]">
      {image && (
        <img src={image.url} alt={t(image.alt)} fetchPriority="high" className="absolute inset-0 -z-20 size-full object-cover" data-testid="hero-image" />
      )}
      <div className="absolute inset-0 -z-10 bg-black/20" data-testid="hero-overlay" />
      <LanguageSwitch />
      <div className="mx-auto flex w-full max-w-content flex-1 flex-col items-center justify-center gap-6 px-4 py-6">
        <Link
          to={homeLink(useRouter().base)}
          className="flex items-center gap-3 rounded-lg text-3xl font-extrabold tracking-tight drop-shadow-lg md:text-5xl"
          aria-label={t("hero.homeLabel")}
        >
          <FaBicycle aria-hidden="true" className="text-accent-400" />
          <span lang={lang === "en" ? "is" : undefined}>{t("site.name")}</span>
        </Link>
        <nav aria-label={t("hero.menuLabel")}>
          <ul className="flex flex-wrap items-center justify-center gap-2 md:gap-3">
            {siteMenu.map(({ path, title, icon: Icon }) => (
              <li key={path}>
                <Link
                  to={path}
                  title={t(title)}
                  aria-label={t(title)}
                  aria-current={isActive(path) ? "page" : undefined}
                  className={`${iconLinkClass} ${isActive(path) ? "ring-2 ring-accent-400" : ""}`}
                >
                  <Icon aria-hidden="true" />
                </Link>
              </li>
            ))}
            <li className="flex gap-2 md:gap-3">
              <SocialLinks className={iconLinkClass} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
