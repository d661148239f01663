/** The site's identity, contact address and outbound social links, kept in one place. */
export const site = {
  name: "Rafhjól á Íslandi",
  contactEmail: "hallo@rafhjolaislandi.is",
  facebookUrl: "https://www.facebook.com/rafhjolaislandi",
  youtubeUrl: "https://www.youtube.com/@rafhjolaislandi",
  footerYear: 2024,
} as const;
