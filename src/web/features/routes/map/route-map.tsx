import "leaflet/dist/leaflet.css";
import type { DivIconOptions, LatLngTuple, LeafletEvent, LeafletKeyboardEvent, Map as LeafletMap, Marker as LeafletMarker } from "leaflet";
import { memo, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Tooltip, useMap, useMapEvents } from "react-leaflet";
import { useRouter } from "wouter";
import { navigate } from "wouter/use-browser-location";
import type { Route } from "../../../../shared/route.ts";
import { LocalText } from "../../../components/local-text.tsx";
import { useLanguage } from "../../../i18n/i18n.tsx";
import type { WithEnglish } from "../../../lib/english-texts.ts";
import { formatNumber } from "../../../lib/icelandic-number.ts";
import { RouteExtrasContext } from "../../../lib/route-extras.ts";
import { useSteps } from "../../../lib/use-steps.ts";
import { ClonedDivIcon } from "../../../map/cloned-icon.ts";
import { MapMarker } from "../../../map/flat-marker.ts";
import { type FirstView, InitialView } from "../../../map/initial-view.tsx";
import { MapControls, SiteMap } from "../../../map/site-map.tsx";
import { SiteTileLayer } from "../../../map/tile-layer.tsx";
import { type ClusterSource, openClusterSource } from "./cluster-client.ts";
import { ClusterLayer, type ClusterMark, type ClusterTexts } from "./cluster-layer.ts";
import { type Bbox, type MapItem, type MapView, shownItems } from "./map-items.ts";
import { type PinIcons, PinLayer, type PinMark } from "./pin-layer.ts";
import { type Rect, spreadPins } from "./spread-pins.ts";

/** Centred on Iceland at zoom 6; tiles up to zoom 19. */
export const MAP_CENTER: [number, number] = [65, -19];
export const MAP_ZOOM = 6;
const FIRST_VIEW: FirstView = { center: MAP_CENTER, zoom: MAP_ZOOM };
export const MAP_MAX_ZOOM = 19;

// An inline SVG pin: no image files to resolve, and it stays sharp on any screen.
const pinPlace = { className: "route-pin", iconSize: [28, 37], iconAnchor: [14, 36], tooltipAnchor: [0, -30] } satisfies DivIconOptions;
/** A pin's outline in a 32×42 box, drawn 28×37, filled with `fill`; `inside` is drawn over it. */
const pinMarkup = (fill: string, inside: string) =>
  `<svg viewBox="0 0 32 42" width="28" height="37" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.9 1 27 16 41 16 41s15-14 15-25.1C31 7.6 24.3 1 16 1z" fill="${fill}" stroke="#fff" stroke-width="2"/>${inside}</svg>`;
const pinIcon = new ClonedDivIcon(pinMarkup("#0f766e", '<circle cx="16" cy="16" r="6" fill="#f59e0b"/>'), pinPlace);

// A pin with something to say (a closed route): dark, with a cross where the dot is; its tooltip and name say what.
const markedPinIcon = new ClonedDivIcon(
  pinMarkup("#7f1d1d", '<path d="M11 11l10 10M21 11L11 21" stroke="#fff" stroke-width="3" stroke-linecap="round"/>'),
  pinPlace,
);

/**
 * Up to this many routes, every route is its own marker;
 * above it, markers that would overlap are drawn as one numbered cluster that
 * zooms in when chosen, so thousands of routes stay a light map
 * (docs/decisions/015).
 */
export const CLUSTER_ABOVE_ROUTES = 150;

/** /routes?routeId=…, keeping the filters and search of the list the map shows (none from another page). */
function routeLink(routeId: number): string {
  const params = new URLSearchParams(/\/routes\/?$/.test(window.location.pathname) ? window.location.search : "");
  params.set("routeId", String(routeId));
  return `/routes?${params}`;
}

/** The pins' two looks, for the pins drawn outside React (PinLayer). */
const PIN_ICONS: PinIcons = { plain: pinIcon, marked: markedPinIcon };

