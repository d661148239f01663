import { FaFacebook, FaYoutube } from "react-icons/fa";
import { site } from "../../content/site.ts";
import { ExternalLink } from "./external-link.tsx";

/** The product's Facebook and YouTube pages, used in the header menu and the footer. */
export function SocialLinks({ className }: { className: string }) {
  return (
    <>
      <ExternalLink href={site.facebookUrl} title="Facebook" aria-label="Facebook" className={className}>
        <FaFacebook aria-hidden="true" />
      </ExternalLink>
      <ExternalLink href={site.youtubeUrl} title="YouTube" aria-label="YouTube" className={className}>
        <FaYoutube aria-hidden="true" />
      </ExternalLink>
    </>
  );
}
