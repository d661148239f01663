import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  checkReportFields,
  HONEYPOT_FIELD,
  MAX_REPORT_PHOTO_BYTES,
  REPORT_PHOTO_DISTANCE_M,
  type ReportField,
  type ReportFieldProblem,
  reportDecisions,
  reportFields,
  reportPaths,
} from "../../shared/condition-report.ts";
import { toIsoDate } from "../../shared/dates.ts";
import { MAX_ROW_ID } from "../../shared/site-paths.ts";
import type { Clock } from "../clock.ts";
import type { BoundedQueue } from "../http/bounded-queue.ts";
import { parseIdQuery } from "../http/id-query.ts";
import { writeRateLimit } from "../http/limits.ts";
import { ClientError } from "../http/validation.ts";
import { clientKey } from "../identity/client-address.ts";
import type { IdentityService } from "../identity/identity-service.ts";
import { requireAdmin, requireSameOrigin } from "../identity/request-guards.ts";
import { photoQueue } from "../photos/photo-queue.ts";
import { processPhoto } from "../photos/process-photo.ts";
import { dailyClientHash } from "../store/rate-limit-store.ts";
import type { SiteStore } from "../store/site-store.ts";
import { ReportChallenges } from "./challenge.ts";
import { conditionFeeds } from "./condition-feeds.ts";
import { distanceToLine, readPhotoClues } from "./photo-clues.ts";

/** The limits of decision 066: per client a day, waiting per route and client, waiting per route and in all. */
export const REPORT_LIMITS = { perClientPerDay: 5, perRouteAndClient: 3, perRoute: 200, total: 2_000 } as const;
/** An e-mail address is kept at most this long, and never after the report is decided. */
export const EMAIL_KEPT_MS = 30 * 86_400_000;
const DAY_MS = 86_400_000;
/** What a single text field may hold, in bytes: the note's 500 characters at 4 bytes, and the proof-of-work payload. */
const MAX_FIELD_BYTES = 4 * 1024;

export const THANK_YOU = "Takk! Lýsingin birtist þegar hún hefur verið yfirfarin.";

export interface ReportsApiOptions {
  store: SiteStore;
  identity: IdentityService;
  clock: Clock;
  /** RATE_LIMIT_SECRET: the challenges' key and the clients' daily hash derive from it. */
  secret: string;
  /** SITE_URL, for the feeds' links. */
  siteUrl?: string | undefined;
  queue?: BoundedQueue;
}

/** Messages for a field's problem, in Icelandic (the web app shows its own, in the page's language). */
const problemMessages: Record<ReportFieldProblem, (field: string) => string> = {
  required: (field) => `Reitinn ${field} vantar.`,
  invalid: (field) => `Reiturinn ${field} er ógildur.`,
  tooLong: (field) => `Reiturinn ${field} er of langur.`,
  future: (field) => `${field} má ekki vera síðar en í dag.`,
  tooOld: (field) => `${field} má ekki vera meira en 14 dögum fyrr.`,
  controlCharacters: (field) => `Reiturinn ${field} má ekki innihalda stýritákn.`,
};

class FieldError extends ClientError {
  readonly field: ReportField;
  readonly problem: ReportFieldProblem | "photo";
  constructor(statusCode: number, field: ReportField, problem: ReportFieldProblem | "photo", message: string) {
    super(statusCode, message);
    this.field = field;
    this.problem = problem;
  }
}

/**
 * Riders' condition reports (docs/decisions/066): the public form's write, with proof of work, a honeypot
 * and limits counted in the database; the public reads of approved reports; the admin's queue and decisions;
 * the reports' photo files.
 */
