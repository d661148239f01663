import type { Banner } from "./use-banner.ts";

export function MessageBanner({ banner }: { banner: Banner | null }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {banner && (
        <p
          role={banner.kind === "error" ? "alert" : "status"}
          data-kind={banner.kind}
          className={`mb-6 rounded-xl px-4 py-3 font-semibold ${banner.kind === "success" ? "bg-green-100 text-green-900 ring-1 ring-green-300" : "bg-red-100 text-red-900 ring-1 ring-red-300"}`}
        >
          {banner.text}
        </p>
      )}
    </div>
  );
}
