import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { apiPaths } from "../../shared/api-paths.ts";
import { estimateEnergy } from "../../shared/energy-model.ts";
import type { Route } from "../../shared/route.ts";
import { asciiSlug } from "../../shared/slug.ts";
import { GPX_FILE_NAME_HEADER, MAX_GPX_BYTES, type RouteTrack, routeFiguresFromTrack, type TrackPreview, type TrackUploadAnswer } from "../../shared/track.ts";
import { parseIdQuery } from "../http/id-query.ts";
import { writeRateLimit } from "../http/limits.ts";
import { ClientError } from "../http/validation.ts";
import type { SiteStore, StoredTrack } from "../store/site-store.ts";
import { type AnalyseGpxOptions, analyseGpx, analyseGpxForStorage } from "./analyse-gpx.ts";
import { unpackGpx } from "./packed-gpx.ts";

export interface TracksApiOptions {
  store: SiteStore;
}

export interface TrackWritesOptions extends TracksApiOptions {
  gpxAnalysis?: AnalyseGpxOptions | undefined;
}

/** The content types a GPX upload may come as: browsers label .gpx files differently, or not at all. */
export const gpxContentTypes = ["application/gpx+xml", "application/xml", "text/xml", "application/octet-stream"];

/** The download's file name: the route's name as an ASCII slug, e.g. "kjolur.gpx". */
export function gpxFileName(route: Pick<Route, "id" | "name">): string {
  return `${asciiSlug(route.name) || `route-${route.id}`}.gpx`;
}

/** A stored track as the route page reads it; the energy estimate is computed on reading, so a better model needs no re-upload. */
export function toRouteTrack(route: Route, stored: StoredTrack): RouteTrack {
  const { line, start, end, profile, stats } = stored.analysis;
  return {
    routeId: route.id,
    line,
    start,
    end,
    profile,
    stats,
    energy: stats.climbM === null ? null : estimateEnergy(stats.lengthKm, stats.climbM),
    fileName: gpxFileName(route),
  };
}

/** A route's GPX file, as the admin uploaded it, to download. */
export const gpxDownloads: FastifyPluginAsync<TracksApiOptions> = async (app, { store }) => {
  app.get(apiPaths.gpx(":id"), async (request, reply) => {
    const id = parseIdQuery(request.params);
    const route = await requireRoute(store, id);
    const stored = await store.getRouteGpx(id);
    if (!stored) throw new ClientError(404, `Route ${id} has no track`);
    const gpx = await unpackGpx(stored);
    return reply
      .header("content-type", "application/gpx+xml")
      .header("content-disposition", `attachment; filename="${gpxFileName(route)}"`)
      .header("cache-control", "no-cache")
      .send(Buffer.from(gpx.buffer, gpx.byteOffset, gpx.byteLength));
  });
};

/**
 * The admin's upload, removal and preview of tracks; registered inside adminApi, whose guards run when the
 * request arrives, before the body is read, so nobody without the admin's session can make the server
 * buffer ten megabytes.
 */
export const trackWrites: FastifyPluginAsync<TrackWritesOptions> = async (app, { store, gpxAnalysis = {} }) => {
  // Options of their own for each route: @fastify/rate-limit adds its hook to the options it is given, so
  // options shared between routes would run every route's limiter on each request.
  const upload = () => ({ config: writeRateLimit(), bodyLimit: MAX_GPX_BYTES });

  // Only inside this plugin: everywhere else these types stay unsupported (415).
  app.addContentTypeParser(gpxContentTypes, { parseAs: "buffer", bodyLimit: MAX_GPX_BYTES }, (_request, body, done) => done(null, body));

  // The route's own distance and start are left as they are: the answer says so and suggests the track's (TrackUploadAnswer).
  app.put(apiPaths.track(":id"), upload(), async (request): Promise<TrackUploadAnswer> => {
    const id = parseIdQuery(request.params);
    const route = await requireRoute(store, id);
    // Parsed, measured and packed in a worker thread, with a time limit (docs/decisions/028, 046).
    const { analysis, packed } = await analyseGpxForStorage(requireFile(request), gpxAnalysis);
    const outcome = await store.setRouteTrack(id, { file: packed, fileName: uploadedFileName(request), analysis }, request.admin?.email);
    if (outcome === false) throw new ClientError(404, `No route with id ${id}`);
    const stored = await store.getRouteTrack(id);
    if (!stored) throw new Error(`the track of route ${id} was not stored`);
    return {
      message: outcome === "added" ? `Track added to route "${route.name}"` : `Track of route "${route.name}" replaced`,
      track: toRouteTrack(route, stored),
      routeUpdated: false,
      suggested: routeFiguresFromTrack(analysis),
    };
  });

  app.delete(apiPaths.track(":id"), { config: writeRateLimit() }, async (request) => {
    const id = parseIdQuery(request.params);
    const route = await requireRoute(store, id);
    if (!(await store.removeRouteTrack(id, request.admin?.email))) throw new ClientError(404, `Route ${id} has no track`);
    return { message: `Track of route "${route.name}" removed` };
  });

  app.post(apiPaths.trackPreview, upload(), async (request): Promise<TrackPreview> => {
    const { line, start, end, stats } = await analyseGpx(requireFile(request), gpxAnalysis);
    return { line, start, end, stats };
  });
};

async function requireRoute(store: SiteStore, id: number): Promise<Route> {
  const route = await store.getRoute(id);
  if (!route) throw new ClientError(404, `No route with id ${id}`);
  return route;
}

function requireFile(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body)) {
    throw new ClientError(415, `Send the GPX file itself as the body, as ${gpxContentTypes.join(", ")}`);
  }
  return request.body;
}

/** The optional file-name header, URI-encoded by the browser; only its last path part, at most 200 characters. */
function uploadedFileName(request: FastifyRequest): string {
  const raw = request.headers[GPX_FILE_NAME_HEADER];
  if (typeof raw !== "string" || raw === "") return "track.gpx";
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    throw new ClientError(400, `${GPX_FILE_NAME_HEADER} must be URI-encoded`);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (base === "" || base.length > 200) throw new ClientError(400, `${GPX_FILE_NAME_HEADER} must be a file name of at most 200 characters`);
  return base;
}
