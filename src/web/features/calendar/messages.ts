import { compiledFeatureMessages } from "../../i18n/compile-messages.ts";
import type { FeatureMessages } from "../../i18n/feature-messages.ts";

/** The events page's calendar links (decision 036): the feed to subscribe to and each event's own file. */
export const messages = {
  is: {
    "calendar.intro": "Fáðu viðburðina í dagatalið þitt. Nýir viðburðir bætast þar við sjálfkrafa.",
    "calendar.subscribe": "Bæta við dagatal",
    "calendar.download": "Sækja .ics-skrá",
    "calendar.address": "Ef ekkert dagatalsforrit opnast geturðu bætt þessari slóð við dagatalið þitt sem áskrift:",
    "calendar.event": "Vista í dagatal",
    "calendar.eventName": "„{name}“ sem .ics-skrá",
  },
  en: {
    "calendar.intro": "Get the events in your calendar. New events appear there automatically.",
    "calendar.subscribe": "Add to calendar",
    "calendar.download": "Download .ics file",
    "calendar.address": "If no calendar app opens, you can add this address to your calendar as a subscription:",
    "calendar.event": "Save to calendar",
    "calendar.eventName": "“{name}” as an .ics file",
  },
} satisfies FeatureMessages<string>;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
