import { PlaceholderPage } from "./placeholder-page.tsx";

export function CampsitesPage() {
  return <PlaceholderPage title="Tjaldsvæði" />;
}
