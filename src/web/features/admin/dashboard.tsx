import { useCallback, useEffect, useState } from "react";
import type { SiteEvent } from "../../../shared/event.ts";
import type { Route } from "../../../shared/route.ts";
import { addEvent, addRoute, deleteEvent, deleteRoute, loadEvents, loadRoutes } from "./admin-api.ts";
import { EventForm } from "./event-form.tsx";
import { buttonClass } from "./form-field.tsx";
import { ItemList } from "./item-list.tsx";
import { RouteForm, type RouteFormValues } from "./route-form.tsx";
import { errorText } from "./use-banner.ts";

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200";

/**
 * The signed-in admin's screen (SPEC sections 2 and 4). One counter of
 * requests in flight disables every input and button while any call runs.
 */
export function Dashboard({ show, onSignOut }: { show: (kind: "success" | "error", text: string) => void; onSignOut: () => Promise<void> }) {
  const [routes, setRoutes] = useState<Route[]>([]);
  const [events, setEvents] = useState<SiteEvent[]>([]);
  const [inFlight, setInFlight] = useState(0);
  const busy = inFlight > 0;

  const track = useCallback(async <T,>(request: () => Promise<T>): Promise<T> => {
    setInFlight((count) => count + 1);
    try {
      return await request();
    } finally {
      setInFlight((count) => count - 1);
    }
  }, []);

  const reloadRoutes = useCallback(
    () =>
      track(loadRoutes).then(
        (items) => setRoutes(items.toReversed()),
        (error: unknown) => show("error", `Failed to load routes: ${errorText(error)}`),
      ),
    [track, show],
  );
  const reloadEvents = useCallback(
    () =>
      track(loadEvents).then(
        (items) => setEvents(items.toReversed()),
        (error: unknown) => show("error", `Failed to load events: ${errorText(error)}`),
      ),
    [track, show],
  );

  useEffect(() => {
    void reloadRoutes();
    void reloadEvents();
  }, [reloadRoutes, reloadEvents]);

  const submitRoute = async (values: RouteFormValues): Promise<boolean> => {
    const distance = Number(values.distance);
    if (values.distance.trim() === "" || !Number.isFinite(distance)) {
      show("error", "Failed to add route: Distance must be a number");
      return false;
    }
    try {
      const answer = await track(() => addRoute({ ...values, distance, videolink: values.videolink.trim() === "" ? null : values.videolink }));
      show("success", answer.message ?? "Route added");
      // The form clears now; the list reloads meanwhile (and keeps the screen busy until it has).
      void reloadRoutes();
      return true;
    } catch (error) {
      show("error", `Failed to add route: ${errorText(error)}`);
      return false;
    }
  };

  const submitEvent = async (values: Parameters<typeof addEvent>[0]): Promise<boolean> => {
    try {
      const answer = await track(() => addEvent(values));
      show("success", answer.message ?? "Event added");
      void reloadEvents();
      return true;
    } catch (error) {
      show("error", `Failed to add event: ${errorText(error)}`);
      return false;
    }
  };

  const remove = async (kind: "route" | "event", id: number) => {
    if (!window.confirm(`Are you sure you want to delete this ${kind}?`)) return;
    try {
      const answer = await track(() => (kind === "route" ? deleteRoute(id) : deleteEvent(id)));
      show("success", answer.message ?? "Deleted");
      await (kind === "route" ? reloadRoutes() : reloadEvents());
    } catch (error) {
      show("error", `Failed to delete ${kind}: ${errorText(error)}`);
    }
  };

  return (
    <>
      <div className="mb-6 flex justify-end">
        <button type="button" disabled={busy} onClick={() => void track(onSignOut)} className={buttonClass}>
          Sign Out
        </button>
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" aria-busy={busy}>
        <div className={card}>
          <RouteForm busy={busy} onSubmit={submitRoute} />
        </div>
        <div className={card}>
          <EventForm busy={busy} onSubmit={submitEvent} />
        </div>
        <div className={card}>
          <ItemList title="Routes" items={routes} emptyText="No routes found." busy={busy} onDelete={(id) => void remove("route", id)} />
        </div>
        <div className={card}>
          <ItemList title="Events" items={events} emptyText="No events found." busy={busy} onDelete={(id) => void remove("event", id)} />
        </div>
      </div>
    </>
  );
}
