import { useEffect, useMemo, useState } from "react";
import { FaCheckCircle, FaDownload, FaTrashAlt } from "react-icons/fa";
import { pathInLang } from "../../../shared/site-paths.ts";
import { webConfig } from "../../config.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { useLang } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/icelandic-number.ts";
import { catalogue } from "./messages.ts";
import { canSaveRoutes, formatSavedDate, loadedBytes, removeSavedRoute, type SavedRoute, savedRoute, saveRoute } from "./saved-routes.ts";
import { boundsOf, estimateBytes, formatMegabytes, planTiles, tileUrl } from "./tiles.ts";

interface Props {
  route: { id: number; name: string };
  /** The track's line as [lat, lon] points; null when the route has none. */
  line: readonly (readonly [number, number])[] | null;
}

type State =
  | { status: "checking" }
  | { status: "unsupported" }
  | { status: "ready" }
  | { status: "saving"; done: number; total: number }
  | { status: "saved"; saved: SavedRoute }
  | { status: "failed" };

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg px-4 py-2 font-semibold shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 disabled:opacity-60";

/**
 * "Vista til notkunar án nets" on a route's page: says what saving takes before it starts (the tiles only where
 * the tile server allows fetching ahead: MAP_TILE_OFFLINE, docs/decisions/038), saves, and then offers to remove.
 */
export default function SaveForOffline({ route, line }: Props) {
  const t = useFeatureText(catalogue);
  const lang = useLang();
  const [state, setState] = useState<State>({ status: "checking" });

  useEffect(() => {
    if (!canSaveRoutes()) {
      setState({ status: "unsupported" });
      return;
    }
    let current = true;
    savedRoute(route.id).then(
      (saved) => current && setState(saved ? { status: "saved", saved } : { status: "ready" }),
      () => current && setState({ status: "unsupported" }),
    );
    return () => {
      current = false;
    };
  }, [route.id]);

  const plan = useMemo(() => {
    const bounds = line ? boundsOf(line) : null;
    if (!webConfig.mapTileOffline || !bounds) return null;
    return planTiles(bounds);
  }, [line]);

  const save = async () => {
    setState({ status: "saving", done: 0, total: 1 });
    try {
      const saved = await saveRoute({
        id: route.id,
        name: route.name,
        lang,
        hasTrack: line !== null,
        tileUrls: plan?.tiles.map((tile) => tileUrl(webConfig.mapTileUrl, tile)) ?? [],
        zooms: plan?.zooms ?? null,
        onProgress: (done, total) => setState({ status: "saving", done, total }),
      });
      setState({ status: "saved", saved });
    } catch {
      setState({ status: "failed" });
    }
  };
  const remove = async () => {
    await removeSavedRoute(route.id);
    setState({ status: "ready" });
  };

  if (state.status === "checking") return null;
  const estimate = () => {
    const size = formatMegabytes(estimateBytes(plan?.tiles.length ?? 0, loadedBytes()), lang);
    if (line === null) return t("save.noTrack", { size });
    if (!webConfig.mapTileOffline) return t("save.withoutTiles", { size });
    if (!plan?.zooms) return t("save.tooLarge", { size });
    return t("save.withTiles", {
      size,
      count: plan.tiles.length,
      tiles: formatNumber(plan.tiles.length, 0, lang),
      min: String(plan.zooms.min),
      max: String(plan.zooms.max),
    });
  };

  return (
    <section aria-label={t("save.label")} data-testid="save-for-offline" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {state.status === "unsupported" ? (
        <p className="text-slate-700">{t("save.unsupported")}</p>
      ) : state.status === "saved" ? (
        <>
          <p className="flex items-start gap-2 text-slate-800">
            <FaCheckCircle aria-hidden="true" className="mt-1 shrink-0 text-brand-700" />
            <span>
              {t("save.saved", { date: formatSavedDate(state.saved.savedAt, lang), size: formatMegabytes(state.saved.bytes, lang) })}
              {state.saved.zooms && ` ${t("save.savedTiles", { min: String(state.saved.zooms.min), max: String(state.saved.zooms.max) })}`}
              {state.saved.tilesMissed > 0 &&
                ` ${t("save.tilesMissed", { count: state.saved.tilesMissed, n: formatNumber(state.saved.tilesMissed, 0, lang) })}`}
            </span>
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <button type="button" onClick={() => void remove()} className={`${buttonClass} bg-white text-red-800 ring-1 ring-red-800 hover:bg-red-50`}>
              <FaTrashAlt aria-hidden="true" /> {t("save.remove")}
            </button>
            <a href={pathInLang("/vistad", lang)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t("save.allSaved")}
            </a>
          </div>
        </>
      ) : (
        <>
          <p className="text-slate-700">{estimate()}</p>
          <button
            type="button"
            onClick={() => void save()}
            disabled={state.status === "saving"}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            <FaDownload aria-hidden="true" /> {t("save.button")}
          </button>
          {state.status === "saving" && (
            <p role="status" className="text-slate-700">
              {t("save.saving", { done: String(state.done), total: String(state.total) })}
            </p>
          )}
          {state.status === "failed" && (
            <p role="alert" className="text-red-800">
              {t("save.failed")}
            </p>
          )}
        </>
      )}
    </section>
  );
}
