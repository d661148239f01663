import { FaTools } from "react-icons/fa";
import { shops as shopsIs } from "../../content/shops.ts";
import { ebikeListingSite as ebikeListingSiteIs, fanticWorkshopNote as fanticWorkshopNoteIs, workshops as workshopsIs } from "../../content/workshops.ts";
import { CardGrid } from "../components/cards/card-grid.tsx";
import { CardSection } from "../components/cards/card-section.tsx";
import { LinkCard } from "../components/cards/link-card.tsx";
import { ShopCard } from "../components/cards/shop-card.tsx";
import { Page } from "../components/page.tsx";
import { webConfig } from "../config.ts";
import { byLanguage } from "../i18n/by-language.ts";
import { englishContent } from "../i18n/english-content.ts";
import { useFeatureText } from "../i18n/feature-messages.ts";
import { useLanguage } from "../i18n/i18n.tsx";
import { catalogue } from "./shops-page.messages.ts";

const content = byLanguage(
  () => ({ shops: shopsIs, workshops: workshopsIs, fanticWorkshopNote: fanticWorkshopNoteIs, ebikeListingSite: ebikeListingSiteIs }),
  () => englishContent("shops"),
);

const jumpLinkClass = "rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50";

export function ShopsPage() {
  const { lang } = useLanguage();
  const text = useFeatureText(catalogue);
  const { shops, workshops, fanticWorkshopNote, ebikeListingSite } = content(lang);
  return (
    <Page title={text("shops.heading")}>
      <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{text("shops.intro")}</p>
      <nav aria-label={text("shops.jumpLabel")} className="mt-5 flex flex-wrap gap-2">
        <a href="#verslanir" className={jumpLinkClass}>
          {text("shops.shops")}
        </a>
        <a href="#verkstaedi" className={jumpLinkClass}>
          {text("shops.workshops")}
        </a>
        <a href="#rafhjol-til-solu" className={jumpLinkClass}>
          {text("shops.forSale")}
        </a>
      </nav>
      <CardSection id="verslanir" title={text("shops.shops")}>
        <CardGrid>
          {shops.map((shop) => (
            <ShopCard key={shop.name} shop={shop} />
          ))}
        </CardGrid>
      </CardSection>
      <CardSection id="verkstaedi" title={text("shops.workshops")}>
        <CardGrid>
          {workshops.map((workshop) => (
            <ShopCard key={workshop.name} shop={workshop} />
          ))}
        </CardGrid>
        <p className="mt-5 flex max-w-3xl gap-3 rounded-2xl bg-brand-50 p-5 text-slate-700 ring-1 ring-brand-100">
          <FaTools aria-hidden="true" className="mt-1 shrink-0 text-brand-600" />
          <span>
            {fanticWorkshopNote}{" "}
            <a href={`mailto:${webConfig.siteEmail}`} className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {webConfig.siteEmail}
            </a>
          </span>
        </p>
      </CardSection>
      <CardSection id="rafhjol-til-solu" title={text("shops.forSale")}>
        <div className="max-w-3xl">
          <LinkCard name={ebikeListingSite.name} description={ebikeListingSite.description} href={ebikeListingSite.url} linkLabel={text("shops.viewBikes")} />
        </div>
      </CardSection>
    </Page>
  );
}
