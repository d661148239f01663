import { FaMapMarkerAlt } from "react-icons/fa";
import { regionsEn } from "../../../content/en/regions.ts";
import type { Route } from "../../../shared/route.ts";
import { LocalText } from "../../components/local-text.tsx";
import { RouteExternalLinks } from "../../components/route-external-links.tsx";
import { useLanguage } from "../../i18n/i18n.tsx";
import type { WithEnglish } from "../../lib/english-texts.ts";
import { formatKm } from "./number-format.ts";

/** The route's own words: name, region, distance, description and its two links, labelled as on the cards. */
export function RouteSummary({ route }: { route: WithEnglish<Route> }) {
  const { lang } = useLanguage();
  return (
    <header>
      <h1 className="text-3xl font-bold tracking-tight text-brand-800 md:text-4xl">
        <LocalText is={route.name} en={route.nameEn} />
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
        <span className="inline-flex items-center gap-1">
          <FaMapMarkerAlt aria-hidden="true" className="text-brand-600" />
          <LocalText is={route.region} en={regionsEn[route.region]} />
        </span>
        <span className="font-semibold text-slate-800">{formatKm(route.distance, lang)}</span>
      </p>
      <p className="mt-4 max-w-prose text-lg whitespace-pre-line text-slate-700">
        <LocalText is={route.description} en={route.descriptionEn} prose />
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <RouteExternalLinks route={route} />
      </div>
    </header>
  );
}
