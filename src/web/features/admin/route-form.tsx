import type { FormEvent } from "react";
import { buttonClass, FormField, inputClass } from "./form-field.tsx";
import { useFormValues } from "./use-form-values.ts";

const empty = { name: "", distance: "", region: "", description: "", link: "", videolink: "", latitude: "", longitude: "" };
export type RouteFormValues = typeof empty;

/**
 * SPEC section 5: every field but the video link is required, distance is a
 * number; the browser's own checks apply. The form clears only after a
 * successful add, so a failed one loses nothing.
 */
export function RouteForm({ busy, onSubmit }: { busy: boolean; onSubmit: (values: RouteFormValues) => Promise<boolean> }) {
  const { values, field, reset } = useFormValues(empty, busy);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(values)) reset();
  };
  return (
    <form onSubmit={submit} aria-labelledby="add-route-heading" className="space-y-3">
      <h2 id="add-route-heading" className="text-xl font-bold text-brand-800">
        Add Route
      </h2>
      <FormField label="Name" required maxLength={120} {...field("name")} />
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
      <button type="submit" disabled={busy} className={buttonClass}>
        Add Route
      </button>
    </form>
  );
}
