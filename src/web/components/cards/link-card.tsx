import { type ReactNode, useId } from "react";
import { CardHeading, type CardHeadingLevel } from "./card-heading.tsx";
import { CardLinkButton } from "./card-link-button.tsx";

/** A name, an optional meta line, a description and one outbound link: route sites, Blönduós routes, accommodation. */
export function LinkCard({
  name,
  description,
  href,
  linkLabel,
  meta,
  headingLevel = 3,
}: {
  name: string;
  description: string;
  href: string;
  linkLabel: string;
  meta?: ReactNode;
  headingLevel?: CardHeadingLevel;
}) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <CardHeading level={headingLevel} id={headingId}>
        {name}
      </CardHeading>
      {meta && <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">{meta}</p>}
      <p className="mt-3 mb-4 flex-1 text-slate-700">{description}</p>
      <CardLinkButton href={href} context={name}>
        {linkLabel}
      </CardLinkButton>
    </article>
  );
}
