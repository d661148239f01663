import { useState } from "react";
import { FaFacebook } from "react-icons/fa";
import { webConfig } from "../../config.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { hasConsent } from "../../lib/consent.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { catalogue } from "./messages.ts";

const WIDTH = 500;
const HEIGHT = 500;

/** Facebook's Page Plugin for a page: the latest posts, with a small header. */
export function facebookEmbedUrl(pageUrl: string): string {
  return `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(pageUrl)}&tabs=timeline&width=${WIDTH}&height=${HEIGHT}&small_header=true&hide_cover=false`;
}

const frameClass = "flex justify-center rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200";

/**
 * The one Facebook post on /tjalda, from the owner's page (SITE_FACEBOOK_URL).
 * Facebook learns about every visit to a page that embeds it, so the frame is
 * only added once the visitor has accepted cookies or asks for it here; until
 * then nothing is requested from Facebook. Without a configured page there is
 * nothing to show, so a note takes its place and Facebook is never contacted.
 */
export function SocialEmbed({ pageUrl = webConfig.facebookPageUrl }: { pageUrl?: string }) {
  // Consent lives in the browser's storage: the server's HTML and the first render show the button,
  // and the post replaces it as soon as the page runs for a visitor who has accepted cookies.
  const text = useFeatureText(catalogue);
  const hydrated = useHydrated();
  const [asked, setShown] = useState(false);
  const shown = asked || (hydrated && hasConsent());
  if (pageUrl === "") {
    return (
      <div className={frameClass}>
        <div className="flex max-w-md flex-col items-center gap-3 py-4 text-center">
          <FaFacebook aria-hidden="true" className="text-4xl text-slate-400" />
          <p className="text-slate-700">{text("social.placeholder")}</p>
        </div>
      </div>
    );
  }
  return (
    <div className={frameClass}>
      {shown ? (
        <iframe title={text("social.title")} src={facebookEmbedUrl(pageUrl)} width={WIDTH} height={HEIGHT} loading="lazy" className="max-w-full border-0" />
      ) : (
        <div className="flex max-w-md flex-col items-center gap-3 py-4 text-center">
          <FaFacebook aria-hidden="true" className="text-4xl text-[#1877f2]" />
          <p className="text-lg font-bold text-brand-800">{text("social.title")}</p>
          <p className="text-sm text-slate-600">{text("social.notice")}</p>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {text("social.show")}
          </button>
        </div>
      )}
    </div>
  );
}
