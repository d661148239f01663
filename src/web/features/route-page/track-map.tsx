import "leaflet/dist/leaflet.css";
import { divIcon, latLngBounds } from "leaflet";
import { useMemo } from "react";
import { Circle, CircleMarker, Polyline } from "react-leaflet";
import type { Route } from "../../../shared/route.ts";
import type { ProfilePoint, RouteTrack } from "../../../shared/track.ts";
import { useLanguage } from "../../i18n/i18n.tsx";
import type { BatteryMark } from "../../lib/battery-mark.ts";
import type { RiderMark } from "../../lib/rider-mark.ts";
import { useSteps } from "../../lib/use-steps.ts";
import { MapMarker } from "../../map/flat-marker.ts";
import { type FirstView, InitialView } from "../../map/initial-view.tsx";
import { MapControls, SiteMap } from "../../map/site-map.tsx";
import { SiteTileLayer } from "../../map/tile-layer.tsx";
import { trackEnds } from "./track-ends.ts";

/** Tiles up to zoom 19, as on the routes map. */
const MAX_ZOOM = 19;
/** Close enough to see the roads around a route that has only its point. */
const POINT_ZOOM = 11;

const dot = (fill: string, label: string) =>
  divIcon({
    className: "track-end-marker",
    html: `<svg viewBox="0 0 24 24" width="22" height="22" role="img" aria-label="${label}"><circle cx="12" cy="12" r="9" fill="${fill}" stroke="#fff" stroke-width="3"/></svg>`,
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });
/** The start, end and point markers, labelled in the page's language; a loop's start and end are one place: one dot, its left half the start's green and its right half the end's red. */
function makeIcons(start: string, end: string, startEnd: string, point: string) {
  return {
    start: dot("#15803d", start),
    end: dot("#b91c1c", end),
    "start-end": divIcon({
      className: "track-end-marker",
      html: `<svg viewBox="0 0 24 24" width="22" height="22" role="img" aria-label="${startEnd}"><path d="M12 3a9 9 0 0 0 0 18z" fill="#15803d"/><path d="M12 3a9 9 0 0 1 0 18z" fill="#b91c1c"/><circle cx="12" cy="12" r="9" fill="none" stroke="#fff" stroke-width="3"/></svg>`,
      iconSize: [22, 22],
      iconAnchor: [11, 11],
    }),
    point: divIcon({
      className: "route-pin",
      html: `<svg viewBox="0 0 32 42" width="28" height="37" role="img" aria-label="${point}"><path d="M16 1C7.7 1 1 7.6 1 15.9 1 27 16 41 16 41s15-14 15-25.1C31 7.6 24.3 1 16 1z" fill="#0f766e" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="6" fill="#f59e0b"/></svg>`,
      iconSize: [28, 37],
      iconAnchor: [14, 36],
    }),
  };
}

interface Props {
  route: Route;
  track: RouteTrack | null;
  /** The profile point the visitor points at, or null. */
  position: ProfilePoint | null;
  /** Where the rider is, while "Hvar er ég?" follows them; null otherwise. */
  rider?: RiderMark | null;
  /** The battery plan ("Dugar rafhlaðan?"): where the battery runs out is marked. */
  battery?: BatteryMark | null;
}

/** The rider's dot, a blue unlike the track's and the ends' colours, labelled for screen readers. */
const riderIcon = (label: string) =>
  divIcon({
    className: "track-rider",
    html: `<svg viewBox="0 0 24 24" width="24" height="24" role="img" aria-label="${label.replace(/[<>&"]/g, "")}"><circle cx="12" cy="12" r="8" fill="#1d4ed8" stroke="#fff" stroke-width="3"/></svg>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
  });

/** Where the battery runs out: a red square with a bolt, labelled for screen readers. */
const runsOutIcon = (label: string) =>
  divIcon({
    className: "track-runs-out",
    html: `<svg viewBox="0 0 24 24" width="24" height="24" role="img" aria-label="${label.replace(/[<>&"]/g, "")}"><rect x="3" y="3" width="18" height="18" rx="4" fill="#b91c1c" stroke="#fff" stroke-width="2.5"/><path d="M13 6l-5 7h4l-1 5 5-7h-4z" fill="#fff"/></svg>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
  });

