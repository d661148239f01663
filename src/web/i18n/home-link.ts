/**
 * A link's `to` for the home page under the router's base: "/" on the Icelandic pages, and on the English
 * ones "~/en" (wouter's absolute form), since "/" under the base /en would be written /en/, not /en.
 */
export function homeLink(base: string): string {
  return base === "" ? "/" : `~${base}`;
}
