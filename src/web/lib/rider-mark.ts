/**
 * Where the rider is, as the route page's map and elevation profile draw it: handed from the position feature
 * (src/web/features/position) through the page to the route page's own map and profile, which features may
 * not import from each other. It lives only in the page's memory (docs/decisions/039).
 */
export interface RiderMark {
  lat: number;
  lon: number;
  /** The radius the browser gives for the position, in metres. */
  accuracyM: number;
  /** The nearest point of the track's line. */
  nearest: { lat: number; lon: number };
  /** Kilometres along the track to the nearest point, on the profile's scale. */
  km: number;
  offRoute: boolean;
  /** The marker's name on the map ("Staða þín"), and its short label on the profile ("Þú"), in the page's language. */
  label: string;
  shortLabel: string;
}
