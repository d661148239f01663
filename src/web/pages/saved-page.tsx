import { Page } from "../components/page.tsx";
import { useSavedTexts } from "../features/offline/offline-notice.tsx";
import { SavedList } from "../features/offline/saved-list.tsx";

/** /vistad — the routes saved on this device for offline use. */
export function SavedPage() {
  const { title, intro } = useSavedTexts();
  return (
    <Page title={title} width="static">
      <p className="mb-6 text-lg text-slate-700">{intro}</p>
      <SavedList />
    </Page>
  );
}
