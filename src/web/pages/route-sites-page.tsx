import { PlaceholderPage } from "./placeholder-page.tsx";

export function RouteSitesPage() {
  return <PlaceholderPage title="Hjólaleiðir og Hjólaferðir" />;
}
