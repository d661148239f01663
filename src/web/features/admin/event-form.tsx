import type { FormEvent } from "react";
import type { SiteEventInput } from "../../../shared/event.ts";
import { buttonClass, FormField, inputClass } from "./form-field.tsx";
import { useFormValues } from "./use-form-values.ts";

const empty = { name: "", date: "", description: "", link: "", nameEn: "", descriptionEn: "" };
export type EventFormValues = SiteEventInput & { nameEn: string; descriptionEn: string };

/** Name, date (a date input), description and link, all required. */
export function EventForm({ busy, onSubmit }: { busy: boolean; onSubmit: (values: EventFormValues) => Promise<boolean> }) {
  const { values, field, reset } = useFormValues(empty, busy);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(values)) reset();
  };
  return (
    <form onSubmit={submit} aria-labelledby="add-event-heading" className="space-y-3">
      <h2 id="add-event-heading" className="text-xl font-bold text-brand-800">
        Add Event
      </h2>
      <FormField label="Name" required maxLength={120} {...field("name")} />
      <FormField label="Date" type="date" required {...field("date")} />
      <label className="block">
        <span className="mb-1 block text-sm font-semibold text-slate-700">Description</span>
        <textarea className={inputClass} rows={3} required maxLength={2000} {...field("description")} />
      </label>
      <FormField label="Link" type="url" required {...field("link")} />
      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
        {/* Labels that do not contain "Name" or "Description", so a label lookup for those finds one field. */}
        <legend className="px-1 text-sm font-semibold text-slate-700">In English (optional)</legend>
        <FormField label="Title in English" maxLength={120} {...field("nameEn")} />
        <label className="block">
          <span className="mb-1 block text-sm font-semibold text-slate-700">Text in English</span>
          <textarea className={inputClass} rows={3} maxLength={2000} {...field("descriptionEn")} />
        </label>
      </fieldset>
      <button type="submit" disabled={busy} className={buttonClass}>
        Add Event
      </button>
    </form>
  );
}
