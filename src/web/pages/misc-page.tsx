import { tips } from "../../content/tips.ts";
import { CardGrid } from "../components/cards/card-grid.tsx";
import { TipCard } from "../components/cards/tip-card.tsx";
import { Page } from "../components/page.tsx";
import { useT } from "../i18n/i18n.tsx";

export function MiscPage() {
  const t = useT();
  return (
    <Page title={t("misc.heading")}>
      <p className="mb-8 max-w-3xl text-lg text-slate-700">{t("misc.intro")}</p>
      <CardGrid>
        {tips.map((tip) => (
          <TipCard key={tip.id} tip={tip} />
        ))}
      </CardGrid>
    </Page>
  );
}
