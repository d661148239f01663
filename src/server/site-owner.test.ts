import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { defaultAdvertisement } from "../content/advertisement.ts";
import { ownerPlaceholders } from "../content/site.ts";
import { loadConfig } from "./config.ts";
import { ownerPublicConfig, placeholderWarning } from "./site-owner.ts";
import { injectPublicConfig } from "./web/web.ts";

const configured = {
  SITE_EMAIL: "eigandi@rafhjol.test",
  SITE_FACEBOOK_URL: "https://www.facebook.com/rafhjolasida",
  SITE_YOUTUBE_URL: "https://www.youtube.com/@rafhjol",
  AD_URL: "https://styrktaradili.example/",
  AD_TEXT: "Texti auglýsingarinnar.",
};

describe("placeholderWarning", () => {
  it("without configuration is one line naming every placeholder in use", () => {
    const warning = placeholderWarning(loadConfig({}).owner) ?? "";
    expect(warning).not.toContain("\n");
    for (const name of ["SITE_EMAIL", "SITE_FACEBOOK_URL", "SITE_YOUTUBE_URL", "AD_URL"]) expect(warning).toContain(name);
    expect(warning).toContain(ownerPlaceholders.email);
    expect(warning).toContain(ownerPlaceholders.facebookUrl);
    expect(warning).toContain(ownerPlaceholders.youtubeUrl);
    expect(warning).toContain(defaultAdvertisement.href);
  });

  it("names only what is missing", () => {
    const warning = placeholderWarning(loadConfig({ SITE_EMAIL: "eigandi@rafhjol.test" }).owner) ?? "";
    expect(warning).not.toContain("SITE_EMAIL");
    expect(warning).toContain("SITE_FACEBOOK_URL");
  });

  it("is silent when everything is configured", () => {
    expect(placeholderWarning(loadConfig(configured).owner)).toBeUndefined();
  });
});

describe("ownerPublicConfig", () => {
  it("sends nothing when nothing is configured, so the browser shows the placeholders", () => {
    expect(ownerPublicConfig(loadConfig({}).owner)).toEqual({});
  });

  it("sends each configured detail as a <meta> tag", () => {
    const html = injectPublicConfig("<head></head>", ownerPublicConfig(loadConfig({ ...configured, AD_TITLE: "Titill" }).owner));
    expect(html).toContain('<meta name="site-email" content="eigandi@rafhjol.test">');
    expect(html).toContain('<meta name="site-facebook-url" content="https://www.facebook.com/rafhjolasida">');
    expect(html).toContain('<meta name="site-youtube-url" content="https://www.youtube.com/@rafhjol">');
    expect(html).toContain('<meta name="ad-url" content="https://styrktaradili.example/">');
    expect(html).toContain('<meta name="ad-text" content="Texti auglýsingarinnar.">');
    expect(html).toContain('<meta name="ad-title" content="Titill">');
    expect(html).not.toContain("ad-link-text");
  });
});

describe("starting the server (src/server/main.ts)", () => {
  const mainFile = fileURLToPath(new URL("./main.ts", import.meta.url));

  function start(environment: Record<string, string>) {
    // Only what the server needs from this process's environment; no SITE_* or AD_* leak in.
    return spawn(process.execPath, ["--disable-warning=ExperimentalWarning", mainFile], {
      env: { PATH: process.env.PATH ?? "", ...environment },
      stdio: ["ignore", "pipe", "pipe"],
    });
  }

  it("stops with one line naming an invalid owner variable", async () => {
    const child = start({ SITE_EMAIL: "ekki-netfang", SAMPLE_DATA: "false", DATABASE_URL: "sqlite::memory:" });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toContain("SITE_EMAIL");
  });

  it("logs one warning naming the placeholders when the owner's details are missing", async () => {
    const directory = await mkdtemp(join(tmpdir(), "rafhjol-owner-"));
    await mkdir(join(directory, "web", "assets"), { recursive: true });
    await writeFile(join(directory, "web", "index.html"), "<!doctype html><html><head></head><body></body></html>");
    const child = start({
      PORT: "0",
      HOST: "127.0.0.1",
      // Info: the "listening" line ends the start, after every warning the start gives.
      LOG_LEVEL: "info",
      SAMPLE_DATA: "false",
      DATABASE_URL: `sqlite:${join(directory, "site.db")}`,
      WEB_ROOT: join(directory, "web"),
      ADMIN_EMAIL: "admin@rafhjol.test",
      ADMIN_PASSWORD: "langt-og-gott-lykilord",
    });
    try {
      let stdout = "";
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.includes("Server listening at")) resolve();
        });
        child.on("exit", () => reject(new Error(`server exited: ${stdout}`)));
      });
      // The start is over: exactly one such line.
      const warnings = stdout.split("\n").filter((line) => line.includes("placeholders in use"));
      expect(warnings).toHaveLength(1);
      for (const name of ["SITE_EMAIL", "SITE_FACEBOOK_URL", "SITE_YOUTUBE_URL", "AD_URL"]) expect(warnings[0]).toContain(name);
    } finally {
      child.kill("SIGTERM");
      await once(child, "exit").catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    }
  }, 30_000);
});
