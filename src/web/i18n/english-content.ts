import type { PrivacySection } from "../../content/privacy.ts";
import type { Accommodation, Campsite, GuideRoute, RouteSite, Shop, Tip, Workshop } from "../../content/types.ts";

/**
 * The English guide content of each page, as the page shows it. Each page's English prose is a chunk of its
 * own (src/web/pages/english/), loaded with the page on the English pages only (app/pages.ts), so neither an
 * Icelandic page nor another English page downloads it (the first-load budget, decision 033).
 */
export interface EnglishContent {
  misc: readonly Tip[];
  privacy: readonly PrivacySection[];
  routeSites: readonly RouteSite[];
  shops: {
    shops: readonly Shop[];
    workshops: readonly Workshop[];
    fanticWorkshopNote: string;
    ebikeListingSite: { readonly name: string; readonly url: string; readonly description: string };
  };
  campsites: { campingIntro: readonly string[]; campingSuggestionNote: string; campingTips: readonly string[]; campsites: readonly Campsite[] };
  blonduos: { blonduosIntro: readonly string[]; blonduosRoutes: readonly GuideRoute[]; blonduosAccommodation: readonly Accommodation[] };
}

const provided = new Map<keyof EnglishContent, unknown>();

/** Called by each page's English module when it loads. */
export function provideEnglish<K extends keyof EnglishContent>(key: K, content: EnglishContent[K]): void {
  provided.set(key, content);
}

const providedIcelandic = new Map<keyof EnglishContent, unknown>();

/** Called by a page's Icelandic content module (src/web/pages/icelandic/) when it loads. */
export function provideIcelandic<K extends keyof EnglishContent>(key: K, content: EnglishContent[K]): void {
  providedIcelandic.set(key, content);
}

/** A page's Icelandic content, for the pages that load it as a chunk of its own (app/pages.ts). */
export function icelandicContent<K extends keyof EnglishContent>(key: K): EnglishContent[K] {
  if (!providedIcelandic.has(key)) throw new Error(`The Icelandic content of ${key} is not loaded`);
  return providedIcelandic.get(key) as EnglishContent[K];
}

/** A page's English content; its module is always loaded before the English page renders (app/lazy-page.tsx). */
export function englishContent<K extends keyof EnglishContent>(key: K): EnglishContent[K] {
  if (!provided.has(key)) throw new Error(`The English content of ${key} is not loaded`);
  return provided.get(key) as EnglishContent[K];
}
