import { lazy, Suspense } from "react";
import { useSeenOnScreen } from "../../lib/use-seen-on-screen.ts";

// The reports, the button and the feed link: their own chunk, fetched once their place is on screen.
const RouteReports = lazy(() => import("./route-reports.tsx"));

/**
 * Where a route page's riders' reports go: an empty placeholder until any of it has been on screen, then the
 * reports (docs/decisions/066). Nothing of them is in the page's first load.
 */
export function ReportsWhenSeen({ routeId, watching }: { routeId: number; watching: boolean }) {
  const [ref, seen] = useSeenOnScreen<HTMLDivElement>(watching);
  return (
    <div ref={ref} className="min-h-px" data-testid="reports-place">
      {seen && (
        <Suspense fallback={null}>
          <RouteReports routeId={routeId} />
        </Suspense>
      )}
    </div>
  );
}
