import { PlaceholderPage } from "./placeholder-page.tsx";

export function AdminPage() {
  return <PlaceholderPage title="Admin Login" />;
}
