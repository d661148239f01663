import { PlaceholderPage } from "./placeholder-page.tsx";

export function AboutPage() {
  return <PlaceholderPage title="Um okkur" />;
}
