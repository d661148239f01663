import type { Route } from "../../shared/route.ts";
import { useT } from "../i18n/i18n.tsx";
import type { WithEnglish } from "../lib/english-texts.ts";
import { ExternalLink } from "./external-link.tsx";

/**
 * A route's outbound links, on its card and on its page: details ("Nánari upplýsingar") and, when there is one, its
 * video. Their icons are drawn by CSS (styles.css), as the route card's are: no elements of their own.
 */
export function RouteExternalLinks({ route }: { route: WithEnglish<Pick<Route, "link" | "videolink" | "name">> }) {
  const t = useT();
  // Each link names its route for a screen reader's list of links, where "Nánari upplýsingar" alone says nothing.
  const name = <span className="sr-only">: {route.nameEn || route.name}</span>;
  return (
    <>
      <ExternalLink
        href={route.link}
        className="icon-after icon-external-link inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white [--icon-size:0.75rem] hover:bg-brand-800"
      >
        {t("routes.moreInfo")}
        {name}
      </ExternalLink>
      {route.videolink && (
        <ExternalLink
          href={route.videolink}
          className="icon-before icon-video inline-flex items-center gap-2 rounded-lg bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-200"
        >
          {t("routes.video")}
          {name}
        </ExternalLink>
      )}
    </>
  );
}
