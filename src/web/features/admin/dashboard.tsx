import { type ReactNode, useCallback, useEffect, useState } from "react";
import type { SiteEvent } from "../../../shared/event.ts";
import type { Route } from "../../../shared/route.ts";
import { MAX_GPX_BYTES, type TrackPreview } from "../../../shared/track.ts";
import {
  addEvent,
  addRoute,
  deleteEvent,
  deletePhoto,
  deleteRoute,
  editPhotoTexts,
  loadEnglish,
  loadEvents,
  loadRouteDetails,
  loadRoutes,
  orderPhotos,
  previewTrack,
  type RouteFields,
  removeTrack,
  saveEnglish,
  saveTrack,
  updateRoute,
  uploadPhoto,
} from "./admin-api.ts";
import { EventForm, type EventFormValues } from "./event-form.tsx";
import { buttonClass } from "./form-field.tsx";
import { ItemList } from "./item-list.tsx";
import type { PhotoChange, PhotoTextFields } from "./photo-change.ts";
import { type EditedRoute, RouteForm, type RouteFormValues, type TrackChange } from "./route-form.tsx";
import { errorText } from "./use-banner.ts";

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200";

/**
 * The signed-in admin's screen. One counter of
 * requests in flight disables every input and button while any call runs.
 */
export function Dashboard({
  show,
  onSignOut,
  routeExtra,
  onBusyChange,
}: {
  show: (kind: "success" | "error", text: string) => void;
  onSignOut: () => Promise<void>;
  /** What another feature adds to each route's row in the list (its condition); given whether a request is in flight. */
  routeExtra?: (route: { id: number; name: string }, busy: boolean) => ReactNode;
  /** Told whenever a request starts or ends, so the page can hold its other sections still too. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const [routes, setRoutes] = useState<Route[]>([]);
  const [events, setEvents] = useState<SiteEvent[]>([]);
  const [inFlight, setInFlight] = useState(0);
  /** The route open in the form for editing, or null while the form adds a new route. */
  const [editing, setEditing] = useState<EditedRoute | null>(null);
  const busy = inFlight > 0;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

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

  /** The form's text as the add and update calls take it, or null (with the banner) when the distance is not a number. */
  const routeFields = (values: RouteFormValues, action: string): RouteFields | null => {
    const distance = Number(values.distance);
    if (values.distance.trim() === "" || !Number.isFinite(distance)) {
      show("error", `Failed to ${action} route: Distance must be a number`);
      return null;
    }
    // The English texts have their own call (saveEnglish): add_route.php takes exactly the spec's fields.
    const { nameEn: _nameEn, descriptionEn: _descriptionEn, ...fields } = values;
    return { ...fields, distance, videolink: values.videolink.trim() === "" ? null : values.videolink };
  };

  const preview = async (file: File): Promise<TrackPreview | null> => {
    if (file.size > MAX_GPX_BYTES) {
      show("error", `Failed to read track: the file is larger than ${MAX_GPX_BYTES / 1024 / 1024} MB`);
      return null;
    }
    try {
      return await track(() => previewTrack(file));
    } catch (error) {
      show("error", `Failed to read track: ${errorText(error)}`);
      return null;
    }
  };

  /** Uploads or removes the track after the route's own fields were saved; the banner names what failed. */
  const changeTrack = async (id: number, change: TrackChange): Promise<string | undefined> => {
    if (change.kind === "upload") return (await track(() => saveTrack(id, change.file))).message;
    if (change.kind === "remove") return (await track(() => removeTrack(id))).message;
    return undefined;
  };
  /** Saves the English texts after the route's or event's own fields; on an add only when there are any. */
  const changeEnglish = async (kind: "route" | "event", id: number, texts: { nameEn: string; descriptionEn: string }, always: boolean) => {
    if (always || texts.nameEn.trim() !== "" || texts.descriptionEn.trim() !== "") {
      await track(() => saveEnglish(kind, id, { nameEn: texts.nameEn, descriptionEn: texts.descriptionEn }));
    }
  };
  /**
   * Removes, uploads and orders the route's photos after its own fields were saved, one call at a time;
   * says how many were added. The server keeps the order they came in, so the order is sent only when
   * the admin changed it.
   */
  const changePhotos = async (id: number, change: PhotoChange, before: number[]): Promise<string | undefined> => {
    for (const photoId of change.removed) await track(() => deletePhoto(id, photoId));
    for (const { id: photoId, texts } of change.edited) await track(() => editPhotoTexts(id, photoId, texts));
    const ids: number[] = [];
    const added: number[] = [];
    for (const item of change.items) {
      if (item.kind === "stored") {
        ids.push(item.photo.id);
        continue;
      }
      const answer = await track(() => uploadPhoto(id, item.photo));
      ids.push(answer.photo.id);
      added.push(answer.photo.id);
    }
    const asStored = [...before.filter((photoId) => ids.includes(photoId)), ...added];
    if (ids.some((photoId, index) => asStored[index] !== photoId)) await track(() => orderPhotos(id, ids));
    if (added.length === 0) return change.removed.length > 0 || change.edited.length > 0 ? "Photos updated" : undefined;
    return added.length === 1 ? "1 photo added" : `${added.length} photos added`;
  };
  const trackAction = (change: TrackChange) => (change.kind === "remove" ? "remove track" : "save track");
  const joined = (...messages: (string | undefined)[]) => messages.filter(Boolean).join(". ");

  const submitRoute = async (values: RouteFormValues, change: TrackChange, photos: PhotoChange): Promise<boolean> => {
    const fields = routeFields(values, editing ? "update" : "add");
    if (!fields) return false;
    if (editing) return saveEdit(editing, fields, values, change, photos);
    let answer: Awaited<ReturnType<typeof addRoute>>;
    try {
      answer = await track(() => addRoute(fields));
    } catch (error) {
      show("error", `Failed to add route: ${errorText(error)}`);
      return false;
    }
    try {
      await changeEnglish("route", answer.route.id, values, false);
    } catch (error) {
      // The route is stored: the form clears as after any add, and Edit can add the English texts again.
      show("error", `Failed to save the English texts: ${errorText(error)}`);
      void reloadRoutes();
      return true;
    }
    let trackMessage: string | undefined;
    try {
      trackMessage = await changeTrack(answer.route.id, change);
    } catch (error) {
      // The route is stored: the form clears as after any add, and Edit can add the track again.
      show("error", `Failed to add track: ${errorText(error)}`);
      void reloadRoutes();
      return true;
    }
    try {
      const photoMessage = await changePhotos(answer.route.id, photos, []);
      show("success", joined(answer.message ?? "Route added", trackMessage, photoMessage));
    } catch (error) {
      // The route is stored: the form clears, and Edit shows which photos arrived and can add the rest.
      show("error", `Failed to add photo: ${errorText(error)}`);
    }
    // The form clears now; the list reloads meanwhile (and keeps the screen busy until it has).
    void reloadRoutes();
    return true;
  };

  const saveEdit = async (edited: EditedRoute, fields: RouteFields, values: RouteFormValues, change: TrackChange, photos: PhotoChange): Promise<boolean> => {
    const id = edited.route.id;
    let message: string | undefined;
    try {
      message = (await track(() => updateRoute(id, fields))).message;
      await changeEnglish("route", id, values, true);
    } catch (error) {
      show("error", `Failed to update route: ${errorText(error)}`);
      return false;
    }
    let trackMessage: string | undefined;
    try {
      trackMessage = await changeTrack(id, change);
    } catch (error) {
      // The fields are saved; the form stays open so the track can be tried again.
      show("error", `Failed to ${trackAction(change)}: ${errorText(error)}`);
      void reloadRoutes();
      return false;
    }
    try {
      const photoMessage = await changePhotos(
        id,
        photos,
        edited.photos.map((photo) => photo.id),
      );
      show("success", joined(message ?? "Route updated", trackMessage, photoMessage));
    } catch (error) {
      // The fields are saved: the form opens again as stored now, showing which photos arrived.
      show("error", `Failed to save photos: ${errorText(error)}`);
      void reloadRoutes();
      await startEdit(id);
      return false;
    }
    setEditing(null);
    void reloadRoutes();
    return true;
  };

  /** Saves a stored photo's texts at once, from the photo's own Save texts. */
  const savePhotoTexts = async (routeId: number, photoId: number, texts: PhotoTextFields) => {
    try {
      const answer = await track(() => editPhotoTexts(routeId, photoId, texts));
      show("success", "Photo texts saved");
      return answer.photo;
    } catch (error) {
      show("error", `Failed to save photo texts: ${errorText(error)}`);
      return null;
    }
  };

  const startEdit = async (id: number) => {
    try {
      const [details, english] = await track(() => Promise.all([loadRouteDetails(id), loadEnglish("route", id)]));
      setEditing({ route: details.route, english, line: details.track?.line ?? null, photos: details.photos ?? [] });
    } catch (error) {
      show("error", `Failed to load route: ${errorText(error)}`);
    }
  };

  const submitEvent = async ({ nameEn, descriptionEn, ...values }: EventFormValues): Promise<boolean> => {
    try {
      const answer = await track(() => addEvent(values));
      await changeEnglish("event", answer.event.id, { nameEn, descriptionEn }, false);
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
      if (kind === "route" && editing?.route.id === id) setEditing(null);
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
          <RouteForm
            key={editing ? `edit-${editing.route.id}-${editing.photos.map((photo) => photo.id).join(",")}` : "add"}
            busy={busy}
            editing={editing}
            onPreview={preview}
            onSubmit={submitRoute}
            onCancel={() => setEditing(null)}
            onPhotoRefused={(message) => show("error", `Failed to add photo: ${message}`)}
            onSavePhotoTexts={editing ? (photoId, texts) => savePhotoTexts(editing.route.id, photoId, texts) : undefined}
          />
        </div>
        <div className={card}>
          <EventForm busy={busy} onSubmit={submitEvent} />
        </div>
        <div className={card}>
          <ItemList
            title="Routes"
            items={routes}
            emptyText="No routes found."
            busy={busy}
            onDelete={(id) => void remove("route", id)}
            onEdit={(id) => void startEdit(id)}
            extra={routeExtra && ((route) => routeExtra(route, busy))}
          />
        </div>
        <div className={card}>
          <ItemList title="Events" items={events} emptyText="No events found." busy={busy} onDelete={(id) => void remove("event", id)} />
        </div>
      </div>
    </>
  );
}
