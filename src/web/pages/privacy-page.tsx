import { PlaceholderPage } from "./placeholder-page.tsx";

export function PrivacyPage() {
  return <PlaceholderPage title="Persónuverndarstefna" />;
}
