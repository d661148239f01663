import type { ReactNode } from "react";
import { FaExternalLinkAlt } from "react-icons/fa";
import { ExternalLink } from "../external-link.tsx";

/**
 * A card's outbound link as a button. `context` (usually the card's name) is
 * read by screen readers only, so twenty "Vefsíða" links stay distinguishable.
 */
export function CardLinkButton({ href, children, context }: { href: string; children: ReactNode; context?: string }) {
  return (
    <ExternalLink
      href={href}
      className="inline-flex items-center gap-2 self-start rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
    >
      {children}
      {context && (
        <>
          {" "}
          <span className="sr-only">– {context}</span>
        </>
      )}
      <FaExternalLinkAlt aria-hidden="true" className="text-xs" />
    </ExternalLink>
  );
}
