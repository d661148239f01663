import { type ChangeEvent, type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { EnglishTexts } from "../../../shared/english-texts.ts";
import type { RoutePhoto } from "../../../shared/photo.ts";
import type { Route } from "../../../shared/route.ts";
import { routeFiguresFromTrack, type TrackPreview as TrackPreviewAnswer } from "../../../shared/track.ts";
import { buttonClass, FormField, inputClass } from "./form-field.tsx";
import { noPhotoChange, type PhotoChange, type PhotoTextFields } from "./photo-change.ts";
import { TrackPreview } from "./track-preview.tsx";
import { useFormValues } from "./use-form-values.ts";

// The photos part of the form comes as its own chunk, after the rest of the admin page.
const RoutePhotos = lazy(() => import("./route-photos.tsx"));

const empty = { name: "", distance: "", region: "", description: "", link: "", videolink: "", latitude: "", longitude: "", nameEn: "", descriptionEn: "" };
export type RouteFormValues = typeof empty;

/** What happens to the route's track when the form is sent. */
export type TrackChange = { kind: "keep" } | { kind: "upload"; file: File } | { kind: "remove" };

/** The route being edited and the line of its current track (null when it has none). */
export interface EditedRoute {
  route: Route;
  /** Its English name and description, for the English pages. */
  english: EnglishTexts;
  line: [number, number][] | null;
  /** Its photos in order, the cover first. */
  photos: RoutePhoto[];
}

function valuesOf({ route, english }: EditedRoute): RouteFormValues {
  return {
    name: route.name,
    distance: String(route.distance),
    region: route.region,
    description: route.description,
    link: route.link,
    videolink: route.videolink ?? "",
    latitude: String(route.latitude),
    longitude: String(route.longitude),
    nameEn: english.nameEn ?? "",
    descriptionEn: english.descriptionEn ?? "",
  };
}

/** The fields a chosen track proposes values for, with their labels as the form shows them. */
const trackFields = { distance: "Distance (km)", latitude: "Latitude", longitude: "Longitude" } as const;
type TrackField = keyof typeof trackFields;

/** What choosing a file did to the form: the fields it changed, from what to what; undone once the admin undid it. */
interface Proposal {
  changed: { field: TrackField; from: string; to: string }[];
  undone: boolean;
}

/** Says which fields the chosen track filled in, with an Undo; or that they already matched it. */
function ProposalNote({ proposal, busy, onUndo }: { proposal: Proposal; busy: boolean; onUndo: () => void }) {
  const { changed, undone } = proposal;
  const text =
    changed.length === 0
      ? "The route's distance and start point already match the track."
      : undone
        ? "Undone: the route keeps its own distance and start point; the track is still saved with it when you save."
        : "Filled in from the track (the route's own figures change only when you save):";
  return (
    <div aria-live="polite" className="space-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
      <p>{text}</p>
      {changed.length > 0 && !undone && (
        <>
          <ul className="list-disc pl-5">
            {changed.map(({ field, from, to }) => (
              <li key={field}>
                {trackFields[field]}: {from === "" ? "(empty)" : from} → {to}
              </li>
            ))}
          </ul>
          <button
            type="button"
            disabled={busy}
            onClick={onUndo}
            className="rounded-lg bg-white px-3 py-1 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
          >
            Undo
          </button>
        </>
      )}
    </div>
  );
}

/**
 * every field but the video link is required, distance is a
 * number; the browser's own checks apply. The form clears only after a
 * successful add, so a failed one loses nothing. A chosen GPX file proposes
 * its distance and start point: the form fills them in (still editable), says
 * which fields it changed, from what to what, and offers to undo; the server
 * never changes them on its own when the track is saved. It draws the line. With
 * a route to edit, the same form is "Edit Route" and can also remove the track.
 */
export function RouteForm({
  busy,
  editing = null,
  onPreview,
  onSubmit,
  onCancel,
  onPhotoRefused = () => {},
  onSavePhotoTexts,
}: {
  busy: boolean;
  editing?: EditedRoute | null;
  /** Sends the file to the server's preview; null when it was refused (the caller says why). */
  onPreview: (file: File) => Promise<TrackPreviewAnswer | null>;
  onSubmit: (values: RouteFormValues, track: TrackChange, photos: PhotoChange) => Promise<boolean>;
  onCancel?: () => void;
  /** A chosen photo refused before sending, with the reason. */
  onPhotoRefused?: (message: string) => void;
  /** Saves a stored photo's texts at once (in Edit); the photo as stored now, or null when refused (the caller says why). */
  onSavePhotoTexts?: (photoId: number, texts: PhotoTextFields) => Promise<RoutePhoto | null>;
}) {
  const { values, field, fill, reset } = useFormValues(editing ? valuesOf(editing) : empty, busy);
  const [file, setFile] = useState<File | null>(null);
  const [line, setLine] = useState<[number, number][] | null>(editing?.line ?? null);
  const [removing, setRemoving] = useState(false);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const photos = useRef<PhotoChange>(noPhotoChange);
  // A new key clears the photos after a successful add.
  const [photosKey, setPhotosKey] = useState(0);
  const photosChanged = useCallback((change: PhotoChange) => {
    photos.current = change;
  }, []);
  const nameInput = useRef<HTMLInputElement>(null);
  const mode = editing ? "Edit Route" : "Add Route";
  const headingId = editing ? "edit-route-heading" : "add-route-heading";

  // Opening a route to edit brings the form to the admin, wherever the list was.
  useEffect(() => {
    if (editing) nameInput.current?.focus();
  }, [editing]);

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) {
      setFile(null);
      setLine(editing?.line ?? null);
      setProposal(null);
      return;
    }
    const preview = await onPreview(chosen);
    if (!preview) {
      clearFile();
      setLine(editing?.line ?? null);
      setProposal(null);
      return;
    }
    setFile(chosen);
    setRemoving(false);
    setLine(preview.line);
    const figures = routeFiguresFromTrack(preview);
    const proposed: Record<TrackField, string> = { distance: String(figures.distance), latitude: String(figures.lat), longitude: String(figures.lng) };
    const fields = Object.keys(trackFields) as TrackField[];
    setProposal({
      changed: fields.filter((name) => values[name] !== proposed[name]).map((name) => ({ field: name, from: values[name], to: proposed[name] })),
      undone: false,
    });
    fill(proposed);
  };

  const undo = () => {
    if (!proposal) return;
    fill(Object.fromEntries(proposal.changed.map(({ field, from }) => [field, from])));
    setProposal({ ...proposal, undone: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change: TrackChange = file ? { kind: "upload", file } : removing ? { kind: "remove" } : { kind: "keep" };
    if (await onSubmit(values, change, photos.current)) {
      reset();
      setPhotosKey((key) => key + 1);
      clearFile();
      setLine(null);
      setProposal(null);
    }
  };

  const hasTrack = editing?.line != null;
  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        {mode}
      </h2>
      <FormField label="Name" required maxLength={120} ref={nameInput} {...field("name")} />
      <FormField label="Distance (km)" type="number" step="any" min="0.1" required {...field("distance")} />
      <FormField label="Region" required maxLength={80} {...field("region")} />
      <label className="block">
        <span className="mb-1 block text-sm font-semibold text-slate-700">Description</span>
        <textarea className={inputClass} rows={3} required maxLength={2000} {...field("description")} />
      </label>
      <FormField label="Link" type="url" required {...field("link")} />
      <FormField label="Video link (optional)" type="url" {...field("videolink")} />
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Latitude" inputMode="decimal" required {...field("latitude")} />
        <FormField label="Longitude" inputMode="decimal" required {...field("longitude")} />
      </div>
      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
        {/* Labels that do not contain "Name" or "Description", so a label lookup for those finds one field. */}
        <legend className="px-1 text-sm font-semibold text-slate-700">In English (optional)</legend>
        <FormField label="Title in English" maxLength={120} {...field("nameEn")} />
        <label className="block">
          <span className="mb-1 block text-sm font-semibold text-slate-700">Text in English</span>
          <textarea className={inputClass} rows={3} maxLength={2000} {...field("descriptionEn")} />
        </label>
      </fieldset>
      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-700">Track</legend>
        <label className="block">
          <span className="mb-1 block text-sm font-semibold text-slate-700">{hasTrack ? "Replace with a GPX file (optional)" : "GPX file (optional)"}</span>
          <input
            ref={fileInput}
            type="file"
            name="gpx"
            aria-describedby={`${headingId}-gpx-hint`}
            accept=".gpx,application/gpx+xml"
            disabled={busy}
            onChange={(event) => void choose(event)}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          />
        </label>
        {removing ? <p className="text-sm text-slate-700">The track will be removed when you save.</p> : line && <TrackPreview line={line} />}
        {proposal && file && <ProposalNote proposal={proposal} busy={busy} onUndo={undo} />}
        {hasTrack && !file && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setRemoving((current) => !current)}
            className="rounded-lg bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-200 disabled:opacity-60"
          >
            {removing ? "Keep track" : "Remove track"}
          </button>
        )}
      </fieldset>
      <Suspense fallback={null}>
        <RoutePhotos
          key={photosKey}
          stored={editing?.photos ?? []}
          busy={busy}
          onChange={photosChanged}
          onRefused={onPhotoRefused}
          onSaveTexts={onSavePhotoTexts}
        />
      </Suspense>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass}>
          {editing ? "Save Route" : "Add Route"}
        </button>
        {editing && (
          <button
            type="button"
            disabled={busy}
            onClick={onCancel}
            className="rounded-lg bg-slate-100 px-5 py-2 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-200 disabled:opacity-60"
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
