import { Page } from "../components/page.tsx";

/** Stands in for a page whose content is still being written, so the menu never leads nowhere. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page title={title} width="static">
      <p className="text-slate-700">Efni þessarar síðu er í vinnslu.</p>
    </Page>
  );
}
