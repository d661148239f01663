import type { AnchorHTMLAttributes, ReactNode } from "react";

/** A link to another site: opens in a new tab without giving that site a handle on ours. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}
