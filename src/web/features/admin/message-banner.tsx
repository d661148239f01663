import type { Banner } from "./use-banner.ts";

/** Floats over the page so its 3 seconds come and go without moving the forms under the admin's cursor. */
export function MessageBanner({ banner }: { banner: Banner | null }) {
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-4 top-4 z-50 mx-auto max-w-lg">
      {banner && (
        <p
          role={banner.kind === "error" ? "alert" : "status"}
          data-kind={banner.kind}
          className={`pointer-events-auto rounded-xl px-4 py-3 font-semibold shadow-lg ${banner.kind === "success" ? "bg-green-100 text-green-900 ring-1 ring-green-300" : "bg-red-100 text-red-900 ring-1 ring-red-300"}`}
        >
          {banner.text}
        </p>
      )}
    </div>
  );
}
