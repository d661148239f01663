import { PlaceholderPage } from "./placeholder-page.tsx";

export function ContactPage() {
  return <PlaceholderPage title="Hafðu samband" />;
}
