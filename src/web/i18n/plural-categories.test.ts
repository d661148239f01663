import { type Messages, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { en } from "./catalogues/en.ts";
import { is } from "./catalogues/is.ts";
import { pageLanguage } from "./i18n.tsx";
import { pluralsAsSelects } from "./plural-categories.ts";

const compiledWithSelects = (messages: Readonly<Record<string, string>>): Messages =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pluralsAsSelects(compileMessage(message), key)])) as Messages;
const compiledAsLingui = (messages: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));

describe("plurals as selects on the plural category", () => {
  it.each([
    ["is", is],
    ["en", en],
  ] as const)("give every plural of the %s catalogue the text Lingui's own plural gives", (lang, messages) => {
    const ours = pageLanguage(lang, compiledWithSelects(messages));
    const lingui = setupI18n({ locale: lang, messages: { [lang]: compiledAsLingui(messages) } });
    const plurals = Object.keys(messages).filter((key) => messages[key as keyof typeof messages].includes(", plural,"));
    expect(plurals.length).toBeGreaterThan(0);
    for (const key of plurals)
      for (const count of [0, 1, 2, 11, 21, 101, 1234]) {
        const values = { count, n: String(count), shown: 3, total: count, name: "Kjölur" };
        expect(ours.t(key as never, values)).toBe(lingui._(key, values));
      }
  });

  it("uses the language's plural rules: 21 is singular in Icelandic, plural in English", () => {
    const message = { count: "{count, plural, one {{n} leið} other {{n} leiðir}}" };
    expect(pageLanguage("is", compiledWithSelects(message)).t("count" as never, { count: 21, n: "21" })).toBe("21 leið");
    expect(pageLanguage("en", compiledWithSelects(message)).t("count" as never, { count: 21, n: "21" })).toBe("21 leiðir");
  });

  it("refuses a plural that would need the number formatted: #, an offset or an exact case", () => {
    expect(() => pluralsAsSelects(compileMessage("{count, plural, one {# leið} other {# leiðir}}"), "k")).toThrow(/placeholder/);
    expect(() => pluralsAsSelects(compileMessage("{count, plural, offset:1 one {a} other {b}}"), "k")).toThrow(/offset/);
    expect(() => pluralsAsSelects(compileMessage("{count, plural, =0 {engin} other {{n}}}"), "k")).toThrow(/plural categories/);
  });
});
