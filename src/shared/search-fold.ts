/**
 * Text folded for a search that forgives: case and accents are ignored and the
 * Icelandic letters are spelled out as a visitor without an Icelandic keyboard
 * types them (þ → th, ð → d, æ → ae, ö → o, á → a, é → e, í → i, ó → o, ú → u,
 * ý → y). Both the routes' texts and the typed text are folded, so `thorsmork`
 * finds Þórsmörk and `Kjöl` still finds Kjölur.
 *
 * Each character folds on its own, so text that contains another still contains
 * it after folding: a search that narrows letter by letter can keep scanning only
 * the last matches (route-search.ts).
 */
const spelledOut: Readonly<Record<string, string>> = { þ: "th", ð: "d", æ: "ae", ø: "o", œ: "oe", ß: "ss" };
const spelledOutPattern = /[þðæøœß]/g;
// Combining marks left after canonical decomposition: the accents of á, ö, é, ü and the like.
const accents = /\p{Mn}/gu;

export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(spelledOutPattern, (letter) => spelledOut[letter] ?? letter)
    .normalize("NFD")
    .replace(accents, "");
}
