import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { messages as compiledEn } from "../i18n/catalogues/en-lingui.ts";
import { messages as compiledIs } from "../i18n/catalogues/is-lingui.ts";
import { LanguageProvider, pageLanguage } from "../i18n/i18n.tsx";
import { ExternalLink } from "./external-link.tsx";
import { LocalText } from "./local-text.tsx";

function renderIn(lang: "is" | "en", children: ReactNode) {
  return render(<LanguageProvider language={pageLanguage(lang, lang === "en" ? compiledEn : compiledIs)}>{children}</LanguageProvider>);
}

describe("texts and links in Icelandic only, on English pages", () => {
  it("marks an administrator's description without English lang='is' and says it is in Icelandic", () => {
    const { container } = renderIn(
      "en",
      <p data-testid="text">
        <LocalText is="Hringur um Vatnsdal." en={null} prose />
      </p>,
    );
    expect(screen.getByTestId("text").textContent).toBe("(in Icelandic) Hringur um Vatnsdal.");
    expect(container.querySelector('[lang="is"]')?.textContent).toBe("Hringur um Vatnsdal.");
  });

  it("shows the English text when there is one, a name without a note, and nothing added on Icelandic pages", () => {
    renderIn(
      "en",
      <>
        <p data-testid="translated">
          <LocalText is="Hringur um Vatnsdal." en="A loop around Vatnsdalur." prose />
        </p>
        <p data-testid="name">
          <LocalText is="Vatnsdalshringurinn" />
        </p>
      </>,
    );
    expect(screen.getByTestId("translated").textContent).toBe("A loop around Vatnsdalur.");
    expect(screen.getByTestId("name").textContent).toBe("Vatnsdalshringurinn");
    renderIn(
      "is",
      <p data-testid="icelandic">
        <LocalText is="Hringur um Vatnsdal." prose />
      </p>,
    );
    expect(screen.getByTestId("icelandic").textContent).toBe("Hringur um Vatnsdal.");
  });

  it("says a link opens a page only in Icelandic on English pages, and only there", () => {
    renderIn(
      "en",
      <>
        <ExternalLink href="https://www.fi.is/is/verkefni-yfirlit/fi-hjol-og-fjall">More info</ExternalLink>
        <ExternalLink href="https://rhubarbfest.is/en/pages/hjolaturar">Festival</ExternalLink>
      </>,
    );
    const icelandicOnly = screen.getByRole("link", { name: "More info (in Icelandic)" });
    expect(icelandicOnly.getAttribute("hreflang")).toBe("is");
    expect(screen.getByRole("link", { name: "Festival" }).getAttribute("hreflang")).toBeNull();
    renderIn("is", <ExternalLink href="https://www.fi.is/is/verkefni-yfirlit/fi-hjol-og-fjall">Nánari upplýsingar</ExternalLink>);
    expect(screen.getByRole("link", { name: "Nánari upplýsingar" }).getAttribute("hreflang")).toBeNull();
  });
});
