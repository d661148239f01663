import { compiledCatalogue } from "../compile-messages.ts";
import { en } from "./en.ts";

/** The English catalogue compiled for Lingui; the build replaces this module by its value (docs/decisions/060). */
export const messages = compiledCatalogue(en);
