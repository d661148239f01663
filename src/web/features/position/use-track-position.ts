import { useCallback, useEffect, useRef, useState } from "react";
import type { RouteTrack } from "../../../shared/track.ts";
import { locateOnTrack, POOR_ACCURACY_M, type PreparedTrack, prepareTrack, type TrackPosition } from "../../../shared/track-position.ts";

/** A position the browser gave, accurate enough, and where it is on the track. */
export interface Located {
  lat: number;
  lon: number;
  accuracyM: number;
  onTrack: TrackPosition;
}

export type PositionState =
  | { status: "off" }
  | { status: "unsupported" }
  | { status: "waiting" }
  | { status: "denied" }
  /** The browser has no position yet (timeout or unavailable); it keeps trying. `last` is the last good one, if any. */
  | { status: "no-fix"; last: Located | null }
  /** The position is less accurate than POOR_ACCURACY_M; it is not used. */
  | { status: "poor"; accuracyM: number; last: Located | null }
  | { status: "located"; here: Located };

/** The last good position a state still shows. */
export function lastLocated(state: PositionState): Located | null {
  if (state.status === "located") return state.here;
  if (state.status === "no-fix" || state.status === "poor") return state.last;
  return null;
}

/**
 * A fix every few seconds: a new one when the device moves, none older than 10 s, and a
 * message (not a stop) after 30 s without one. High accuracy: a rider needs the GPS, not the cell tower.
 */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 };

/**
 * Follows the device's position on a track, only after `start()` and until `stop()`, a new track or the page
 * going away. Each position is placed on the track here in the browser; nothing is sent or stored
 * (docs/decisions/039). The last position's distance along the track decides which pass of a loop the next
 * one is on.
 */
export function useTrackPosition(track: RouteTrack) {
  const [state, setState] = useState<PositionState>({ status: "off" });
  // The watch's id, with the Geolocation object that gave it.
  const watch = useRef<{ geolocation: Geolocation; id: number } | null>(null);
  const prepared = useRef<{ track: RouteTrack; ready: PreparedTrack } | null>(null);
  const previousKm = useRef<number | null>(null);

  const clear = useCallback(() => {
    watch.current?.geolocation.clearWatch(watch.current.id);
    watch.current = null;
    previousKm.current = null;
  }, []);

  const stop = useCallback(() => {
    clear();
    setState({ status: "off" });
  }, [clear]);

  const start = useCallback(() => {
    if (watch.current !== null) return;
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setState({ status: "unsupported" });
      return;
    }
    if (prepared.current?.track !== track) prepared.current = { track, ready: prepareTrack(track) };
    const ready = prepared.current.ready;
    setState({ status: "waiting" });
    const { geolocation } = navigator;
    const id = geolocation.watchPosition(
      ({ coords }) => {
        const { latitude: lat, longitude: lon, accuracy: accuracyM } = coords;
        if (!(accuracyM <= POOR_ACCURACY_M)) {
          setState((current) => ({ status: "poor", accuracyM, last: lastLocated(current) }));
          return;
        }
        const onTrack = locateOnTrack(ready, { lat, lon }, previousKm.current);
        previousKm.current = onTrack.kmRidden;
        setState({ status: "located", here: { lat, lon, accuracyM, onTrack } });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          clear();
          setState({ status: "denied" });
          return;
        }
        // Timeout or no position to be had: the browser goes on watching, and the next fix clears the message.
        setState((current) => ({ status: "no-fix", last: lastLocated(current) }));
      },
      WATCH_OPTIONS,
    );
    watch.current = { geolocation, id };
  }, [track, clear]);

  // Another route's track, or the page going away: stop following.
  useEffect(() => {
    void track;
    return () => {
      clear();
      setState({ status: "off" });
    };
  }, [track, clear]);

  return { state, start, stop };
}
