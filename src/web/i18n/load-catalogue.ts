import type { Messages } from "@lingui/core";
import type { Lang } from "../../shared/site-paths.ts";

/** The page's language's messages, and only those: each catalogue is a chunk of its own. */
export async function loadCatalogue(lang: Lang): Promise<Messages> {
  return lang === "en" ? (await import("./catalogues/en-lingui.ts")).messages : (await import("./catalogues/is-lingui.ts")).messages;
}
