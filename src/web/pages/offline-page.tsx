import { Page } from "../components/page.tsx";
import { OfflineNotice, useOfflineTitle } from "../features/offline/offline-notice.tsx";

/** /an-nets — what the service worker shows for a page it never kept, when the network is gone. */
export function OfflinePage() {
  return (
    <Page title={useOfflineTitle()} width="static">
      <OfflineNotice />
    </Page>
  );
}
