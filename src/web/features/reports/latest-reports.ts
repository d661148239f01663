import { useEffect, useState } from "react";
import { useLang } from "../../i18n/i18n.tsx";

/**
 * The /routes cards' line for a route whose newest approved report is recent ("Ný lýsing frá 12. júní"), or
 * undefined until the list has come. The list and its texts are a chunk of their own, fetched after the
 * page is up, so the page's first load stays as it was.
 */
export function useNewReportLines(): ((routeId: number) => string | undefined) | undefined {
  const lang = useLang();
  const [line, setLine] = useState<((routeId: number) => string | undefined) | undefined>(undefined);
  useEffect(() => {
    let current = true;
    import("./new-report-lines.ts")
      .then(({ loadNewReportLines }) => loadNewReportLines(lang, new Date().toISOString().slice(0, 10)))
      .then((lines) => {
        if (current && lines.size > 0) setLine(() => (routeId: number) => lines.get(routeId));
      })
      .catch((error: unknown) => console.warn("The latest riders' reports could not be loaded.", error));
    return () => {
      current = false;
    };
  }, [lang]);
  return line;
}
