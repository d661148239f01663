import { routeSites } from "../../content/route-sites.ts";
import type { RouteSiteKind } from "../../content/types.ts";
import { CardGrid } from "../components/cards/card-grid.tsx";
import { CardSection } from "../components/cards/card-section.tsx";
import { LinkCard } from "../components/cards/link-card.tsx";
import { Page } from "../components/page.tsx";

/** The groups of the page, in this order, with their Icelandic headings. */
const kindHeadings: Record<RouteSiteKind, string> = {
  leiðavefur: "Leiðavefir og kort",
  sveitarfélag: "Sveitarfélög",
  þjóðgarður: "Þjóðgarðar",
  félag: "Félög og klúbbar",
  ferðaþjónusta: "Ferðavefir landshluta",
  upplýsingar: "Gagnlegar upplýsingar",
};

export function RouteSitesPage() {
  const groups = (Object.keys(kindHeadings) as RouteSiteKind[])
    .map((kind) => ({ kind, sites: routeSites.filter((site) => site.kind === kind) }))
    .filter((group) => group.sites.length > 0);
  return (
    <Page title="Hjólaleiðir og Hjólaferðir">
      <p className="max-w-3xl text-lg leading-relaxed text-slate-700">
        Hér eru vefir þar sem finna má hjólaleiðir, kort og hjólaferðir um landið: leiðavefir, sveitarfélög, þjóðgarðar, félög sem standa fyrir hjólaferðum og
        ferðavefir landshlutanna. Tenglarnir opnast í nýjum flipa.
      </p>
      {groups.map((group) => (
        <CardSection key={group.kind} title={kindHeadings[group.kind]}>
          <CardGrid>
            {group.sites.map((site) => (
              <LinkCard key={site.name} name={site.name} description={site.description} href={site.url} linkLabel="Skoða vefinn" />
            ))}
          </CardGrid>
        </CardSection>
      ))}
    </Page>
  );
}
