import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useRouter } from "wouter";
import { navigate } from "wouter/use-browser-location";

type InternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target"> & { href: string };

/**
 * A link to a page of the site that opens it without a page load, as wouter's Link does, for links that
 * come in large numbers (the route cards). wouter's Link reads the current path in every instance: a store
 * subscription, four window listeners for the first one, and an effect, set up when a card mounts and
 * undone when it unmounts, which a search keystroke that changes 30 cards paid 30 times over. This one only
 * handles its click, and reads only the router's base (/en on the English pages), which never changes: href
 * is the path within the base, as for wouter's Link.
 */
export function InternalLink({ href: path, onClick, ...props }: InternalLinkProps) {
  const href = `${useRouter().base}${path}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A modified or non-primary click is the browser's (a new tab or window), as with wouter's Link.
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...props} href={href} onClick={open} />;
}
