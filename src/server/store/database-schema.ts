import type { Generated } from "kysely";

/** The tables as Kysely sees them; the migrations in ./migrations/ create them. */
export interface DatabaseSchema {
  routes: {
    id: Generated<number>;
    name: string;
    region: string;
    description: string;
    distance: number;
    latitude: number;
    longitude: number;
    link: string;
    videolink: string | null;
    created_at: string;
    name_en: string | null;
    description_en: string | null;
  };
  events: {
    id: Generated<number>;
    name: string;
    date: string;
    description: string;
    link: string;
    created_at: string;
    name_en: string | null;
    description_en: string | null;
  };
  page_views: {
    day: string;
    path: string;
    referrer_host: string;
    device_class: string;
    views: number;
  };
  admins: {
    id: Generated<number>;
    email: string;
    password_hash: string;
    created_at: string;
    updated_at: string;
    /** 1: the password no longer signs in (a passkey or a recovery code does). */
    passkey_required: Generated<number>;
  };
  sessions: {
    id: string;
    admin_id: number;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
    /** How the session began: password, passkey or recovery-code. */
    method: Generated<string>;
    /** When its admin last proved who they are (sign-in or confirmation); null: at created_at. */
    verified_at: string | null;
  };
  admin_passkeys: {
    id: string;
    admin_id: number;
    name: string;
    public_key: Uint8Array;
    sign_count: number | string | bigint;
    /** JSON: the transports the browser named. */
    transports: string;
    created_at: string;
    last_used_at: string | null;
  };
  webauthn_challenges: {
    challenge: string;
    /** register or authenticate. */
    purpose: string;
    admin_id: number | null;
    expires_at: string;
  };
  recovery_codes: {
    id: Generated<number>;
    admin_id: number;
    /** SHA-256 of the code (hex): the code itself is shown once and never stored. */
    code_hash: string;
    created_at: string;
    used_at: string | null;
  };
  login_throttle: {
    key: string;
    failures: number;
    window_started_at: string;
    locked_until: string | null;
  };
  audit_log: {
    id: Generated<number>;
    at: string;
    actor: string;
    action: string;
    entity: string;
    entity_id: number | null;
    details: string;
  };
  route_tracks: {
    route_id: number;
    /** The uploaded file's bytes (Buffer from pg, Uint8Array from node:sqlite). */
    gpx: Uint8Array;
    /** The name the file had on the admin's computer. */
    file_name: string;
    /** JSON: [lat, lon][] simplified for the map. */
    line: string;
    /** JSON: { start, end } as [lat, lon]. */
    endpoints: string;
    /** JSON: ProfilePoint[], or null when the file has no elevations. */
    profile: string | null;
    /** JSON: TrackStats. */
    stats: string;
    created_at: string;
    updated_at: string;
  };
  route_conditions: {
    id: Generated<number>;
    route_id: number;
    /** One of routeConditions (src/shared/route-condition.ts). */
    condition: string;
    note: string | null;
    /** YYYY-MM-DD. */
    checked_on: string;
    created_at: string;
  };
  route_seasons: {
    route_id: number;
    /** MM-DD. */
    season_from: string;
    season_to: string;
    updated_at: string;
  };
  site_meta: {
    key: string;
    value: string;
  };
  route_photos: {
    id: Generated<number>;
    route_id: number;
    /** The route's order: the smallest is the cover. */
    position: number;
    alt: string;
    alt_en: string | null;
    caption: string | null;
    caption_en: string | null;
    /** The largest variant's size. */
    width: number;
    height: number;
    created_at: string;
  };
  photo_files: {
    photo_id: number;
    /** Content-hashed file name, e.g. "…-960x720.avif"; served under /photos/. */
    name: string;
    /** "avif", "webp" or "preview" (the 1200 × 630 JPEG). */
    kind: string;
    content_type: string;
    width: number;
    height: number;
    /** Buffer from pg, Uint8Array from node:sqlite. */
    bytes: Uint8Array;
  };
  /** One forecast per grid point (src/server/weather/). Times are ISO 8601, UTC. */
  weather_forecasts: {
    /** "64.15,-21.9": the grid point (src/server/weather/grid.ts). */
    grid_key: string;
    /** JSON of StoredForecast (src/server/weather/locationforecast.ts); null until one has been fetched. */
    forecast: string | null;
    updated_at: string | null;
    /** The provider's Last-Modified header, as sent back in If-Modified-Since. */
    last_modified: string | null;
    /** No new request before this (the provider's Expires). */
    expires_at: string | null;
    fetched_at: string | null;
    /** After a failure: no new request before this. */
    retry_after: string | null;
    /** A server is fetching this point until then (or its fetch has failed without saying so). */
    fetching_until: string | null;
  };
  condition_reports: {
    id: Generated<number>;
    route_id: number;
    /** "waiting" or "approved"; a rejected report is deleted. */
    status: string;
    condition: string;
    /** YYYY-MM-DD. */
    ridden_on: string;
    note: string;
    name: string | null;
    email: string | null;
    /** The day's keyed hash of the sender's address while the report waits (decision 030), else null. */
    client_hash: string | null;
    photo_far: number;
    photo_other_day: number;
    created_at: string;
    approved_at: string | null;
  };
  condition_report_files: {
    report_id: number;
    /** Content-hashed WebP file name; served under /report-photos/. */
    name: string;
    content_type: string;
    width: number;
    height: number;
    bytes: Uint8Array;
  };
  report_challenges_used: {
    challenge_id: string;
    expires_at: string;
  };
}
