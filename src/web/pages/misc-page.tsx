import { CardGrid } from "../components/cards/card-grid.tsx";
import { TipCard } from "../components/cards/tip-card.tsx";
import { Page } from "../components/page.tsx";
import { byLanguage } from "../i18n/by-language.ts";
import { englishContent, icelandicContent } from "../i18n/english-content.ts";
import { useFeatureText } from "../i18n/feature-messages.ts";
import { useLanguage } from "../i18n/i18n.tsx";
import { catalogue } from "./misc-page.messages.ts";

const tipsIn = byLanguage(
  () => icelandicContent("misc"),
  () => englishContent("misc"),
);

export function MiscPage() {
  const { lang } = useLanguage();
  const text = useFeatureText(catalogue);
  const tips = tipsIn(lang);
  return (
    <Page title={text("misc.heading")}>
      <p className="mb-8 max-w-3xl text-lg text-slate-700">{text("misc.intro")}</p>
      <CardGrid>
        {tips.map((tip) => (
          <TipCard key={tip.id} tip={tip} />
        ))}
      </CardGrid>
    </Page>
  );
}
