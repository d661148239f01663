/**
 * The sponsored banner in English. The address comes from ../advertisement.ts.
 * A sponsor configured by the owner (AD_TEXT, AD_TITLE, AD_LINK_TEXT) is
 * shown as configured, in whatever language it was written.
 */
import { type Advertisement, defaultAdvertisement } from "../advertisement.ts";

export const advertisementLabelEn = "Advertisement";

/** The link text when the owner gives a sponsor but no AD_LINK_TEXT. */
export const defaultAdLinkTextEn = "Read more";

/** The default banner in English; the address as in ../advertisement.ts. */
export function defaultAdvertisementEn(): Advertisement {
  return {
    ...defaultAdvertisement,
    title: "Windy on the way?",
    text: "Check the wind speed and gusts on Iceland's roads before you set off with the bikes on your car or trailer.",
    linkText: "Check the wind on the roads",
  };
}
