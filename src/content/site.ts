/**
 * The site's name and footer year, and the placeholders shown
 * for the owner's own details until the server is configured with them
 * (SITE_EMAIL, SITE_FACEBOOK_URL, SITE_YOUTUBE_URL; see README, Configuration).
 * The placeholders never point at a page that might belong to someone else:
 * the e-mail uses a domain reserved for examples (RFC 2606) and the social
 * links go to the platforms' own front pages.
 */
export const site = {
  name: "Rafhjól á Íslandi",
  footerYear: 2024,
} as const;

export const ownerPlaceholders = {
  email: "netfang@example.com",
  facebookUrl: "https://www.facebook.com/",
  youtubeUrl: "https://www.youtube.com/",
} as const;
