import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
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
});
