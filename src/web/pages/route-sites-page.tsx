import { routeSites as routeSitesIs } from "../../content/route-sites.ts";
import type { RouteSiteKind } from "../../content/types.ts";
import { CardGrid } from "../components/cards/card-grid.tsx";
import { CardSection } from "../components/cards/card-section.tsx";
import { LinkCard } from "../components/cards/link-card.tsx";
import { Page } from "../components/page.tsx";
import { byLanguage } from "../i18n/by-language.ts";
import { englishContent } from "../i18n/english-content.ts";
import { useFeatureText } from "../i18n/feature-messages.ts";
import { useLanguage } from "../i18n/i18n.tsx";
import { catalogue } from "./route-sites-page.messages.ts";

const sitesIn = byLanguage(
  () => routeSitesIs,
  () => englishContent("routeSites"),
);

/** The groups of the page, in this order, with their headings' catalogue keys. */
const kindHeadings: Record<RouteSiteKind, `routeSites.kind.${RouteSiteKind}`> = {
  leiðavefur: "routeSites.kind.leiðavefur",
  sveitarfélag: "routeSites.kind.sveitarfélag",
  þjóðgarður: "routeSites.kind.þjóðgarður",
  félag: "routeSites.kind.félag",
  ferðaþjónusta: "routeSites.kind.ferðaþjónusta",
  hjólaferðir: "routeSites.kind.hjólaferðir",
  upplýsingar: "routeSites.kind.upplýsingar",
};

export function RouteSitesPage() {
  const { lang } = useLanguage();
  const text = useFeatureText(catalogue);
  const routeSites = sitesIn(lang);
  const groups = (Object.keys(kindHeadings) as RouteSiteKind[])
    .map((kind) => ({ kind, sites: routeSites.filter((site) => site.kind === kind) }))
    .filter((group) => group.sites.length > 0);
  return (
    <Page title={text("routeSites.heading")}>
      <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{text("routeSites.intro")}</p>
      {groups.map((group) => (
        <CardSection key={group.kind} title={text(kindHeadings[group.kind])}>
          <CardGrid>
            {group.sites.map((site) => (
              <LinkCard key={site.name} name={site.name} description={site.description} href={site.url} linkLabel={text("routeSites.visit")} />
            ))}
          </CardGrid>
        </CardSection>
      ))}
    </Page>
  );
}
