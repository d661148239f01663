import { PlaceholderPage } from "./placeholder-page.tsx";

export function BlonduosPage() {
  return <PlaceholderPage title="Hjólað frá Blönduósi" />;
}
