/** What `--check` looks for in a written hero SVG: small, self-contained, well-formed enough for an <img>. */

export const MAX_BYTES = 80 * 1024;

/** The problems found in one file's text (empty if it looks fine). */
export function svgProblems(text: string, size: number): string[] {
  const problems: string[] = [];
  if (size >= MAX_BYTES) problems.push(`over ${MAX_BYTES / 1024} KB`);
  if (!text.startsWith("<svg")) problems.push("does not start with <svg");
  if (!/^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(text)) problems.push("no xmlns");
  if (!/^<svg[^>]*\sviewBox="0 0 1600 900"/.test(text)) problems.push("no viewBox");
  if (!text.trimEnd().endsWith("</svg>")) problems.push("does not end with </svg>");
  if (!/<title>[^<]+<\/title>/.test(text)) problems.push("no <title>");
  if (/<script|<text|<image|@import|url\((?!#)|href="(?!#)/i.test(text)) problems.push("external reference, script or text");
  const opened = (text.match(/<(?!\/|!|\?)[a-zA-Z]+[^>]*[^/]>/g) ?? []).length;
  const closed = (text.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  if (opened !== closed) problems.push(`unbalanced tags (${opened} open, ${closed} close)`);
  return problems;
}
