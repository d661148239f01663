import type { ComponentProps } from "react";

export const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100";
export const buttonClass = "rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

/** A labelled input; the label is the field's accessible name. */
export function FormField({ label, ...input }: ComponentProps<"input"> & { label: string; name: string }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-semibold text-slate-700">{label}</span>
      <input className={inputClass} {...input} />
    </label>
  );
}
