import { type ChangeEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { MAX_ALT_LENGTH, MAX_CAPTION_LENGTH, MAX_PHOTO_BYTES, type RoutePhoto } from "../../../shared/photo.ts";
import { inputClass } from "./form-field.tsx";
import type { NewPhoto, PhotoChange, PhotoItem, PhotoTextFields } from "./photo-change.ts";

/** The types the server takes; the server checks the bytes, this only keeps the file dialog tidy. */
const accepted = "image/jpeg,image/png,image/webp,image/avif";
const smallButton =
  "rounded-lg bg-white px-2 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60";

let nextKey = 0;

/** The texts of a photo, their labels and limits; the Icelandic and English alt texts are required in the form. */
const textFields = [
  ["alt", "Alt text (Icelandic)", MAX_ALT_LENGTH, true],
  ["altEn", "Alt text (English)", MAX_ALT_LENGTH, true],
  ["caption", "Caption (optional)", MAX_CAPTION_LENGTH, false],
  ["captionEn", "Caption in English (optional)", MAX_CAPTION_LENGTH, false],
] as const;

const fieldsOf = (photo: RoutePhoto): PhotoTextFields => ({
  alt: photo.alt,
  altEn: photo.altEn ?? "",
  caption: photo.caption ?? "",
  captionEn: photo.captionEn ?? "",
});

/** A photo's four text fields, labelled with its place in the list. */
function TextFields({
  name,
  number,
  texts,
  busy,
  onChange,
}: {
  name: string;
  number: number;
  texts: PhotoTextFields;
  busy: boolean;
  onChange: (changes: Partial<PhotoTextFields>) => void;
}) {
  return (
    <div className="space-y-2">
      {textFields.map(([field, text, max, required]) => (
        <label key={field} className="block">
          <span className="mb-1 block text-sm font-semibold text-slate-700">{`${text}, photo ${number}`}</span>
          <input
            className={inputClass}
            name={`${name}-${field}`}
            required={required}
            maxLength={max}
            disabled={busy}
            value={texts[field]}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        </label>
      ))}
    </div>
  );
}

/**
 * The route's photos in the form: choose several at once, give each an alt text in Icelandic and English
 * (required) and an optional caption, reorder with Up and Down, remove. None of that is sent until the
 * route is saved. A stored photo's texts can be edited in place: Save texts sends them at once (so does
 * saving the route, for texts still open), Cancel puts them back. The first photo is the route's cover.
 * Its own chunk, loaded with the form, so the admin page's first load stays within its budget.
 */
export default function RoutePhotos({
  stored,
  busy,
  onChange,
  onRefused,
  onSaveTexts,
}: {
  stored: RoutePhoto[];
  busy: boolean;
  onChange: (change: PhotoChange) => void;
  /** A chosen file refused before sending (too large), with the reason in Icelandic. */
  onRefused: (message: string) => void;
  /** Saves a stored photo's texts; the photo as stored now, or null when they were refused (the caller says why). */
  onSaveTexts?: (photoId: number, texts: PhotoTextFields) => Promise<RoutePhoto | null>;
}) {
  const [items, setItems] = useState<PhotoItem[]>(() => stored.map((photo) => ({ kind: "stored", photo })));
  const [removed, setRemoved] = useState<number[]>([]);
  /** The texts being edited of stored photos, by photo id. */
  const [drafts, setDrafts] = useState<ReadonlyMap<number, PhotoTextFields>>(new Map());
  const fileInput = useRef<HTMLInputElement>(null);
  const previews = useRef(new Map<string, string>());

  useEffect(() => onChange({ items, removed, edited: [...drafts].map(([id, texts]) => ({ id, texts })) }), [items, removed, drafts, onChange]);
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    const tooLarge = files.filter((file) => file.size > MAX_PHOTO_BYTES);
    if (tooLarge.length > 0) onRefused(`${tooLarge.map((file) => file.name).join(", ")}: myndin er stærri en ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
    const added = files
      .filter((file) => file.size <= MAX_PHOTO_BYTES)
      .map((file): PhotoItem => ({ kind: "new", photo: { key: `new-${nextKey++}`, file, alt: "", altEn: "", caption: "", captionEn: "" } }));
    setItems((current) => [...current, ...added]);
    if (fileInput.current) fileInput.current.value = "";
  };

  const update = (key: string, changes: Partial<NewPhoto>) =>
    setItems((current) =>
      current.map((item) => (item.kind === "new" && item.photo.key === key ? { kind: "new", photo: { ...item.photo, ...changes } } : item)),
    );
  const move = (index: number, by: -1 | 1) =>
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  const remove = (index: number) => {
    const item = items[index];
    if (item?.kind === "stored") {
      setRemoved((current) => [...current, item.photo.id]);
      setDraft(item.photo.id, null);
    }
    setItems((current) => current.filter((_entry, at) => at !== index));
  };

  const setDraft = (photoId: number, texts: PhotoTextFields | null) =>
    setDrafts((current) => {
      const next = new Map(current);
      if (texts) next.set(photoId, texts);
      else next.delete(photoId);
      return next;
    });
  const saveTexts = async (event: MouseEvent<HTMLButtonElement>, photoId: number) => {
    const texts = drafts.get(photoId);
    if (!texts || !onSaveTexts) return;
    // The route's form is not being sent: its own checks of these fields run on request.
    const fields = [...(event.currentTarget.closest("li")?.querySelectorAll("input") ?? [])];
    if (!fields.every((field) => field.reportValidity())) return;
    const saved = await onSaveTexts(photoId, texts);
    if (!saved) return;
    setItems((current) => current.map((item) => (item.kind === "stored" && item.photo.id === photoId ? { kind: "stored", photo: saved } : item)));
    setDraft(photoId, null);
  };

  const previewOf = (photo: NewPhoto) => {
    let url = previews.current.get(photo.key);
    if (!url) {
      url = URL.createObjectURL(photo.file);
      previews.current.set(photo.key, url);
    }
    return url;
  };

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">Photos</legend>
      <p className="text-sm text-slate-600">JPEG, PNG, WebP or AVIF, up to 25 MB and 50 megapixels each. The first photo is the route's cover.</p>
      {removed.length > 0 && (
        <p className="text-sm text-slate-700">
          {removed.length === 1 ? "1 photo will be removed when you save." : `${removed.length} photos will be removed when you save.`}
        </p>
      )}
      {items.length > 0 && (
        <ol className="space-y-3">
          {items.map((item, index) => {
            const key = item.kind === "stored" ? `stored-${item.photo.id}` : item.photo.key;
            const label = `Photo ${index + 1}${index === 0 ? " (cover)" : ""}`;
            const draft = item.kind === "stored" ? drafts.get(item.photo.id) : undefined;
            return (
              <li key={key} className="space-y-2 rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200" aria-label={label}>
                <div className="flex items-start gap-3">
                  <img
                    src={item.kind === "stored" ? item.photo.webp[0]?.url : previewOf(item.photo)}
                    alt=""
                    width={96}
                    height={64}
                    className="h-16 w-24 shrink-0 rounded object-cover"
                  />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-semibold text-slate-800">{label}</p>
                    <p className="truncate text-slate-600">{item.kind === "stored" ? item.photo.alt : item.photo.file.name}</p>
                  </div>
                </div>
                {item.kind === "new" && (
                  <TextFields name={item.photo.key} number={index + 1} texts={item.photo} busy={busy} onChange={(changes) => update(item.photo.key, changes)} />
                )}
                {draft && item.kind === "stored" && (
                  <>
                    <TextFields
                      name={key}
                      number={index + 1}
                      texts={draft}
                      busy={busy}
                      onChange={(changes) => setDraft(item.photo.id, { ...draft, ...changes })}
                    />
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={smallButton}
                        disabled={busy}
                        onClick={(event) => void saveTexts(event, item.photo.id)}
                        aria-label={`Save texts of photo ${index + 1}`}
                      >
                        Save texts
                      </button>
                      <button
                        type="button"
                        className={smallButton}
                        disabled={busy}
                        onClick={() => setDraft(item.photo.id, null)}
                        aria-label={`Cancel editing texts of photo ${index + 1}`}
                      >
                        Cancel
                      </button>
                    </div>
                  </>
                )}
                <div className="flex flex-wrap gap-2">
                  {item.kind === "stored" && !draft && onSaveTexts && (
                    <button
                      type="button"
                      className={smallButton}
                      disabled={busy}
                      onClick={() => setDraft(item.photo.id, fieldsOf(item.photo))}
                      aria-label={`Edit texts of photo ${index + 1}`}
                    >
                      Edit texts
                    </button>
                  )}
                  <button
                    type="button"
                    className={smallButton}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move photo ${index + 1} up`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={busy || index === items.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move photo ${index + 1} down`}
                  >
                    Down
                  </button>
                  <button type="button" className={smallButton} disabled={busy} onClick={() => remove(index)} aria-label={`Remove photo ${index + 1}`}>
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <label className="block">
        <span className="mb-1 block text-sm font-semibold text-slate-700">Add photos</span>
        <input
          ref={fileInput}
          type="file"
          name="photos"
          multiple
          accept={accepted}
          disabled={busy}
          onChange={choose}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
      </label>
    </fieldset>
  );
}
