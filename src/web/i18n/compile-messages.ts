import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { CompiledFeatureMessages, FeatureMessages } from "./feature-messages.ts";
import { pluralsAsSelects } from "./plural-categories.ts";

/**
 * Texts in ICU MessageFormat compiled into the form Lingui reads without a parser in the browser, each plural
 * made a select on the number's plural category (plural-categories.ts). The modules that call these are
 * evaluated by the build (scripts/build-time-modules.ts, docs/decisions/060), so the browser gets the result
 * and neither the parser nor the source texts; run without the build (tsc, Node), they compile on import.
 */
export function compiledCatalogue(messages: Readonly<Record<string, string>>): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pluralsAsSelects(compileMessage(message), key)])) as Messages;
}

/** A feature's or page's texts (its messages.ts), compiled for both languages. */
export function compiledFeatureMessages<K extends string>(messages: FeatureMessages<K>): CompiledFeatureMessages<K> {
  return { is: compiledCatalogue(messages.is), en: compiledCatalogue(messages.en) };
}
