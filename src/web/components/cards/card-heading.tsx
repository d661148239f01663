import type { ReactNode } from "react";

/** h2 when the cards sit straight under the page's h1, h3 when a section heading comes first: headings never skip a level. */
export type CardHeadingLevel = 2 | 3;

export function CardHeading({ level, id, children }: { level: CardHeadingLevel; id: string | undefined; children: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading id={id} className="text-xl font-bold text-brand-800">
      {children}
    </Heading>
  );
}
