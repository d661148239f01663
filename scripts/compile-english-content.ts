/**
 * Writes each English guide page's content, the Icelandic modules' facts merged with the English prose
 * (src/content/en/), into src/web/pages/english/compiled/. The English pages load these instead of the
 * merge itself, so an English page does not download the Icelandic prose along with the facts it needs
 * (the first-load budget). Run after changing src/content; `--check` exits 1 when a file is out of date,
 * and a test fails then too.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { blonduosAccommodationEn, blonduosIntroEn, blonduosRoutesEn } from "../src/content/en/blonduos.ts";
import { campingIntroEn, campingSuggestionNoteEn, campingTipsEn, campsitesEn } from "../src/content/en/campsites.ts";
import { privacySectionsEn } from "../src/content/en/privacy.ts";
import { routeSitesEn } from "../src/content/en/route-sites.ts";
import { shopsEn } from "../src/content/en/shops.ts";
import { tipsEn } from "../src/content/en/tips.ts";
import { ebikeListingSiteEn, fanticWorkshopNoteEn, workshopsEn } from "../src/content/en/workshops.ts";
import type { EnglishContent } from "../src/web/i18n/english-content.ts";

const pages: { [K in keyof EnglishContent]: () => EnglishContent[K] } = {
  blonduos: () => ({ blonduosIntro: blonduosIntroEn, blonduosRoutes: blonduosRoutesEn(), blonduosAccommodation: blonduosAccommodationEn() }),
  campsites: () => ({ campingIntro: campingIntroEn, campingSuggestionNote: campingSuggestionNoteEn, campingTips: campingTipsEn, campsites: campsitesEn() }),
  misc: () => tipsEn(),
  privacy: () => privacySectionsEn(),
  routeSites: () => routeSitesEn(),
  shops: () => ({ shops: shopsEn(), workshops: workshopsEn(), fanticWorkshopNote: fanticWorkshopNoteEn, ebikeListingSite: ebikeListingSiteEn() }),
};

function compiled(key: keyof EnglishContent): string {
  return [
    "// Written by scripts/compile-english-content.ts from src/content: do not edit.",
    'import type { EnglishContent } from "../../../i18n/english-content.ts";',
    "",
    `export const content: EnglishContent[${JSON.stringify(key)}] = ${JSON.stringify(pages[key](), null, 1)};`,
    "",
  ].join("\n");
}

export const englishContentFiles = (Object.keys(pages) as (keyof EnglishContent)[]).map((key) => ({
  file: fileURLToPath(new URL(`../src/web/pages/english/compiled/${key}.ts`, import.meta.url).href),
  text: () => compiled(key),
}));

if (import.meta.main) {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const { file, text } of englishContentFiles) {
    const wanted = text();
    const current = await readFile(file, "utf8").catch(() => "");
    if (current === wanted) continue;
    if (check) {
      console.error(`${file} is out of date: run node scripts/compile-english-content.ts`);
      stale += 1;
    } else await writeFile(file, wanted);
  }
  if (stale > 0) process.exit(1);
}