/**
 * A route's pin's texts in the page's language: the route's English name on an English page when it has one,
 * otherwise its own (Icelandic) name, marked as such; and what another feature adds to the pin (a closed route's
 * "Lokuð"), in its tooltip and name alike.
 */
function usePinMarks(): (route: WithEnglish<Route>) => PinMark {
  const { lang } = useLanguage();
  const marker = useContext(RouteExtrasContext).marker;
  return useCallback(
    (route) => ({
      routeId: route.id,
      latitude: route.latitude,
      longitude: route.longitude,
      name: (lang === "en" && route.nameEn) || route.name,
      nameLang: lang === "en" && !route.nameEn ? "is" : undefined,
      note: marker?.(route.id),
    }),
    [lang, marker],
  );
}

/** Opens the route's card: /routes?routeId=… under the router's base, read once, not subscribed to the address. */
function useOpenRoute(): (routeId: number) => void {
  const { base } = useRouter();
  return useCallback((routeId) => navigate(`${base}${routeLink(routeId)}`), [base]);
}

/**
 * A route's pin, as a React component, on the map of up to CLUSTER_ABOVE_ROUTES routes. Drawn again only when its
 * route, place or note changes: a filter that changes the address leaves the pins alone.
 */
const RouteMarker = memo(function RouteMarker({ route, position }: { route: WithEnglish<Route>; position?: LatLngTuple }) {
  const open = useOpenRoute();
  const { name, note } = usePinMarks()(route);
  const label = note ? `${name} — ${note}` : name;
  const place = useMemo((): LatLngTuple => position ?? [route.latitude, route.longitude], [position, route]);
  const eventHandlers = useMemo(
    () => ({
      click: () => open(route.id),
      // Leaflet only opens popups on Enter; a marker acting as a button should also follow its link.
      keypress: (event: LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key === "Enter" || key === " ") open(route.id);
      },
      // Leaflet gives keyboard markers role="button"; give them the route's name too.
      add: (event: LeafletEvent) => (event.target as LeafletMarker).getElement()?.setAttribute("aria-label", label),
    }),
    [open, route, label],
  );
  return (
    <MapMarker
      // Leaflet reads the title and icon once, when the marker is made: a new note makes a new marker.
      key={note ?? ""}
      position={place}
      icon={note ? markedPinIcon : pinIcon}
      title={label}
      keyboard
      eventHandlers={eventHandlers}
    >
      <Tooltip direction="top">
        <LocalText is={route.name} en={route.nameEn} />
        {note && <> — {note}</>}
      </Tooltip>
    </MapMarker>
  );
});

function viewOf(map: LeafletMap): { bbox: Bbox; zoom: number } {
  const bounds = map.getBounds();
  return { bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom: Math.round(map.getZoom()) };
}

/** Each language's cluster texts by count, formatted once (the same counts come back often). */
const clusterTexts = new Map<string, Map<number, ClusterTexts>>();

/** The clusters' texts in the page's language: the same object for the same count, so unchanged texts are not written again. */
function useClusterTexts(): (count: number) => ClusterTexts {
  const { lang, t } = useLanguage();
  return useMemo(() => {
    const texts = clusterTexts.get(lang) ?? new Map<number, ClusterTexts>();
    clusterTexts.set(lang, texts);
    return (count: number) => {
      let found = texts.get(count);
      if (!found) {
        const n = formatNumber(count, 0, lang);
        found = { title: t("map.cluster", { count, n }), label: t("map.clusterLabel", { count, n }) };
        texts.set(count, found);
      }
      return found;
    };
  }, [lang, t]);
}

/**
 * Clusters of nearby routes (supercluster), asked for the part of the map in view after each move. The index
 * holds every route and is built and asked in a worker (cluster-client.ts), so at thousands of routes its build
 * does not hold up the page's first render or a tap. A search or a filter asks nothing: each answer names the
 * routes of its clusters, and the routes left are drawn from it here (shownItems), in the same render as the
 * cards. The numbered clusters are drawn by a ClusterLayer and the routes' own pins by a PinLayer, outside React
 * (docs/decisions/056, 078).
 */
