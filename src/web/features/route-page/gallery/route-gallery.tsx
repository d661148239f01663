import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { PhotoFile, RoutePhoto } from "../../../../shared/photo.ts";
import { useFeatureText } from "../../../i18n/feature-messages.ts";
import { useLang } from "../../../i18n/i18n.tsx";
import { catalogue } from "./messages.ts";

const srcset = (files: PhotoFile[]) => files.map((file) => `${file.url} ${file.width}w`).join(", ");

/** AVIF where the browser takes it, else WebP; the browser picks the width from `sizes`. */
function Picture({ photo, alt, sizes, className, lazy }: { photo: RoutePhoto; alt: string; sizes: string; className: string; lazy: boolean }) {
  const fallback = photo.webp.at(-1) ?? photo.preview;
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(photo.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(photo.webp)} sizes={sizes} />
      <img src={fallback.url} alt={alt} width={photo.width} height={photo.height} loading={lazy ? "lazy" : "eager"} decoding="async" className={className} />
    </picture>
  );
}

/**
 * A route's photos: a grid of thumbnails (their width and height set, so nothing moves as they arrive),
 * each opening a full-screen view (a modal <dialog>: Escape closes it and focus goes back to the
 * thumbnail; the arrow keys and the buttons move between photos). Loaded as its own chunk, only for
 * routes that have photos.
 */
export default function RouteGallery({ photos }: { photos: RoutePhoto[] }) {
  const t = useFeatureText(catalogue);
  const lang = useLang();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const altOf = (photo: RoutePhoto) => (lang === "en" && photo.altEn) || photo.alt;
  const captionOf = (photo: RoutePhoto) => (lang === "en" && photo.captionEn) || photo.caption;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== null && !element.open) element.showModal();
    if (open === null && element.open) element.close();
  }, [open]);

  const move = (by: number) => setOpen((current) => (current === null ? null : (current + by + photos.length) % photos.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };
  const shown = open === null ? undefined : photos[open];
  const control = "rounded-full bg-white/90 px-4 py-2 font-semibold text-slate-900 hover:bg-white focus-visible:outline-2 focus-visible:outline-white";

  return (
    <section aria-labelledby="route-photos-heading" className="space-y-3">
      <h2 id="route-photos-heading" className="text-xl font-bold text-brand-800">
        {t("heading")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => {
          const caption = captionOf(photo);
          return (
            <li key={photo.id}>
              <figure className="space-y-1">
                <button
                  type="button"
                  onClick={() => setOpen(index)}
                  aria-label={t("open", { alt: altOf(photo) })}
                  className="block w-full overflow-hidden rounded-xl ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-brand-700"
                >
                  <Picture
                    photo={photo}
                    alt={altOf(photo)}
                    sizes="(min-width: 1024px) 320px, (min-width: 640px) 33vw, 50vw"
                    className="aspect-[4/3] h-auto w-full object-cover"
                    lazy
                  />
                </button>
                {caption && <figcaption className="text-sm text-slate-700">{caption}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
      <dialog
        ref={dialog}
        aria-label={shown ? t("viewer", { number: String((open ?? 0) + 1), total: String(photos.length) }) : undefined}
        onClose={() => setOpen(null)}
        onKeyDown={onKeyDown}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
      >
        {shown && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-2 p-3">
              <p aria-live="polite" className="text-sm">
                {t("viewer", { number: String((open ?? 0) + 1), total: String(photos.length) })}
              </p>
              <p className="sr-only">{t("keys")}</p>
              <button type="button" className={control} onClick={() => setOpen(null)}>
                {t("close")}
              </button>
            </div>
            <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-2 px-3">
              <Picture photo={shown} alt={altOf(shown)} sizes="100vw" className="max-h-[calc(100dvh-9rem)] w-auto max-w-full object-contain" lazy={false} />
              {captionOf(shown) && <figcaption className="text-center text-sm">{captionOf(shown)}</figcaption>}
            </figure>
            {photos.length > 1 && (
              <div className="flex justify-center gap-3 p-3">
                <button type="button" className={control} onClick={() => move(-1)}>
                  {t("previous")}
                </button>
                <button type="button" className={control} onClick={() => move(1)}>
                  {t("next")}
                </button>
              </div>
            )}
          </div>
        )}
      </dialog>
    </section>
  );
}
