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
  };
  events: {
    id: Generated<number>;
    name: string;
    date: string;
    description: string;
    link: string;
    created_at: string;
  };
  page_views: {
    day: string;
    path: string;
    referrer_host: string;
    device_class: string;
    views: number;
  };
  site_meta: {
    key: string;
    value: string;
  };
}
