import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type IdentityOptions, IdentityService } from "../identity/identity-service.ts";
import type { KyselySiteStore } from "../store/kysely-site-store.ts";
import { openStore } from "../store/open-store.ts";
import { createTestDatabase, type Engine, type TestDatabase } from "./test-databases.ts";

export interface TestApp {
  app: FastifyInstance;
  store: KyselySiteStore;
  identity: IdentityService;
  engine: Engine;
  database: TestDatabase;
  directory: string;
  /** Creates the admin account test@rafhjol.is with a known password. */
  createAdmin(): Promise<void>;
  /** Signs in through the API and returns the Cookie header to send with later requests. */
  signIn(): Promise<string>;
  close(): Promise<void>;
}

export const TEST_ADMIN = { email: "test@rafhjol.is", password: "langt-og-gott-lykilord" };
/** A low scrypt cost keeps tests fast; production uses the default (N = 2^17). */
const testIdentityOptions: Partial<IdentityOptions> = { scryptLogN: 10 };

/**
 * A complete app on a fresh database of the given engine, with a stand-in
 * web build in a temporary folder, for API tests driven through app.inject().
 */
export async function createTestApp({
  engine = "sqlite",
  sampleData = false,
  now,
  identityOptions = {},
}: {
  engine?: Engine;
  sampleData?: boolean;
  now?: () => Date;
  identityOptions?: Partial<IdentityOptions>;
} = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const directory = database.directory;
  const webRoot = join(directory, "web");
  await mkdir(join(webRoot, "assets"), { recursive: true });
  await writeFile(join(webRoot, "index.html"), '<!doctype html><html lang="is"><head><title>Rafhjól</title></head><body><div id="root"></div></body></html>');
  await writeFile(join(webRoot, "assets", "app-1234.js"), `console.log(${JSON.stringify("x".repeat(4096))});`);
  const store = await openStore(database.location, { sampleData, ...(now ? { now } : {}) });
  const app = await buildApp({
    config: { webRoot, mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png", mapTileAttribution: "Test tiles" },
    store,
    identityOptions: { ...testIdentityOptions, ...identityOptions },
  });
  const identity = new IdentityService(store.identity, { ...testIdentityOptions, ...identityOptions });
  return {
    app,
    store,
    identity,
    engine,
    database,
    directory,
    async createAdmin() {
      await identity.setAdminPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    },
    async signIn() {
      const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      const cookie = response.cookies.find((entry) => entry.name === "rafhjol_session");
      if (!cookie) throw new Error("no session cookie");
      return `rafhjol_session=${cookie.value}`;
    },
    async close() {
      await app.close();
      await store.close();
      await database.drop();
    },
  };
}
