import { FaRoute } from "react-icons/fa";
import {
  blonduosAccommodation as blonduosAccommodationIs,
  blonduosIntro as blonduosIntroIs,
  blonduosRoutes as blonduosRoutesIs,
} from "../../content/blonduos.ts";
import { CardGrid } from "../components/cards/card-grid.tsx";
import { CardSection } from "../components/cards/card-section.tsx";
import { LinkCard } from "../components/cards/link-card.tsx";
import { catalogue as cards } from "../components/cards/messages.ts";
import { Page } from "../components/page.tsx";
import { byLanguage } from "../i18n/by-language.ts";
import { englishContent } from "../i18n/english-content.ts";
import { useFeatureText } from "../i18n/feature-messages.ts";
import { useLanguage } from "../i18n/i18n.tsx";
import { catalogue } from "./blonduos-page.messages.ts";

const content = byLanguage(
  () => ({ blonduosIntro: blonduosIntroIs as readonly string[], blonduosRoutes: blonduosRoutesIs, blonduosAccommodation: blonduosAccommodationIs }),
  () => englishContent("blonduos"),
);

export function BlonduosPage() {
  const { lang } = useLanguage();
  const text = useFeatureText(catalogue);
  const cardText = useFeatureText(cards);
  const { blonduosIntro, blonduosRoutes, blonduosAccommodation } = content(lang);
  return (
    <Page title={text("blonduos.heading")}>
      <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
        {blonduosIntro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <CardSection title={text("blonduos.routes")}>
        <CardGrid>
          {blonduosRoutes.map((route) => (
            <LinkCard
              key={route.name}
              name={route.name}
              description={route.description}
              href={route.url}
              linkLabel={route.link === "route" ? text("blonduos.routeLink") : text("blonduos.areaLink")}
              meta={
                <span className="inline-flex items-center gap-1 font-semibold text-slate-800">
                  <FaRoute aria-hidden="true" className="text-brand-600" />
                  {route.distanceKm} km
                </span>
              }
            />
          ))}
        </CardGrid>
      </CardSection>
      <CardSection title={text("blonduos.stay")}>
        <CardGrid>
          {blonduosAccommodation.map((place) => (
            <LinkCard key={place.name} name={place.name} description={place.description} href={place.url} linkLabel={cardText("card.website")} />
          ))}
        </CardGrid>
      </CardSection>
    </Page>
  );
}