function ClusteredMarkers({ routes, shown, source }: { routes: readonly Route[]; shown: readonly Route[]; source: ClusterSource | undefined }) {
  const map = useMap();
  const placeOf = useMemo(() => new Map(routes.map((route, index) => [route, index])), [routes]);
  // The routes shown, by their places in the list; null when every route is (the same number as the list has).
  const shownPlaces = useMemo(() => {
    if (shown.length === routes.length) return null;
    const places = new Uint8Array(routes.length);
    for (const route of shown) {
      const place = placeOf.get(route);
      if (place !== undefined) places[place] = 1;
    }
    return places;
  }, [placeOf, routes, shown]);
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  // Each answer is kept with the source that gave it: its routes are places in that source's list, so after
  // a new list the old answer is not drawn against it. After a move, the last answer stays drawn until the
  // new one comes, so the markers change once, in place.
  const [answer, setAnswer] = useState<{ source: ClusterSource; view: MapView }>();
  useEffect(() => {
    if (!source) return;
    let current = true;
    source.items(view.bbox, view.zoom).then(
      (answered) => current && setAnswer({ source, view: answered }),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [source, view]);
  const items = useMemo(() => (answer && answer.source === source ? shownItems(answer.view, shownPlaces) : []), [answer, source, shownPlaces]);
  const clusters = useMemo(() => items.filter((item): item is MapItem & { kind: "cluster" } => item.kind === "cluster"), [items]);
  // A chosen cluster zooms to where its routes part, as the source that drew it says.
  const choose = useRef<(cluster: ClusterMark) => void>(() => {});
  useLayoutEffect(() => {
    choose.current = ({ id, latitude, longitude }) =>
      source?.expansionZoom(id).then(
        (zoom) => map.setView([latitude, longitude], Math.min(zoom, MAP_MAX_ZOOM)),
        (error: unknown) => console.error(error),
      );
  }, [source, map]);
  const [layer, setLayer] = useState<ClusterLayer>();
  useLayoutEffect(() => {
    const made = new ClusterLayer(map, (cluster) => choose.current(cluster));
    setLayer(made);
    return () => made.clear();
  }, [map]);
  const textsOf = useClusterTexts();
  // Before the frame is drawn: the clusters and pins change in the same frame as the cards.
  useLayoutEffect(() => layer?.draw(clusters, textsOf), [layer, clusters, textsOf]);
  const pinMark = usePinMarks();
  const pins = useMemo(
    () =>
      items.flatMap((item) => {
        const route = item.kind === "route" ? routes[item.index] : undefined;
        return route ? [pinMark(route)] : [];
      }),
    [items, routes, pinMark],
  );
  const open = useRef<(routeId: number) => void>(() => {});
  const openRoute = useOpenRoute();
  useLayoutEffect(() => {
    open.current = openRoute;
  }, [openRoute]);
  const [pinLayer, setPinLayer] = useState<PinLayer>();
  useLayoutEffect(() => {
    const made = new PinLayer(map, PIN_ICONS, (routeId) => open.current(routeId));
    setPinLayer(made);
    return () => made.clear();
  }, [map]);
  useLayoutEffect(() => pinLayer?.draw(pins), [pinLayer, pins]);
  return null;
}

/**
 * The links and buttons drawn over the map (zoom, attribution, the warning
 * button beside the map's container), in the map's world pixels at its zoom.
 */
function buttonsOver(map: LeafletMap): Rect[] {
  const container = map.getContainer();
  const frame = container.getBoundingClientRect();
  const controls = [...(container.parentElement ?? container).querySelectorAll<HTMLElement>("a, button")].filter(
    (element) => !element.closest(".leaflet-marker-pane"),
  );
  const origin = map.getPixelBounds().min ?? { x: 0, y: 0 };
  return controls.map((element) => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left - frame.left + origin.x,
      top: rect.top - frame.top + origin.y,
      right: rect.right - frame.left + origin.x,
      bottom: rect.bottom - frame.top + origin.y,
    };
  });
}

