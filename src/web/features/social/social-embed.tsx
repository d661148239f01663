import { useState } from "react";
import { FaFacebook } from "react-icons/fa";
import { site } from "../../../content/site.ts";
import { hasConsent } from "../../lib/consent.ts";

const TITLE = "Færsla frá Rafhjól á Íslandi á Facebook";
const WIDTH = 500;
const HEIGHT = 500;

/** Facebook's Page Plugin for our page: the latest posts, with a small header. */
export const FACEBOOK_EMBED_URL = `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(site.facebookUrl)}&tabs=timeline&width=${WIDTH}&height=${HEIGHT}&small_header=true&hide_cover=false`;

/**
 * The one Facebook post on /tjalda. Facebook learns about every visit to a page
 * that embeds it, so the frame is only added once the visitor has accepted
 * cookies or asks for it here; until then nothing is requested from Facebook.
 */
export function SocialEmbed() {
  const [shown, setShown] = useState(hasConsent);
  return (
    <div className="flex justify-center rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {shown ? (
        <iframe title={TITLE} src={FACEBOOK_EMBED_URL} width={WIDTH} height={HEIGHT} loading="lazy" className="max-w-full border-0" />
      ) : (
        <div className="flex max-w-md flex-col items-center gap-3 py-4 text-center">
          <FaFacebook aria-hidden="true" className="text-4xl text-[#1877f2]" />
          <p className="text-lg font-bold text-brand-800">{TITLE}</p>
          <p className="text-sm text-slate-600">Þegar færslan er sýnd fær Facebook upplýsingar um heimsókn þína á þessa síðu.</p>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Sýna færsluna
          </button>
        </div>
      )}
    </div>
  );
}
