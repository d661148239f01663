import { divIcon, type LeafletKeyboardEvent, type Map as LeafletMap, type Marker } from "leaflet";
import { FlatMarker } from "../../../map/flat-marker.ts";
import { setMarkerShown } from "../../../map/marker-shown.ts";

/** A numbered cluster as the map draws it: supercluster's id, how many routes it shows, and where. */
export interface ClusterMark {
  id: number;
  count: number;
  latitude: number;
  longitude: number;
}

/** A cluster's title (shown on hover) and accessible name, in the page's language. */
export interface ClusterTexts {
  title: string;
  label: string;
}

/**
 * Markers kept hidden for the clusters of the next draw, at most: a region filter at a few hundred routes hides
 * some tens of clusters, and showing them again is then a style change each rather than a new marker.
 */
export const KEPT_HIDDEN_CLUSTERS = 100;

/** A cluster's size in pixels: larger for more routes. */
const clusterSize = (count: number) => (count < 100 ? 36 : count < 1000 ? 44 : 52);

/** Every cluster's icon: the layer writes its number and size into the element (no size here, so Leaflet sets none). */
const clusterIcon = divIcon({ className: "route-cluster", html: "<span></span>", iconSize: undefined });

interface Drawn {
  marker: Marker;
  cluster: ClusterMark;
  /** What the element shows now: a cluster whose number or texts did not change is not written again. */
  count: number;
  texts: ClusterTexts | null;
  size: number;
}

/**
 * The /routes map's numbered clusters, drawn straight onto Leaflet: a keyboard-focusable marker each (Leaflet
 * gives it role="button"), which zooms in on its routes when chosen. `draw` is given every cluster to show and
 * changes only what differs from what is drawn: a cluster still shown keeps its marker, and only its number,
 * size and names are written when its count changes (a filter); a marker no longer needed is given to a new
 * cluster (a move of the map) and moved, or kept hidden for a later draw (up to KEPT_HIDDEN_CLUSTERS), rather
 * than one removed and another made. Drawn outside React, so a filter that changes the numbers of a hundred
 * clusters is a hundred text writes rather than a hundred components' renders and effects (docs/decisions/056,
 * 078).
 */
export class ClusterLayer {
  private readonly drawn = new Map<number, Drawn>();
  /** Markers on the map but hidden, the most recently hidden last. */
  private readonly hidden: Drawn[] = [];
  private readonly map: LeafletMap;
  private readonly onChoose: (cluster: ClusterMark) => void;

  constructor(map: LeafletMap, onChoose: (cluster: ClusterMark) => void) {
    this.map = map;
    this.onChoose = onChoose;
  }

  /** Shows exactly `clusters`, with the texts `textsOf` gives for each count. */
  draw(clusters: readonly ClusterMark[], textsOf: (count: number) => ClusterTexts): void {
    const wanted = new Set<number>();
    for (const cluster of clusters) wanted.add(cluster.id);
    const spare: Drawn[] = [];
    for (const [id, drawn] of this.drawn) {
      if (wanted.has(id)) continue;
      this.drawn.delete(id);
      spare.push(drawn);
    }
    for (const cluster of clusters) {
      let drawn = this.drawn.get(cluster.id);
      if (drawn === undefined) {
        const reused = spare.pop() ?? this.hidden.pop();
        if (reused) {
          reused.marker.setLatLng([cluster.latitude, cluster.longitude]);
          setMarkerShown(reused.marker, true);
        }
        drawn = reused ?? this.make(cluster);
        this.drawn.set(cluster.id, drawn);
      }
      drawn.cluster = cluster;
      const texts = textsOf(cluster.count);
      if (drawn.count !== cluster.count || drawn.texts !== texts) write(drawn, cluster.count, texts);
    }
    for (const unused of spare) {
      setMarkerShown(unused.marker, false);
      this.hidden.push(unused);
    }
    for (const extra of this.hidden.splice(0, Math.max(0, this.hidden.length - KEPT_HIDDEN_CLUSTERS))) extra.marker.remove();
  }

  /** Takes every cluster off the map, hidden ones too. */
  clear(): void {
    for (const { marker } of [...this.drawn.values(), ...this.hidden]) marker.remove();
    this.drawn.clear();
    this.hidden.length = 0;
  }

  private make(cluster: ClusterMark): Drawn {
    const marker = new FlatMarker([cluster.latitude, cluster.longitude], { icon: clusterIcon, keyboard: true });
    const drawn: Drawn = { marker, cluster, count: -1, texts: null, size: 0 };
    marker.addTo(this.map);
    marker.on("click", () => this.onChoose(drawn.cluster));
    // Leaflet only opens popups on Enter; a marker acting as a button zooms on Enter and Space alike.
    marker.on("keypress", (event) => {
      const key = (event as LeafletKeyboardEvent).originalEvent.key;
      if (key === "Enter" || key === " ") this.onChoose(drawn.cluster);
    });
    return drawn;
  }
}

/** Writes a cluster's number, size and names into its marker's element, centred on its place. */
function write(drawn: Drawn, count: number, texts: ClusterTexts): void {
  const element = drawn.marker.getElement();
  const number = element?.firstElementChild;
  if (!element || !(number instanceof HTMLElement)) return;
  if (drawn.texts !== texts) {
    drawn.marker.options.title = texts.title;
    element.setAttribute("title", texts.title);
    element.setAttribute("aria-label", texts.label);
    drawn.texts = texts;
  }
  const size = clusterSize(count);
  if (drawn.size !== size) {
    drawn.size = size;
    const pixels = `${size}px`;
    element.style.width = pixels;
    element.style.height = pixels;
    element.style.margin = `${-size / 2}px 0 0 ${-size / 2}px`;
    number.style.width = pixels;
    number.style.height = pixels;
  }
  // The number's own text node is changed in place: replacing the node would lay the number out anew.
  const text = String(count);
  const shown = number.firstChild;
  if (shown instanceof Text) shown.data = text;
  else number.textContent = text;
  drawn.count = count;
}
