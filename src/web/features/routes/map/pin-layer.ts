import type { DivIcon, Icon, LeafletKeyboardEvent, Map as LeafletMap, Marker } from "leaflet";
import { FlatMarker } from "../../../map/flat-marker.ts";
import { setMarkerShown } from "../../../map/marker-shown.ts";

/** A route's own pin as the clustered map draws it, with its texts in the page's language. */
export interface PinMark {
  routeId: number;
  latitude: number;
  longitude: number;
  /** The route's name as the page shows it. */
  name: string;
  /** The name's language when it is not the page's (an Icelandic name on an English page). */
  nameLang?: string | undefined;
  /** What another feature says of the route (a closed route's "Lokuð"): after the name, and a marked pin. */
  note?: string | undefined;
}

/** The pin's two looks: a plain pin, and one with something to say (`note`). */
export interface PinIcons {
  plain: Icon | DivIcon;
  marked: Icon | DivIcon;
}

/**
 * Pins kept hidden for a later draw, at most, besides those of the routes shown: a filter that leaves a route out
 * hides its pin, and one that brings it back shows the same pin again.
 */
export const KEPT_HIDDEN_PINS = 100;

interface Drawn {
  marker: Marker;
  /** What the marker shows now: a pin drawn again with the same texts and place is not written again. */
  pin: PinMark;
}

/** The pin's title and accessible name: its name, and the note after a dash. */
const labelOf = (pin: PinMark) => (pin.note ? `${pin.name} — ${pin.note}` : pin.name);

/**
 * The clustered /routes map's lone routes, drawn straight onto Leaflet as the numbered clusters are
 * (cluster-layer.ts): a keyboard-focusable marker per route, named after it, with its name in a tooltip, which
 * opens the route's card when chosen. `draw` is given every pin to show and changes only what differs: a pin still
 * shown is left alone; one no longer shown is hidden where it stands (a filter that brings its route back shows it
 * again, one style change), and a hidden pin is given to another route when one is needed (a move of the map)
 * rather than a marker made; beyond KEPT_HIDDEN_PINS hidden ones, the oldest are removed (docs/decisions/078).
 */
export class PinLayer {
  private readonly shown = new Map<number, Drawn>();
  /** Hidden pins by the route each last showed, the least recently hidden first. */
  private readonly hidden = new Map<number, Drawn>();
  private readonly map: LeafletMap;
  private readonly icons: PinIcons;
  private readonly onChoose: (routeId: number) => void;

  constructor(map: LeafletMap, icons: PinIcons, onChoose: (routeId: number) => void) {
    this.map = map;
    this.icons = icons;
    this.onChoose = onChoose;
  }

  /** Shows exactly `pins`. */
  draw(pins: readonly PinMark[]): void {
    const wanted = new Set<number>();
    for (const pin of pins) wanted.add(pin.routeId);
    for (const [routeId, drawn] of this.shown) {
      if (wanted.has(routeId)) continue;
      this.shown.delete(routeId);
      setMarkerShown(drawn.marker, false);
      this.hidden.set(routeId, drawn);
    }
    // Hidden pins of routes not drawn now, to give to routes that have none.
    const spare = [...this.hidden.keys()].filter((routeId) => !wanted.has(routeId)).reverse();
    for (const pin of pins) {
      let drawn = this.shown.get(pin.routeId);
      if (drawn === undefined) {
        const kept = this.hidden.get(pin.routeId) ?? this.hidden.get(spare.pop() ?? Number.NaN);
        if (kept) {
          this.hidden.delete(kept.pin.routeId);
          setMarkerShown(kept.marker, true);
        }
        drawn = kept ?? this.make(pin);
        this.shown.set(pin.routeId, drawn);
      }
      this.write(drawn, pin);
    }
    for (const [routeId, extra] of this.hidden) {
      if (this.hidden.size <= KEPT_HIDDEN_PINS) break;
      this.hidden.delete(routeId);
      extra.marker.remove();
    }
  }

  /** Takes every pin off the map, hidden ones too. */
  clear(): void {
    for (const { marker } of [...this.shown.values(), ...this.hidden.values()]) marker.remove();
    this.shown.clear();
    this.hidden.clear();
  }

  private make(pin: PinMark): Drawn {
    const marker = new FlatMarker([pin.latitude, pin.longitude], { icon: this.icons.plain, keyboard: true });
    // Written in full by `write`: no field of this first mark matches a real pin's.
    const drawn: Drawn = { marker, pin: { ...pin, name: "", note: undefined } };
    marker.bindTooltip("", { direction: "top" });
    marker.addTo(this.map);
    marker.on("click", () => this.onChoose(drawn.pin.routeId));
    // Leaflet only opens popups on Enter; a marker acting as a button follows its link on Enter and Space alike.
    marker.on("keypress", (event) => {
      const key = (event as LeafletKeyboardEvent).originalEvent.key;
      if (key === "Enter" || key === " ") this.onChoose(drawn.pin.routeId);
    });
    return drawn;
  }

  /** Writes what differs between the pin the marker shows and `pin`. */
  private write(drawn: Drawn, pin: PinMark): void {
    const { marker, pin: was } = drawn;
    drawn.pin = pin;
    if (was.latitude !== pin.latitude || was.longitude !== pin.longitude) marker.setLatLng([pin.latitude, pin.longitude]);
    const label = labelOf(pin);
    const textChanged = labelOf(was) !== label || was.nameLang !== pin.nameLang;
    if (Boolean(was.note) !== Boolean(pin.note) || textChanged) {
      // Leaflet writes the title into the element when it makes it, and again for a new icon.
      marker.options.title = label;
      if (Boolean(was.note) !== Boolean(pin.note)) marker.setIcon(pin.note ? this.icons.marked : this.icons.plain);
      const element = marker.getElement();
      element?.setAttribute("title", label);
      element?.setAttribute("aria-label", label);
    }
    if (textChanged) marker.setTooltipContent(tooltipOf(pin));
  }
}

/** The tooltip's content: the name (in its own language) and the note after a dash. */
function tooltipOf(pin: PinMark): HTMLElement {
  const content = document.createElement("span");
  const name = document.createElement("span");
  name.textContent = pin.name;
  if (pin.nameLang) name.lang = pin.nameLang;
  content.append(name);
  if (pin.note) content.append(` — ${pin.note}`);
  return content;
}
