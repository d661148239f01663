import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { sitePaths } from "../shared/site-paths.ts";

export interface WebOptions {
  /** Folder with Vite's build output (index.html and assets/). */
  webRoot: string;
  /** Values the browser reads from <meta> tags in index.html. */
  publicConfig: Record<string, string>;
}

/**
 * Serves the built web app. Hashed files under /assets/ never change, so they
 * are cached for a year as immutable, and the .br/.gz files written at build
 * time are sent to browsers that accept them. index.html is revalidated on
 * every visit (no-cache plus an ETag) so a deploy reaches visitors at once.
 */
export const webRoutes: FastifyPluginAsync<WebOptions> = async (app, { webRoot, publicConfig }) => {
  const indexFile = join(webRoot, "index.html");
  try {
    await stat(indexFile);
  } catch {
    throw new Error(`The web app is not built (${indexFile} is missing): run \`npm run build\` first.`);
  }
  const indexHtml = injectPublicConfig(await readFile(indexFile, "utf8"), publicConfig);

  await app.register(fastifyStatic, {
    root: join(webRoot, "assets"),
    prefix: "/assets/",
    preCompressed: true,
    immutable: true,
    maxAge: "365d",
    index: false,
    wildcard: true,
  });

  for (const path of sitePaths) {
    app.get(path, async (_request, reply) => reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexHtml));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path.startsWith("/backend/") || path.startsWith("/api/") || path.startsWith("/assets/") || request.method !== "GET") {
      return reply.code(404).send({ message: "Not found" });
    }
    // The app's own not-found page, in Icelandic, with the site's chrome around it.
    return reply.code(404).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexHtml);
  });
};

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Adds <meta name="…" content="…"> tags before </head>; the web app reads them at start (src/web/config.ts). */
export function injectPublicConfig(html: string, publicConfig: Record<string, string>): string {
  const tags = Object.entries(publicConfig)
    .map(([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`)
    .join("");
  return html.replace("</head>", `${tags}</head>`);
}
