import { useId } from "react";
import { FaCalendarAlt, FaExternalLinkAlt, FaMapMarkerAlt, FaRoute } from "react-icons/fa";
import { Link } from "wouter";
import type { Campsite } from "../../../content/types.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { ExternalLink, IcelandicOnlyNote } from "../external-link.tsx";
import { CardHeading, type CardHeadingLevel } from "./card-heading.tsx";
import { CardLinkButton } from "./card-link-button.tsx";
import { catalogue } from "./messages.ts";

/** "Opið: 1. júní til 1. september"; a season that already says "Opið …" or "Open …" (e.g. "Opið allt árið") is shown as it is. */
export function seasonText(season: string, text: ReturnType<typeof useFeatureText<NonNullable<(typeof catalogue)["keys"]>>>): string {
  return /^(opið|open)(\s|$)/iu.test(season) ? season : text("campsites.open", { season });
}

/**
 * One campsite. `routeIds` maps route names to ids on the site; a nearby
 * route whose name is not in it (still loading, failed, or unknown) gets no link.
 * `routeNames` maps a route's name to the name the page shows (its English
 * name on an English page); a route not in it is shown by its own name.
 */
export function CampsiteCard({
  campsite,
  routeIds,
  routeNames,
  headingLevel = 3,
}: {
  campsite: Campsite;
  routeIds: ReadonlyMap<string, number>;
  routeNames?: ReadonlyMap<string, string>;
  headingLevel?: CardHeadingLevel;
}) {
  const text = useFeatureText(catalogue);
  const headingId = useId();
  const nearby = campsite.nearbyRouteNames.flatMap((name) => {
    const id = routeIds.get(name);
    return id === undefined ? [] : [{ id, name: routeNames?.get(name) ?? name }];
  });
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <CardHeading level={headingLevel} id={headingId}>
        {campsite.name}
      </CardHeading>
      <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
        <FaMapMarkerAlt aria-hidden="true" className="shrink-0 text-brand-600" />
        {campsite.region}
      </p>
      {campsite.season && (
        <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-slate-800">
          <FaCalendarAlt aria-hidden="true" className="shrink-0 text-brand-600" />
          {seasonText(campsite.season, text)}
        </p>
      )}
      <p className="mt-3 mb-4 flex-1 text-slate-700">{campsite.description}</p>
      {(nearby.length > 0 || campsite.links.length > 0) && (
        <ul className="mb-4 space-y-2 text-sm">
          {nearby.map((route) => (
            <li key={route.id}>
              <Link
                to={`/routes?routeId=${route.id}`}
                className="inline-flex items-start gap-2 font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
              >
                <FaRoute aria-hidden="true" className="mt-0.5 shrink-0" />
                {text("campsites.nearbyRoute", { name: route.name })}
              </Link>
            </li>
          ))}
          {campsite.links.map((link) => (
            <li key={link.href}>
              <ExternalLink
                href={link.href}
                note="inside"
                className="inline-flex items-start gap-2 text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
              >
                <FaExternalLinkAlt aria-hidden="true" className="mt-0.5 shrink-0 text-xs" />
                <span>
                  {link.label}
                  <IcelandicOnlyNote href={link.href} />
                </span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
      {campsite.bookingUrl && (
        <CardLinkButton href={campsite.bookingUrl} context={campsite.name}>
          {campsite.noBooking ? text("card.website") : text("campsites.book")}
        </CardLinkButton>
      )}
    </article>
  );
}
