/**
 * The sponsored banner (SPEC section 1): a wind-monitoring service for
 * vehicles, always labelled as an advertisement. Change the sponsor here.
 */
export const advertisement = {
  label: "Auglýsing",
  title: "Vindur á leiðinni?",
  text: "Skoðaðu vindhraða og hviður á vegum landsins áður en þú leggur af stað með hjólin á bílnum eða kerrunni.",
  linkText: "Skoða vind á vegum",
  href: "https://umferdin.is",
} as const;
