/** A list of "id - name" with a Delete button each, newest first (the caller reverses server order). */
export function ItemList({
  title,
  items,
  emptyText,
  busy,
  onDelete,
}: {
  title: string;
  items: readonly { id: number; name: string }[];
  emptyText: string;
  busy: boolean;
  onDelete: (id: number) => void;
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
            <li key={item.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 break-words">
                {item.id} - {item.name}
              </span>
              <button
                type="button"
                disabled={busy}
                onClick={() => onDelete(item.id)}
                aria-label={`Delete ${item.id} - ${item.name}`}
                className="shrink-0 rounded-lg bg-red-700 px-3 py-1 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
