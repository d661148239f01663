import { PlaceholderPage } from "./placeholder-page.tsx";

export function ShopsPage() {
  return <PlaceholderPage title="Rafmagnshjól - Rafhjól" />;
}
