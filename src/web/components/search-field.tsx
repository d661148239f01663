import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { FaSearch } from "react-icons/fa";

/** A search box with a magnifier, a hidden label as its accessible name, and room for a button after it. */
export function SearchField({ label, after, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; after?: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
      <FaSearch aria-hidden="true" className="ml-2 shrink-0 text-slate-400" />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" className="min-w-0 flex-1 bg-transparent px-2 py-2 outline-none" {...input} />
      {after}
    </div>
  );
}
