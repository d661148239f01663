import { type ReactNode, useId } from "react";

/** A titled part of a guide page (h2), usually a card grid; `id` makes it a target for in-page links. */
export function CardSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="mt-10 scroll-mt-4">
      <h2 id={headingId} className="mb-4 text-2xl font-bold tracking-tight text-brand-800 md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
