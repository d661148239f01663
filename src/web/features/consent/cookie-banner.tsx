import { useState } from "react";
import { Link } from "wouter";
import { useT } from "../../i18n/i18n.tsx";
import { giveConsent, hasConsent } from "../../lib/consent.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** Fixed at the bottom until the visitor clicks OK; then stored, and the page reloads. */
export function CookieBanner() {
  const t = useT();
  // Local storage exists only in the browser: the server's HTML has no banner, the browser adds it.
  const hydrated = useHydrated();
  const [visible] = useState(() => !hasConsent());
  if (!hydrated || !visible) return null;
  return (
    <section aria-label={t("cookies.label")} className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-700 bg-slate-900/95 text-slate-100 shadow-2xl">
      <div className="mx-auto flex max-w-content flex-col items-center gap-3 px-4 py-4 text-sm sm:flex-row sm:justify-between">
        <p>
          {t("cookies.text")}{" "}
          <Link to="/privacy" className="font-semibold text-amber-300 underline underline-offset-2 hover:text-amber-200">
            {t("cookies.privacy")}
          </Link>
        </p>
        <button
          type="button"
          onClick={() => {
            giveConsent();
            window.location.reload();
          }}
          className="rounded-lg bg-amber-400 px-6 py-2 font-bold text-slate-900 hover:bg-amber-300"
        >
          {t("cookies.ok")}
        </button>
      </div>
    </section>
  );
}
