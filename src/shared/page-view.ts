import { z } from "zod";

import { deviceClasses } from "./device-class.ts";
import { plainString } from "./fields.ts";

/**
 * What the browser sends for one page view, after consent. No identifier of
 * any kind: the server keeps only counts per day, path, referrer host and
 * device class.
 */
export const pageViewSchema = z.strictObject({
  path: z
    .string({ error: "path is required" })
    .regex(/^\/[^\s?#\p{Cc}]{0,199}$/u, { error: "path must be a site path such as /routes, without query or fragment" }),
  referrer: plainString("referrer").max(2048, { error: "referrer must be at most 2048 characters" }).default(""),
  device: z.enum(deviceClasses, { error: "device must be phone, tablet or desktop" }),
});

export type PageView = z.infer<typeof pageViewSchema>;

/** Paths that are not pages of the site are counted together under this name, so made-up paths add no rows. */
export const OTHER_PATH = "other";
/** Referrer hosts kept per day; views from further new hosts that day count under OTHER_REFERRER. */
export const MAX_REFERRER_HOSTS_PER_DAY = 100;
export const OTHER_REFERRER = "other";

/** The host of an external referrer, or "" for direct visits, our own pages and anything unparsable. */
export function referrerHost(referrer: string, ownHost: string | undefined): string {
  if (referrer === "") return "";
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    return url.host === ownHost ? "" : url.hostname.toLowerCase();
  } catch {
    return "";
  }
}
