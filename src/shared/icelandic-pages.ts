/**
 * Whether a link opens a page that is only in Icelandic, so the English site can say so ("(in Icelandic)")
 * before a visitor follows it. Decided from the address alone, for the site's own links and for those an
 * administrator enters: an Icelandic path (`/is/…`) or subdomain (`is.…`), or a site or page known to have
 * no English version. A page under `/en/` never counts, and an unknown site is not claimed to be Icelandic.
 */
const icelandicOnlySites: readonly string[] = [
  "ferdafelag.is",
  "ffrang.is",
  "fjallahjolaklubburinn.is",
  "hjolafrettir.is",
  "lhm.is",
  "orkustofnun.is",
  "utumallt.is",
  "vertuuti.is",
];

/** Pages in Icelandic on sites that also have English pages elsewhere: host and the path they start with. */
const icelandicOnlyPages: readonly string[] = ["visitegilsstadir.is/hjolaleidir", "thingvellir.is/thjonusta", "hellisholar.is/tjaldsvaedi"];

export function isIcelandicOnlyPage(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const path = url.pathname.toLowerCase();
  if (path === "/en" || path.startsWith("/en/")) return false;
  if (host.startsWith("is.") || path === "/is" || path.startsWith("/is/")) return true;
  if (icelandicOnlySites.some((site) => host === site || host.endsWith(`.${site}`))) return true;
  return icelandicOnlyPages.some((page) => `${host}${path}`.startsWith(page));
}
