import { memo, useContext } from "react";
import { regionsEn } from "../../../../content/en/regions.ts";
import type { RouteCover } from "../../../../shared/photo.ts";
import type { Route } from "../../../../shared/route.ts";
import { CardHeading } from "../../../components/cards/card-heading.tsx";
import { InternalLink } from "../../../components/internal-link.tsx";
import { LocalText } from "../../../components/local-text.tsx";
import { RouteExternalLinks } from "../../../components/route-external-links.tsx";
import { useLanguage } from "../../../i18n/i18n.tsx";
import type { WithEnglish } from "../../../lib/english-texts.ts";
import { formatKm } from "../../../lib/icelandic-number.ts";
import { RouteExtrasContext } from "../../../lib/route-extras.ts";
import type { WithCover } from "./route-covers.ts";

/**
 * Memoised: a search keystroke re-renders the list at once for the field, and the cards whose route is
 * unchanged are skipped, so the keystroke stays within a frame. Hiding or showing a card (a route the search
 * or the filters leave out, kept in the page: route-list.tsx) re-renders only the article and its heading: the
 * rest of the card depends on the route alone.
 */
export const RouteCard = memo(function RouteCard({
  route,
  cover = route.cover,
  highlighted = false,
  hidden = false,
}: {
  route: WithCover<WithEnglish<Route>>;
  /** The route's cover photo, when it has one (route-covers.ts). */
  cover?: RouteCover | undefined;
  highlighted?: boolean;
  hidden?: boolean;
}) {
  // A hidden card has no ids: only a card on show is found by ?routeId, and a hidden card needs no name.
  const id = hidden ? undefined : `route-${route.id}`;
  return (
    <article
      id={id}
      hidden={hidden}
      aria-labelledby={id && `${id}-name`}
      className={`flex scroll-mt-4 flex-col [contain-intrinsic-block-size:auto_24rem] [content-visibility:auto] rounded-2xl bg-white p-5 shadow-sm ring-1 transition ${highlighted ? "ring-4 ring-accent-400" : "ring-slate-200"}`}
    >
      {/* Keyed by route: a card that shows another route (a place, route-list.tsx) gets a new image, never the last one's. */}
      {cover && <CoverThumbnail key={route.id} cover={cover} />}
      {/* The cards sit straight under /routes' h1. */}
      <CardHeading level={2} id={id && `${id}-name`}>
        <LocalText is={route.name} en={route.nameEn} />
      </CardHeading>
      <RouteCardBody route={route} />
    </article>
  );
});

/** The route's cover, small, above its name; lazy, with a fixed size, so it moves nothing as it arrives. */
function CoverThumbnail({ cover }: { cover: RouteCover }) {
  const { lang } = useLanguage();
  return (
    <img
      src={cover.url}
      alt={(lang === "en" && cover.altEn) || cover.alt}
      width={cover.width}
      height={cover.height}
      loading="lazy"
      decoding="async"
      className="mb-3 h-20 w-28 rounded-lg object-cover"
    />
  );
}

const RouteCardBody = memo(function RouteCardBody({ route }: { route: WithEnglish<Route> }) {
  const { lang, t } = useLanguage();
  const extras = useContext(RouteExtrasContext);
  return (
    <>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
        {/* The cards' icons are drawn by CSS (styles.css): no elements of their own in a card repeated 200 times. */}
        <span className="icon-before icon-map-marker inline-flex items-center gap-1 [--icon-color:var(--color-brand-600)]">
          <LocalText is={route.region} en={regionsEn[route.region]} />
        </span>
        <span className="font-semibold text-slate-800">{formatKm(route.distance, lang)}</span>
      </p>
      {extras.card?.(route.id)}
      <p className="mt-3 flex-1 text-slate-700">
        <LocalText is={route.description} en={route.descriptionEn} prose />
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <InternalLink
          href={`/routes/${route.id}`}
          className="icon-before icon-map-marked inline-flex items-center gap-2 rounded-lg bg-accent-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-300"
        >
          {t("routes.viewRoute")}
          <span className="sr-only">: {route.nameEn || route.name}</span>
        </InternalLink>
        <RouteExternalLinks route={route} />
      </div>
    </>
  );
});