function RunsOut({ at, label }: { at: { lat: number; lon: number }; label: string }) {
  const icon = useMemo(() => runsOutIcon(label), [label]);
  return <MapMarker position={[at.lat, at.lon]} icon={icon} interactive={false} keyboard={false} zIndexOffset={900} />;
}

/**
 * The rider on the map: the dot, the circle the position is accurate within, and when off the route a dashed line
 * to the nearest point of the track. The map is not moved to the rider: the tiles it would fetch would tell the
 * tile server where the rider is (docs/decisions/039).
 */
function Rider({ rider }: { rider: RiderMark }) {
  const icon = useMemo(() => riderIcon(rider.label), [rider.label]);
  return (
    <>
      <Circle
        center={[rider.lat, rider.lon]}
        radius={rider.accuracyM}
        interactive={false}
        className="track-rider-accuracy"
        pathOptions={{ color: "#1d4ed8", weight: 1, fillColor: "#1d4ed8", fillOpacity: 0.12 }}
      />
      {rider.offRoute && (
        <Polyline
          positions={[
            [rider.lat, rider.lon],
            [rider.nearest.lat, rider.nearest.lon],
          ]}
          className="track-rider-way"
          interactive={false}
          pathOptions={{ color: "#1d4ed8", weight: 3, dashArray: "6 6" }}
        />
      )}
      <MapMarker position={[rider.lat, rider.lon]} icon={icon} interactive={false} keyboard={false} zIndexOffset={1000} />
    </>
  );
}

/**
 * The route's map, loaded lazily with Leaflet: fitted to the track, or centred on the route's point when it has
 * none. The map, its first view, its tiles, its controls and what is drawn on them each come a frame after the one
 * before (useSteps), so no single task on a phone does all of it.
 */
export default function TrackMap({ route, track, position, rider = null, battery = null }: Props) {
  const step = useSteps(5);
  const { t } = useLanguage();
  const icons = useMemo(() => makeIcons(t("route.start"), t("route.end"), t("route.startEnd"), t("route.startPoint")), [t]);
  const view = useMemo<FirstView>(
    () =>
      track === null ? { center: [route.latitude, route.longitude], zoom: POINT_ZOOM } : { bounds: latLngBounds(track.line), options: { padding: [24, 24] } },
    [track, route.latitude, route.longitude],
  );
  if (step === 0) return <div className="size-full" />;
  // The first view, the tiles and the controls, under whatever the map draws.
  const groundwork = (
    <>
      {step >= 2 && <InitialView view={view} />}
      {step >= 3 && <SiteTileLayer maxZoom={MAX_ZOOM} />}
      {step >= 4 && <MapControls />}
    </>
  );
  const drawn = step >= 5;
  if (track === null) {
    return (
      <SiteMap maxZoom={MAX_ZOOM}>
        {groundwork}
        {drawn && <MapMarker position={[route.latitude, route.longitude]} icon={icons.point} interactive={false} keyboard={false} />}
      </SiteMap>
    );
  }
  return (
    <SiteMap maxZoom={MAX_ZOOM}>
      {groundwork}
      {drawn && (
        <>
          {/* className is a creation option: react-leaflet's pathOptions only restyle an existing path. */}
          <Polyline positions={track.line} className="track-line" pathOptions={{ color: "#0d5e58", weight: 5, opacity: 0.9 }} interactive={false} />
          {trackEnds(track.start, track.end).map(({ kind, position }) => (
            <MapMarker key={kind} position={position} icon={icons[kind]} interactive={false} keyboard={false} />
          ))}
        </>
      )}
      {drawn && position && (
        <CircleMarker
          center={[position.lat, position.lon]}
          radius={8}
          interactive={false}
          className="track-position"
          pathOptions={{ color: "#ffffff", weight: 3, fillColor: "#f59e0b", fillOpacity: 1 }}
        />
      )}
      {drawn && battery?.runsOut && <RunsOut at={battery.runsOut} label={battery.runsOutLabel} />}
      {drawn && rider && <Rider rider={rider} />}
    </SiteMap>
  );
}