/** The pin's clickable box (pinIcon's size): no two may overlap. */
const PIN_BOX = { width: 28, height: 37 };

/** Markers added per frame: each Leaflet marker with its tooltip costs main-thread time on a phone. */
const MARKERS_PER_FRAME = 6;

/** How many markers to draw: none at first, then a frame's worth more each frame until all are on the map, so no one task is long. */
function useMarkersInBatches(total: number): number {
  return Math.min(total, useSteps(Math.ceil(total / MARKERS_PER_FRAME)) * MARKERS_PER_FRAME);
}

/**
 * A marker per route, each drawn where no other pin covers it at the current
 * zoom (spreadPins): routes a few kilometres apart stay two separate targets
 * on the country-wide map and meet their true places as the map zooms in.
 */
function SpreadMarkers({ routes }: { routes: readonly Route[] }) {
  const map = useMap();
  // Recomputed after every move: the buttons over the map stay put while the map slides under them.
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), center: map.getCenter() }));
  useMapEvents({ moveend: () => setView({ zoom: map.getZoom(), center: map.getCenter() }) });
  const positions = useMemo(() => {
    const { zoom } = view;
    const points = routes.map((route) => map.project([route.latitude, route.longitude], zoom));
    return spreadPins(points, PIN_BOX, buttonsOver(map)).map((point): LatLngTuple => {
      const { lat, lng } = map.unproject([point.x, point.y], zoom);
      return [lat, lng];
    });
  }, [map, routes, view]);
  const shown = useMarkersInBatches(routes.length);
  return (
    <>
      {routes.slice(0, shown).map((route, index) => (
        <RouteMarker key={route.id} route={route} position={positions[index]} />
      ))}
    </>
  );
}

/** Tells the page the map's view at first and after each move. */
function ViewReporter({ onView }: { onView: (bbox: Bbox) => void }) {
  const map = useMap();
  useEffect(() => onView(viewOf(map).bbox), [map, onView]);
  useMapEvents({ moveend: () => onView(viewOf(map).bbox) });
  return null;
}

/**
 * Leaflet's map with a marker per route (clustered when there are many); loaded lazily so the first page load
 * stays small. The map, its first view, its tiles, its controls and its pins each come a frame after the one
 * before (useSteps), so no single task on a phone does all of it.
 */
export default function RouteMap({ routes, shown = routes, onView }: { routes: readonly Route[]; shown?: readonly Route[]; onView?: (bbox: Bbox) => void }) {
  const step = useSteps(5);
  // The cluster index is built from the first step on, in its worker, while the map, its view, tiles and controls
  // come: by the step that draws the markers, its first answer is on its way or there.
  const clustered = routes.length > CLUSTER_ABOVE_ROUTES;
  const [opened, setOpened] = useState<{ routes: readonly Route[]; source: ClusterSource }>();
  useEffect(() => {
    if (!clustered) return;
    const source = openClusterSource(routes);
    setOpened({ routes, source });
    return () => source.close();
  }, [clustered, routes]);
  // A source answers in places of its own list: never drawn against another.
  const source = opened?.routes === routes ? opened.source : undefined;
  if (step === 0) return <div className="size-full" />;
  return (
    <SiteMap maxZoom={MAP_MAX_ZOOM}>
      {step >= 2 && <InitialView view={FIRST_VIEW} />}
      {step >= 3 && <SiteTileLayer maxZoom={MAP_MAX_ZOOM} />}
      {step >= 4 && <MapControls />}
      {step >= 5 && (clustered ? <ClusteredMarkers routes={routes} shown={shown} source={source} /> : <SpreadMarkers routes={shown} />)}
      {step >= 2 && onView && <ViewReporter onView={onView} />}
    </SiteMap>
  );
}
