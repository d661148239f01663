import { useEffect, useState } from "react";
import { isNewReport, type LatestReportRow, latestReportsPath } from "../../../shared/report-card.ts";
import { useLang } from "../../i18n/i18n.tsx";

/**
 * The /routes cards' line for a route whose newest approved report is recent ("Ný lýsing frá 12. júní"), or
 * undefined until the list has come. The lines' texts and date formatting are a chunk of their own, fetched
 * only when some route has a recent report, so the page's first load stays as it was.
 */
export function useNewReportLines(): ((routeId: number) => string | undefined) | undefined {
  const lang = useLang();
  const [line, setLine] = useState<((routeId: number) => string | undefined) | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const today = new Date().toISOString().slice(0, 10);
    fetch(latestReportsPath)
      .then((response) => {
        if (!response.ok) throw new Error(`latest reports: ${response.status}`);
        return response.json() as Promise<LatestReportRow[]>;
      })
      .then(async (rows) => {
        const recent = rows.filter(([, day]) => isNewReport(day, today));
        if (recent.length === 0) return;
        const { newReportLines } = await import("./new-report-lines.ts");
        const lines = newReportLines(recent, lang);
        if (current) setLine(() => (routeId: number) => lines.get(routeId));
      })
      .catch((error: unknown) => console.warn("The latest riders' reports could not be loaded.", error));
    return () => {
      current = false;
    };
  }, [lang]);
  return line;
}
