import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { messages as icelandicMessages } from "./i18n/catalogues/is-lingui.ts";
import { pageLanguage, setFallbackLanguage } from "./i18n/i18n.tsx";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Components rendered alone in a test read the Icelandic catalogue, as the Icelandic pages do.
setFallbackLanguage(pageLanguage("is", icelandicMessages));
