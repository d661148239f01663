import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Feed } from "feed";
import { reportPaths } from "../../shared/condition-report.ts";
import { formatDayMonth } from "../../shared/dates.ts";
import type { RouteCondition } from "../../shared/route-condition.ts";
import { parseRowId, routePagePath } from "../../shared/site-paths.ts";
import type { Clock } from "../clock.ts";
import { ClientError } from "../http/validation.ts";
import type { ConditionFeedEntry } from "../store/report-store.ts";
import type { SiteStore } from "../store/site-store.ts";

/** How many entries a feed carries. */
const FEED_ENTRIES = 50;

/** The conditions' names as the Icelandic pages say them. */
const conditionNames: Record<RouteCondition, string> = { open: "Opin", caution: "Varúð", mud: "Aurbleyta", snow: "Snjór", closed: "Lokuð" };

export interface ConditionFeedsOptions {
  store: SiteStore;
  clock: Clock;
  /** SITE_URL; unset (development only), each request's own origin. */
  siteUrl?: string | undefined;
}

/**
 * Atom feeds (RFC 4287, written by the `feed` library) of routes' condition changes and approved riders'
 * reports: one route's at /routes/{id}/conditions.atom, every route's at /conditions.atom. A rider follows
 * a route in any feed reader, without an account.
 */
export const conditionFeeds: FastifyPluginAsync<ConditionFeedsOptions> = async (app, { store, clock, siteUrl }) => {
  const originOf = (request: FastifyRequest) => siteUrl ?? `${request.protocol}://${request.host}`;

  app.get(reportPaths.feed, async (request, reply) => {
    const origin = originOf(request);
    const entries = await store.reports.feedEntries(undefined, FEED_ENTRIES);
    reply.header("content-type", "application/atom+xml; charset=utf-8").header("cache-control", "no-cache");
    return atom(origin, `${origin}${reportPaths.feed}`, "Ástand leiða – Rafhjól á Íslandi", `${origin}/routes`, entries, clock);
  });

  app.get(reportPaths.routeFeed(":id"), async (request, reply) => {
    const id = parseRowId((request.params as { id: string }).id);
    if (id === null) throw new ClientError(400, "id must be a positive whole number");
    const route = await store.getRoute(id);
    if (!route) throw new ClientError(404, `Engin leið með auðkennið ${id}`);
    const origin = originOf(request);
    const entries = await store.reports.feedEntries(id, FEED_ENTRIES);
    reply.header("content-type", "application/atom+xml; charset=utf-8").header("cache-control", "no-cache");
    return atom(origin, `${origin}${reportPaths.routeFeed(id)}`, `Ástand: ${route.name} – Rafhjól á Íslandi`, `${origin}${routePagePath(id)}`, entries, clock);
  });
};

function atom(origin: string, self: string, title: string, link: string, entries: ConditionFeedEntry[], clock: Clock): string {
  const newest = entries[0]?.at;
  const feed = new Feed({
    id: self,
    title,
    link,
    language: "is",
    // An empty feed is as new as the moment it is read; otherwise as its newest entry.
    updated: newest ? new Date(newest) : clock(),
    generator: false,
    feedLinks: { atom: self },
    author: { name: "Rafhjól á Íslandi", link: origin },
  });
  for (const entry of entries) {
    const page = `${origin}${routePagePath(entry.routeId)}`;
    const day = formatDayMonth(entry.day, "is");
    const condition = conditionNames[entry.condition];
    const title =
      entry.kind === "change"
        ? `${entry.routeName}: ${condition} (athugað ${day})`
        : `${entry.routeName}: ${condition} – lýsing frá ${entry.name ?? "hjólreiðamanni"}, hjólað ${day}`;
    feed.addItem({
      id: `${origin}/conditions/${entry.kind}-${entry.id}`,
      title,
      link: page,
      date: new Date(entry.at),
      published: new Date(entry.at),
      // The library writes the summary as HTML: the plain-text note is escaped, so markup in it stays text.
      ...(entry.note ? { description: escapeHtml(entry.note) } : {}),
    });
  }
  return feed.atom1();
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
