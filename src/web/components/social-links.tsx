import { FaFacebook, FaYoutube } from "react-icons/fa";
import { webConfig } from "../config.ts";
import { ExternalLink } from "./external-link.tsx";

/** The owner's Facebook and YouTube pages (or the platforms' front pages until configured), in the header menu and the footer. */
export function SocialLinks({ className }: { className: string }) {
  return (
    <>
      <ExternalLink href={webConfig.facebookUrl} title="Facebook" aria-label="Facebook" className={className}>
        <FaFacebook aria-hidden="true" />
      </ExternalLink>
      <ExternalLink href={webConfig.youtubeUrl} title="YouTube" aria-label="YouTube" className={className}>
        <FaYoutube aria-hidden="true" />
      </ExternalLink>
    </>
  );
}
