/**
 * The sponsored banner, always labelled as an advertisement.
 * Until the owner configures a sponsor (AD_URL, AD_TEXT, AD_TITLE, AD_LINK_TEXT),
 * it shows the spec's wind-monitoring service for vehicles: Vegagerðin's
 * traveller site umferdin.is, which shows wind on the roads.
 */
export interface Advertisement {
  title: string | undefined;
  text: string;
  linkText: string;
  href: string;
}

export const advertisementLabel = "Auglýsing";

/** The link text when the owner gives a sponsor but no AD_LINK_TEXT. */
export const defaultAdLinkText = "Skoða nánar";

export const defaultAdvertisement: Advertisement = {
  title: "Vindur á leiðinni?",
  text: "Skoðaðu vindhraða og hviður á vegum landsins áður en þú leggur af stað með hjólin á bílnum eða kerrunni.",
  linkText: "Skoða vind á vegum",
  href: "https://umferdin.is",
};