export const reportsApi: FastifyPluginAsync<ReportsApiOptions> = async (app, { store, identity, clock, secret, siteUrl, queue = photoQueue() }) => {
  await app.register(conditionFeeds, { store, clock, siteUrl });
  const challenges = new ReportChallenges(secret, clock, store.reports);
  const clientHash = dailyClientHash(secret, clock);
  const forgetOldEmails = () => store.reports.forgetEmails(new Date(clock().getTime() - EMAIL_KEPT_MS));
  // Addresses older than 30 days go within the hour even when nobody sends or reviews a report.
  const sweep = setInterval(
    () => void forgetOldEmails().catch((error: Error) => app.log.warn({ err: error }, "forgetting e-mail addresses failed")),
    3_600_000,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  app.get(reportPaths.challenge, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return challenges.create();
  });

  app.get(reportPaths.reports(":id"), async (request, reply) => {
    const id = parseIdQuery(request.params);
    if (!(await store.getRoute(id))) throw new ClientError(404, `Engin leið með auðkennið ${id}`);
    reply.header("cache-control", "no-cache");
    return { reports: await store.reports.listApproved(id, 50) };
  });

  app.get(reportPaths.latest, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return store.reports.listLatest();
  });

  app.get(`${reportPaths.photoPrefix}:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = /^[\w-]{22}-\d{1,5}x\d{1,5}\.webp$/.test(name) ? await store.reports.getFile(name) : undefined;
    // A waiting report's photo is the admin's only; to anyone else it does not exist.
    const visible = file && (file.approved || Boolean(await identity.sessionFor(request.cookies[identity.cookieName])));
    if (!file || !visible) throw new ClientError(404, "No such photo");
    return reply
      .header("content-type", file.type)
      .header("cache-control", file.approved ? "public, max-age=31536000, immutable" : "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  // The public write: the same cross-site guard as the admin's writes, before the body is read.
  await app.register(async (writes) => {
    writes.addHook("onRequest", requireSameOrigin);
    await writes.register(fastifyMultipart, {
      limits: { fileSize: MAX_REPORT_PHOTO_BYTES, files: 1, fields: reportFields.length, fieldSize: MAX_FIELD_BYTES, parts: reportFields.length + 1 },
    });
    writes.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      if (error instanceof FieldError) return reply.code(error.statusCode).send({ message: error.message, field: error.field, problem: error.problem });
      throw error;
    });

    // Beside the daily and waiting counts below, the per-minute limit every write has (src/server/write-limits.ts).
    writes.post(reportPaths.reports(":id"), { config: writeRateLimit() }, async (request, reply) => {
      const routeId = parseIdQuery(request.params);
      const { fields, photo } = await readReport(request);
      // A filled honeypot is a robot: it is thanked like anyone and nothing is kept.
      if ((fields[HONEYPOT_FIELD] ?? "") !== "") return reply.code(201).send({ message: THANK_YOU });
      const now = clock();
      const checked = checkReportFields(fields, toIsoDate(now));
      if (checked.problems) {
        const [field, problem] = Object.entries(checked.problems)[0] as [ReportField, ReportFieldProblem];
        throw new FieldError(400, field, problem, problemMessages[problem](field));
      }
      const refusal = await challenges.redeem(fields.altcha);
      if (refusal) throw new FieldError(403, "altcha", "invalid", `Sönnun verksins (altcha) var ekki tekin: ${refusal}.`);
      const route = await store.getRoute(routeId);
      if (!route) throw new ClientError(404, `Engin leið með auðkennið ${routeId}`);

      const client = clientHash(clientKey(request.ip));
      const dayKey = `report:${client}`;
      if ((await store.identity.readAttempts(dayKey, DAY_MS, now)).attempts >= REPORT_LIMITS.perClientPerDay) return tooMany(reply);
      const waiting = await store.reports.countWaiting(routeId, client);
      if (waiting.total >= REPORT_LIMITS.total || waiting.route >= REPORT_LIMITS.perRoute) return notTaking(reply);
      if (waiting.routeAndClient >= REPORT_LIMITS.perRouteAndClient) return tooMany(reply);

      let flags = { photoFar: false, photoOtherDay: false };
      let files: { name: string; type: string; width: number; height: number; bytes: Uint8Array }[] = [];
      if (photo) {
        // The position and day are read before the pipeline drops the metadata, and only these two flags are kept.
        const clues = await readPhotoClues(photo);
        let processed: Awaited<ReturnType<typeof processPhoto>>;
        try {
          processed = await queue.run(() => processPhoto(photo));
        } catch (error) {
          if (error instanceof ClientError) throw new FieldError(error.statusCode, "photo", "photo", error.message);
          throw error;
        }
        const track = clues.position ? await store.getRouteTrack(routeId) : undefined;
        const line = track?.analysis.line.length ? track.analysis.line : [[route.latitude, route.longitude] as [number, number]];
        flags = {
          photoFar: clues.position !== null && distanceToLine(clues.position, line) > REPORT_PHOTO_DISTANCE_M,
          photoOtherDay: clues.day !== null && clues.day !== checked.input.riddenOn,
        };
        files = processed.variants
          .filter((variant) => variant.kind === "webp")
          .map((variant) => ({ name: variant.name, type: variant.type, width: variant.width, height: variant.height, bytes: variant.bytes }));
      }
      const added = await store.reports.addReport(
        { ...checked.input, routeId, clientHash: client, flags, files },
        { perRouteAndClient: REPORT_LIMITS.perRouteAndClient, perRoute: REPORT_LIMITS.perRoute, total: REPORT_LIMITS.total },
      );
      if (added === "no-route") throw new ClientError(404, `Engin leið með auðkennið ${routeId}`);
      if (added === "client-full") return tooMany(reply);
      if (added === "route-full" || added === "all-full") return notTaking(reply);
      await store.identity.countAttempt(dayKey, DAY_MS, now);
      await forgetOldEmails();
      return reply.code(201).send({ message: THANK_YOU });
    });
  });

  // The admin's review.
  await app.register(async (admin) => {
    admin.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET") await requireSameOrigin(request, reply);
      reply.header("cache-control", "no-store");
    });
    admin.addHook("onRequest", requireAdmin(identity));

    admin.get(reportPaths.waiting, async () => {
      await forgetOldEmails();
      return { reports: await store.reports.listWaiting() };
    });

    admin.post(reportPaths.decision(":reportId"), { config: writeRateLimit() }, async (request) => {
      const raw = (request.params as { reportId: string }).reportId;
      const reportId = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ROW_ID ? Number(raw) : undefined;
      if (reportId === undefined) throw new ClientError(400, "reportId must be a positive whole number");
      const body = request.body as { decision?: unknown } | null;
      if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ClientError(400, "The request body must be a JSON object");
      const extra = Object.keys(body).filter((key) => key !== "decision");
      if (extra.length > 0) throw new ClientError(400, `unknown field: ${extra.join(", ")}`);
      const decision = reportDecisions.find((entry) => entry === body.decision);
      if (!decision) throw new ClientError(400, `decision must be one of: ${reportDecisions.join(", ")}`);
      if (!(await store.reports.decide(reportId, decision, request.admin?.email))) throw new ClientError(404, `Engin lýsing bíður með auðkennið ${reportId}`);
      return { message: decision === "reject" ? "Lýsingunni var hafnað og henni eytt." : "Lýsingin var samþykkt." };
    });
  });
};

function tooMany(reply: FastifyReply): FastifyReply {
  return reply.code(429).header("retry-after", "86400").send({ message: "Of margar lýsingar frá þér í bili. Reyndu aftur á morgun." });
}

/** A 503 answered as such: the app's error handler hides the message of every 5xx it is thrown. */
function notTaking(reply: FastifyReply): FastifyReply {
  return reply.code(503).header("retry-after", "3600").send({ message: "Vefurinn tekur ekki við lýsingum í bili (not taking reports right now)." });
}

/** The form's text fields and its one optional photo; every multipart limit becomes a clear 4xx. */
async function readReport(request: FastifyRequest): Promise<{ fields: Record<string, string>; photo: Buffer | undefined }> {
  if (!request.isMultipart()) throw new ClientError(415, "Sendu lýsinguna sem multipart/form-data.");
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "photo") throw new FieldError(400, "photo", "invalid", `Óþekktur reitur: ${part.fieldname.slice(0, 40)}.`);
        const bytes = await part.toBuffer();
        // A file input left empty still sends a part with no bytes: no photo.
        if (bytes.byteLength > 0) photo = bytes;
      } else {
        if (!(reportFields as readonly string[]).includes(part.fieldname)) throw new ClientError(400, `Óþekktur reitur: ${part.fieldname.slice(0, 40)}.`);
        const field = part.fieldname as ReportField;
        if (part.valueTruncated) throw new FieldError(400, field, "tooLong", problemMessages.tooLong(field));
        if (typeof part.value !== "string") throw new FieldError(400, field, "invalid", problemMessages.invalid(field));
        fields[field] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ClientError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new FieldError(413, "photo", "photo", "Myndin er stærri en 15 MB. Minnkaðu hana og reyndu aftur.");
    if (code === "FST_FILES_LIMIT") throw new FieldError(413, "photo", "photo", "Sendu eina mynd með hverri lýsingu.");
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw new ClientError(413, "Of margir reitir í forminu.");
    throw new ClientError(400, "Formið barst ekki heilt. Reyndu aftur.");
  }
  return { fields, photo };
}
