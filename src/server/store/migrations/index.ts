import type { Migration } from "kysely/migration";
import * as routesAndEvents from "./0001-routes-and-events.ts";
import * as pageViews from "./0002-page-views.ts";
import * as adminIdentityAndAudit from "./0003-admin-identity-and-audit.ts";
import * as routeTracks from "./0004-route-tracks.ts";
import * as englishTexts from "./0005-english-texts.ts";
import * as routePhotos from "./0006-route-photos.ts";
import * as routeConditions from "./0007-route-conditions.ts";
import * as weatherForecasts from "./0008-weather-forecasts.ts";
import * as conditionReports from "./0009-condition-reports.ts";
import * as passkeys from "./0010-passkeys.ts";

/**
 * Every schema version in order. Names sort lexically, so keep the numeric
 * prefix; never edit a migration that has shipped — add a new one.
 */
export const migrations: Record<string, Migration> = {
  "0001-routes-and-events": routesAndEvents,
  "0002-page-views": pageViews,
  "0003-admin-identity-and-audit": adminIdentityAndAudit,
  "0004-route-tracks": routeTracks,
  "0005-english-texts": englishTexts,
  "0006-route-photos": routePhotos,
  "0007-route-conditions": routeConditions,
  "0008-weather-forecasts": weatherForecasts,
  "0009-condition-reports": conditionReports,
  "0010-passkeys": passkeys,
};
