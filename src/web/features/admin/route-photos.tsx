import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { MAX_ALT_LENGTH, MAX_CAPTION_LENGTH, MAX_PHOTO_BYTES, type RoutePhoto } from "../../../shared/photo.ts";
import { inputClass } from "./form-field.tsx";
import type { NewPhoto, PhotoChange, PhotoItem } from "./photo-change.ts";

/** The types the server takes; the server checks the bytes, this only keeps the file dialog tidy. */
const accepted = "image/jpeg,image/png,image/webp,image/avif";
const smallButton =
  "rounded-lg bg-white px-2 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60";

let nextKey = 0;

/**
 * The route's photos in the form: choose several at once, give each an alt text in Icelandic and English
 * (required) and an optional caption, reorder with Up and Down, remove. Nothing is sent until the route is
 * saved. The first photo is the route's cover. Its own chunk, loaded with the form, so the admin page's
 * first load stays within its budget.
 */
export default function RoutePhotos({
  stored,
  busy,
  onChange,
  onRefused,
}: {
  stored: RoutePhoto[];
  busy: boolean;
  onChange: (change: PhotoChange) => void;
  /** A chosen file refused before sending (too large), with the reason in Icelandic. */
  onRefused: (message: string) => void;
}) {
  const [items, setItems] = useState<PhotoItem[]>(() => stored.map((photo) => ({ kind: "stored", photo })));
  const [removed, setRemoved] = useState<number[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const previews = useRef(new Map<string, string>());

  useEffect(() => onChange({ items, removed }), [items, removed, onChange]);
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
    if (item?.kind === "stored") setRemoved((current) => [...current, item.photo.id]);
    setItems((current) => current.filter((_entry, at) => at !== index));
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
                  <div className="space-y-2">
                    {(
                      [
                        ["alt", "Alt text (Icelandic)", MAX_ALT_LENGTH, true],
                        ["altEn", "Alt text (English)", MAX_ALT_LENGTH, true],
                        ["caption", "Caption (optional)", MAX_CAPTION_LENGTH, false],
                        ["captionEn", "Caption in English (optional)", MAX_CAPTION_LENGTH, false],
                      ] as const
                    ).map(([name, text, max, required]) => (
                      <label key={name} className="block">
                        <span className="mb-1 block text-sm font-semibold text-slate-700">{`${text}, photo ${index + 1}`}</span>
                        <input
                          className={inputClass}
                          name={`${item.photo.key}-${name}`}
                          required={required}
                          maxLength={max}
                          disabled={busy}
                          value={item.photo[name]}
                          onChange={(event) => update(item.photo.key, { [name]: event.target.value })}
                        />
                      </label>
                    ))}
                  </div>
                )}
                <div className="flex flex-wrap gap-2">
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
