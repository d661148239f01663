import { type FormEvent, useState } from "react";
import type { SiteEventInput } from "../../../shared/event.ts";
import { buttonClass, FormField, inputClass } from "./form-field.tsx";

const empty: SiteEventInput = { name: "", date: "", description: "", link: "" };

/** SPEC section 5: name, date (a date input), description and link, all required. */
export function EventForm({ busy, onSubmit }: { busy: boolean; onSubmit: (values: SiteEventInput) => Promise<boolean> }) {
  const [values, setValues] = useState(empty);
  const field = (name: keyof SiteEventInput) => ({
    name,
    value: values[name],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(values)) setValues(empty);
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
      <button type="submit" disabled={busy} className={buttonClass}>
        Add Event
      </button>
    </form>
  );
}
