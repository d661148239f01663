/**
 * MET Norway's terms ask every client to name itself and a contact in its User-Agent; requests without one
 * may be refused. The site names itself by SITE_URL and SITE_EMAIL (docs/decisions/063).
 */
export function weatherUserAgent(siteUrl: string | undefined, email: string | undefined): string {
  const contact = [siteUrl, email].filter((part) => part !== undefined).join("; ");
  return `rafhjol-a-islandi/1.0${contact === "" ? "" : ` (${contact})`}`;
}

/** The start-up warning when the forecast is on but the User-Agent cannot name the site or a contact; undefined when all is set. */
export function weatherWarning(forecastUrl: string | null, siteUrl: string | undefined, email: string | undefined): string | undefined {
  if (forecastUrl === null) return undefined;
  const missing = [siteUrl === undefined && "SITE_URL", email === undefined && "SITE_EMAIL"].filter((name) => name !== false);
  if (missing.length === 0) return undefined;
  return `The weather forecast's requests cannot name ${missing.join(" and ")} in their User-Agent, as MET Norway's terms require: set ${missing.join(" and ")}, or WEATHER_FORECAST_URL=off (README, Configuration).`;
}
