import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, DEVELOPMENT_RATE_LIMIT_SECRET, loadConfig } from "./config.ts";

/** What production must set beyond the defaults. */
const production = { NODE_ENV: "production", SITE_URL: "https://rafhjol.is", RATE_LIMIT_SECRET: "p".repeat(32) };

describe("loadConfig", () => {
  it("refuses to start in production without SITE_URL, with one line naming it", () => {
    const { SITE_URL: _, ...withoutSiteUrl } = production;
    expect(() => loadConfig(withoutSiteUrl)).toThrow(ConfigError);
    expect(() => loadConfig(withoutSiteUrl)).toThrow(/^Invalid configuration: SITE_URL: must be set when NODE_ENV=production[^\n]*$/);
    expect(() => loadConfig({ ...withoutSiteUrl, SITE_URL: "" })).toThrow(/SITE_URL/);
    expect(loadConfig(production).siteUrl).toBe("https://rafhjol.is");
    // Outside production each request's own host still serves (development, tests).
    expect(loadConfig({}).siteUrl).toBeUndefined();
  });

  it("stops the server in production without SITE_URL, with one line on stderr naming it", async () => {
    const { SITE_URL: _, DATABASE_URL: _database, ...inherited } = process.env;
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((done) =>
      execFile(
        process.execPath,
        ["--disable-warning=ExperimentalWarning", "src/server/main.ts"],
        { env: { ...inherited, NODE_ENV: "production", RATE_LIMIT_SECRET: "p".repeat(32), DATABASE_URL: "sqlite::memory:" } },
        (error, _stdout, stderr) => done({ code: error ? Number(error.code) : 0, stderr }),
      ),
    );
    expect(code).toBe(1);
    expect(stderr).toBe("Invalid configuration: SITE_URL: must be set when NODE_ENV=production (the site's origin, e.g. https://rafhjol.is)\n");
  }, 30_000);

  it("is complete in the deployment's settings file but for the secret the operator must add", () => {
    const lines = readFileSync(new URL("../../deploy/rafhjol.env", import.meta.url), "utf8").split("\n");
    const file = Object.fromEntries(
      lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(() => loadConfig(file)).toThrow(/^Invalid configuration: RATE_LIMIT_SECRET: must be set when NODE_ENV=production[^;]*$/);
    const config = loadConfig({ ...file, RATE_LIMIT_SECRET: "q".repeat(44) });
    expect(config.siteUrl).toBe("https://rafhjol.is");
    expect(config.trustProxy).toEqual(["127.0.0.1"]);
    expect(config.host).toBe("127.0.0.1");
    expect(config.secureCookies).toBe(true);
  });

  it("refuses to start in production without its own RATE_LIMIT_SECRET, and never echoes one", () => {
    const { RATE_LIMIT_SECRET: _, ...withoutSecret } = production;
    expect(() => loadConfig(withoutSecret)).toThrow(/^Invalid configuration: RATE_LIMIT_SECRET: must be set when NODE_ENV=production[^\n]*$/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SITE_URL.*; RATE_LIMIT_SECRET/);
    expect(() => loadConfig({ RATE_LIMIT_SECRET: "kort-leyndarmal" })).toThrow(/RATE_LIMIT_SECRET: must be at least 32 characters.*\(got a hidden value\)/);
    expect(() => loadConfig({ RATE_LIMIT_SECRET: "kort-leyndarmal" })).not.toThrow(/kort-leyndarmal/);
    expect(loadConfig(production).rateLimitSecret).toBe("p".repeat(32));
    expect(loadConfig({}).rateLimitSecret).toBe(DEVELOPMENT_RATE_LIMIT_SECRET);
  });

  it("trusts no proxy unless TRUST_PROXY lists it, and refuses to trust everyone", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }).trustProxy).toEqual(["127.0.0.1"]);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, ::1" }).trustProxy).toEqual(["loopback", "10.0.0.0/8", "::1"]);
    for (const value of ["true", "2", "10.0.0.0/33", "nginx", "127.0.0.1,"]) expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it("uses __Host- Secure session cookies in production unless SECURE_COOKIES says otherwise", () => {
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ ...production }).secureCookies).toBe(true);
    expect(loadConfig({ ...production, SECURE_COOKIES: "false" }).secureCookies).toBe(false);
    expect(loadConfig({ SECURE_COOKIES: "true" }).secureCookies).toBe(true);
  });

  it("has working defaults: port 3000, SQLite at data/site.db, sample data on", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ engine: "sqlite", file: expect.stringMatching(/data\/site\.db$/) });
    expect(config.sampleData).toBe(true);
    expect(config.mapTileUrl).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(config.siteUrl).toBeUndefined();
  });

  it.each([
    ["https://rafhjol.is", "https://rafhjol.is"],
    ["https://rafhjol.is/", "https://rafhjol.is"],
    ["http://localhost:3000", "http://localhost:3000"],
  ])("reads SITE_URL=%s as the origin %s", (value, origin) => {
    expect(loadConfig({ SITE_URL: value }).siteUrl).toBe(origin);
  });

  it("reads every documented variable", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "sqlite:/tmp/other.db",
      SAMPLE_DATA: "false",
      MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png",
      MAP_TILE_OFFLINE: "true",
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ engine: "sqlite", file: "/tmp/other.db" });
    expect(config.sampleData).toBe(false);
    expect(config.mapTileUrl).toBe("https://tiles.example/{z}/{x}/{y}.png");
    expect(config.mapTileOffline).toBe(true);
    // Off unless set: OpenStreetMap's public tile servers forbid fetching tiles ahead.
    expect(loadConfig({}).mapTileOffline).toBe(false);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["SAMPLE_DATA", "maybe"],
    ["MAP_TILE_URL", "ftp://tiles/{z}/{x}/{y}"],
    ["MAP_TILE_OFFLINE", "yes"],
    ["SITE_EMAIL", "not-an-address"],
    ["SITE_EMAIL", "hallo@"],
    ["SITE_FACEBOOK_URL", "http://www.facebook.com/rafhjol"],
    ["SITE_FACEBOOK_URL", "https://www.example.com/rafhjol"],
    ["SITE_FACEBOOK_URL", "facebook.com/rafhjol"],
    ["SITE_YOUTUBE_URL", "http://www.youtube.com/@rafhjol"],
    ["SITE_YOUTUBE_URL", "https://www.facebook.com/rafhjol"],
    ["AD_URL", "javascript:alert(1)"],
    ["AD_URL", "http://sponsor.example/"],
    ["AD_TEXT", "x".repeat(301)],
    ["SITE_URL", "rafhjol.is"],
    ["SITE_URL", "https://rafhjol.is/leidir"],
    ["SITE_URL", 'https://rafhjol.is"><script>'],
  ])("refuses %s=%s with a one-line message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  describe("the owner's details (SITE_* and AD_*)", () => {
    it("leaves each one unset when missing, so the site shows its placeholder", () => {
      expect(loadConfig({}).owner).toEqual({ email: undefined, facebookUrl: undefined, youtubeUrl: undefined, advertisement: undefined });
    });

    it("reads each one when given", () => {
      const config = loadConfig({
        SITE_EMAIL: "eigandi@rafhjol.test",
        SITE_FACEBOOK_URL: "https://www.facebook.com/rafhjolasida",
        SITE_YOUTUBE_URL: "https://www.youtube.com/@rafhjolarás",
        AD_URL: "https://styrktaradili.example/",
        AD_TEXT: "Texti auglýsingarinnar.",
        AD_TITLE: "Styrktaraðili",
        AD_LINK_TEXT: "Skoða",
      });
      expect(config.owner).toEqual({
        email: "eigandi@rafhjol.test",
        facebookUrl: "https://www.facebook.com/rafhjolasida",
        youtubeUrl: "https://www.youtube.com/@rafhjolarás",
        advertisement: { url: "https://styrktaradili.example/", text: "Texti auglýsingarinnar.", title: "Styrktaraðili", linkText: "Skoða" },
      });
    });

    it("accepts a sponsor with only AD_URL and AD_TEXT", () => {
      expect(loadConfig({ AD_URL: "https://styrktaradili.example/", AD_TEXT: "Texti." }).owner.advertisement).toEqual({
        url: "https://styrktaradili.example/",
        text: "Texti.",
        title: undefined,
        linkText: undefined,
      });
    });

    it.each([
      [{ AD_URL: "https://styrktaradili.example/" }, "AD_TEXT"],
      [{ AD_TEXT: "Texti." }, "AD_URL"],
      [{ AD_TITLE: "Titill" }, "AD_URL"],
    ])("refuses half a sponsor (%o) in one line naming %s", (environment, name) => {
      expect(() => loadConfig(environment)).toThrow(ConfigError);
      expect(() => loadConfig(environment)).toThrow(new RegExp(`^Invalid configuration: ${name}: [^\n]+$`));
    });
  });
});
