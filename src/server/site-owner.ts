import { defaultAdvertisement } from "../content/advertisement.ts";
import { ownerPlaceholders } from "../content/site.ts";
import type { SiteOwnerConfig } from "./config.ts";

/**
 * The owner's details as <meta> tags for the web app (src/web/config.ts). Only
 * configured values are sent: a missing tag tells the browser to show the
 * placeholder, and (for Facebook) to show a note instead of the embedded page.
 */
export function ownerPublicConfig(owner: SiteOwnerConfig): Record<string, string> {
  const tags: Record<string, string> = {};
  if (owner.email !== undefined) tags["site-email"] = owner.email;
  if (owner.facebookUrl !== undefined) tags["site-facebook-url"] = owner.facebookUrl;
  if (owner.youtubeUrl !== undefined) tags["site-youtube-url"] = owner.youtubeUrl;
  const ad = owner.advertisement;
  if (ad !== undefined) {
    tags["ad-url"] = ad.url;
    tags["ad-text"] = ad.text;
    if (ad.title !== undefined) tags["ad-title"] = ad.title;
    if (ad.linkText !== undefined) tags["ad-link-text"] = ad.linkText;
  }
  return tags;
}

/** One line naming every placeholder in use, or undefined when the owner has configured everything. */
export function placeholderWarning(owner: SiteOwnerConfig): string | undefined {
  const missing: string[] = [];
  if (owner.email === undefined) missing.push(`SITE_EMAIL (shows ${ownerPlaceholders.email})`);
  if (owner.facebookUrl === undefined) missing.push(`SITE_FACEBOOK_URL (links to ${ownerPlaceholders.facebookUrl}; /tjalda shows a note instead of the page)`);
  if (owner.youtubeUrl === undefined) missing.push(`SITE_YOUTUBE_URL (links to ${ownerPlaceholders.youtubeUrl})`);
  if (owner.advertisement === undefined) missing.push(`AD_URL and AD_TEXT (the banner shows the default ${defaultAdvertisement.href})`);
  if (missing.length === 0) return undefined;
  return `The site owner's details are not configured; placeholders in use: ${missing.join("; ")}. Set these variables (README, Configuration).`;
}
