import { tips } from "../../content/tips.ts";
import { CardGrid } from "../components/cards/card-grid.tsx";
import { TipCard } from "../components/cards/tip-card.tsx";
import { Page } from "../components/page.tsx";

export function MiscPage() {
  return (
    <Page title="Hitt og þetta...">
      <p className="mb-8 max-w-3xl text-lg text-slate-700">
        Hér eru góð ráð um viðhald rafhjólsins og flutning þess á bíl, ásamt leit að myndböndum á YouTube og tenglum á hjólaverslanir sem geta aðstoðað.
      </p>
      <CardGrid>
        {tips.map((tip) => (
          <TipCard key={tip.id} tip={tip} />
        ))}
      </CardGrid>
    </Page>
  );
}
