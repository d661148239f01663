import { useCallback, useEffect, useState } from "react";
import { FaTrashAlt } from "react-icons/fa";
import { ListMessage } from "../../components/list-states.tsx";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { useLang } from "../../i18n/i18n.tsx";
import { catalogue } from "./messages.ts";
import { canSaveRoutes, formatSavedDate, removeSavedRoute, type SavedRoute, savedRoutes, storageUse } from "./saved-routes.ts";
import { formatMegabytes } from "./tiles.ts";

type State = { status: "loading" } | { status: "unsupported" } | { status: "loaded"; routes: SavedRoute[]; storage: Awaited<ReturnType<typeof storageUse>> };

/** The routes saved on this device, each with its size and date, to open or remove; and the storage the site uses. */
export function SavedList() {
  const t = useFeatureText(catalogue);
  const lang = useLang();
  const [state, setState] = useState<State>({ status: "loading" });

  const load = useCallback(async () => {
    if (!canSaveRoutes()) {
      setState({ status: "unsupported" });
      return;
    }
    try {
      const [routes, storage] = await Promise.all([savedRoutes(), storageUse()]);
      setState({ status: "loaded", routes, storage });
    } catch {
      setState({ status: "unsupported" });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === "loading") return <ListMessage>{t("saved.loading")}</ListMessage>;
  if (state.status === "unsupported") return <ListMessage>{t("saved.unsupported")}</ListMessage>;
  const { routes, storage } = state;
  return (
    <div className="space-y-6">
      {routes.length === 0 ? (
        <ListMessage>{t("saved.empty")}</ListMessage>
      ) : (
        <section aria-label={t("saved.list")}>
          <ul className="space-y-3">
            {routes.map((route) => (
              <li key={route.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div>
                  <h2 className="text-lg font-bold text-brand-800">{route.name}</h2>
                  <p className="text-sm text-slate-600">
                    {t("saved.details", { date: formatSavedDate(route.savedAt, lang), size: formatMegabytes(route.bytes, lang) })}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  {/* A whole page load: offline, the service worker answers it from the saved copy. */}
                  <a
                    href={route.pageUrl}
                    className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                    aria-label={`${t("saved.open")}: ${route.name}`}
                  >
                    {t("saved.open")}
                  </a>
                  <button
                    type="button"
                    aria-label={t("saved.removeLabel", { name: route.name })}
                    onClick={() => void removeSavedRoute(route.id).then(load)}
                    className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-red-800 ring-1 ring-red-800 hover:bg-red-50"
                  >
                    <FaTrashAlt aria-hidden="true" /> {t("saved.remove")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {storage && (
        <p className="text-slate-700" data-testid="storage-use">
          {t("saved.storage", { used: formatMegabytes(storage.used, lang), quota: formatMegabytes(storage.quota, lang) })}{" "}
          {t(storage.persisted ? "saved.persisted" : "saved.notPersisted")}
        </p>
      )}
    </div>
  );
}
