import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("trusts no proxy unless TRUST_PROXY lists it, and refuses to trust everyone", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }).trustProxy).toEqual(["127.0.0.1"]);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, ::1" }).trustProxy).toEqual(["loopback", "10.0.0.0/8", "::1"]);
    for (const value of ["true", "2", "10.0.0.0/33", "nginx", "127.0.0.1,"]) expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it("uses __Host- Secure session cookies in production unless SECURE_COOKIES says otherwise", () => {
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).secureCookies).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", SECURE_COOKIES: "false" }).secureCookies).toBe(false);
    expect(loadConfig({ SECURE_COOKIES: "true" }).secureCookies).toBe(true);
  });

  it("has working defaults: port 3000, SQLite at data/site.db, sample data on", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ engine: "sqlite", file: expect.stringMatching(/data\/site\.db$/) });
    expect(config.sampleData).toBe(true);
    expect(config.mapTileUrl).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
  });

  it("reads every documented variable", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "sqlite:/tmp/other.db",
      SAMPLE_DATA: "false",
      MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png",
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ engine: "sqlite", file: "/tmp/other.db" });
    expect(config.sampleData).toBe(false);
    expect(config.mapTileUrl).toBe("https://tiles.example/{z}/{x}/{y}.png");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["SAMPLE_DATA", "maybe"],
    ["MAP_TILE_URL", "ftp://tiles/{z}/{x}/{y}"],
  ])("refuses %s=%s with a one-line message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain("\n");
    }
  });
});
