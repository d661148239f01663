import { compiledCatalogue } from "../compile-messages.ts";
import { is } from "./is.ts";

/** The Icelandic catalogue compiled for Lingui; the build replaces this module by its value (docs/decisions/060). */
export const messages = compiledCatalogue(is);
