import "leaflet/dist/leaflet.css";
import { divIcon } from "leaflet";
import { useMemo } from "react";
import { MapContainer, Marker, TileLayer, Tooltip } from "react-leaflet";
import { useNavigate } from "react-router";
import type { Route } from "../../../shared/route.ts";
import { webConfig } from "../../config.ts";

/** SPEC section 9: centred on Iceland at zoom 6; tiles up to zoom 19. */
export const MAP_CENTER: [number, number] = [65, -19];
export const MAP_ZOOM = 6;
export const MAP_MAX_ZOOM = 19;

// An inline SVG pin: no image files to resolve, and it stays sharp on any screen.
const pinIcon = divIcon({
  className: "route-pin",
  html: '<svg viewBox="0 0 32 42" width="28" height="37" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.9 1 27 16 41 16 41s15-14 15-25.1C31 7.6 24.3 1 16 1z" fill="#0f766e" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="6" fill="#f59e0b"/></svg>',
  iconSize: [28, 37],
  iconAnchor: [14, 36],
  tooltipAnchor: [0, -30],
});

/** Leaflet's map with a marker per route; loaded lazily so the first page load stays small. */
export default function RouteMap({ routes }: { routes: readonly Route[] }) {
  const navigate = useNavigate();
  const markers = useMemo(
    () =>
      routes.map((route) => (
        <Marker
          key={route.id}
          position={[route.latitude, route.longitude]}
          icon={pinIcon}
          title={route.name}
          keyboard
          eventHandlers={{
            click: () => navigate(`/routes?routeId=${route.id}`),
            // Leaflet only opens popups on Enter; a marker acting as a button should also follow its link.
            keypress: (event) => {
              const key = (event.originalEvent as KeyboardEvent).key;
              if (key === "Enter" || key === " ") navigate(`/routes?routeId=${route.id}`);
            },
            // Leaflet gives keyboard markers role="button"; give them the route's name too.
            add: (event) => event.target.getElement()?.setAttribute("aria-label", route.name),
          }}
        >
          <Tooltip direction="top">{route.name}</Tooltip>
        </Marker>
      )),
    [routes, navigate],
  );
  return (
    <MapContainer center={MAP_CENTER} zoom={MAP_ZOOM} maxZoom={MAP_MAX_ZOOM} scrollWheelZoom={false} className="size-full">
      <TileLayer url={webConfig.mapTileUrl} attribution={webConfig.mapTileAttribution} maxZoom={MAP_MAX_ZOOM} />
      {markers}
    </MapContainer>
  );
}
