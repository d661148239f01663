import type { SiteOwnerConfig } from "../../../src/server/config.ts";

/**
 * The owner's details the main test site is configured with (as SITE_* and AD_*
 * would set them). The second (admin) site has none, so tests see the
 * placeholders there. Hosts are example domains or reserved .invalid names,
 * and the browser answers every outside request itself (browser.ts).
 */
export const E2E_OWNER = {
  email: "eigandi@rafhjol.test",
  facebookUrl: "https://www.facebook.com/rafhjol-prufusida",
  youtubeUrl: "https://www.youtube.com/@rafhjol-prufa",
  advertisement: {
    url: "https://styrktaradili.invalid/",
    text: "Prufuauglýsing frá styrktaraðila vefsins.",
    title: "Styrktaraðili",
    linkText: "Skoða tilboðið",
  },
} as const satisfies SiteOwnerConfig;
