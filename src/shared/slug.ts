/** Icelandic letters that Unicode does not decompose into a plain letter and a mark. */
const icelandic: Record<string, string> = { ð: "d", þ: "th", æ: "ae", ö: "o", ø: "o", å: "a", ß: "ss" };

/**
 * An ASCII slug of a name for file names and URLs: "Kjölur – Hveravellir"
 * → "kjolur-hveravellir". Accents go (á→a, é→e), Icelandic letters are spelt
 * out (ð→d, þ→th, æ→ae), anything else becomes a dash. Empty when nothing is left.
 */
export function asciiSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ðþæöøåß]/g, (letter) => icelandic[letter] ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
