import { PlaceholderPage } from "./placeholder-page.tsx";

export function MiscPage() {
  return <PlaceholderPage title="Hitt og þetta..." />;
}
