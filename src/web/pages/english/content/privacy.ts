import { privacySectionsEn } from "../../../../content/en/privacy.ts";
import type { EnglishContent } from "../../../i18n/english-content.ts";

/**
 * The English page's content: the facts of the Icelandic modules with the English prose (src/content/en). The
 * build replaces this module by its value (docs/decisions/060), so the English page does not download the
 * Icelandic prose along with the facts it needs.
 */
export const content: EnglishContent["privacy"] = privacySectionsEn();
