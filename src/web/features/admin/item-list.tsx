import type { ReactNode } from "react";

/** A list of "id - name" with a Delete button each, newest first (the caller reverses server order). */
export function ItemList({
  title,
  items,
  emptyText,
  busy,
  onDelete,
  onEdit,
  extra,
}: {
  title: string;
  items: readonly { id: number; name: string }[];
  emptyText: string;
  busy: boolean;
  onDelete: (id: number) => void;
  /** When given, an Edit button stands beside each Delete. */
  onEdit?: (id: number) => void;
  /** What another feature adds to an item's row, under its name and buttons (a route's condition). */
  extra?: (item: { id: number; name: string }) => ReactNode;
}) {
  const headingId = `${title.toLowerCase().replaceAll(" ", "-")}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-bold text-brand-800">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 break-words">
                {item.id} - {item.name}
              </span>
              <span className="flex shrink-0 gap-2">
                {onEdit && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onEdit(item.id)}
                    aria-label={`Edit ${item.id} - ${item.name}`}
                    className="rounded-lg bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    Edit
                  </button>
                )}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onDelete(item.id)}
                  aria-label={`Delete ${item.id} - ${item.name}`}
                  className="rounded-lg bg-red-700 px-3 py-1 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  Delete
                </button>
              </span>
              {extra?.(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
