import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldForSearch } from "./search-fold.ts";

describe("search folding", () => {
  it.each([
    ["thorsmork", "Þórsmörk"],
    ["myvatn", "Mývatn"],
    ["heidmork", "Heiðmörk"],
    ["kjolur", "Kjölur"],
    ["hofn", "Höfn"],
    ["aedey", "Æðey"],
    ["THINGVELLIR", "Þingvellir"],
    ["eyjafjallajokull", "Eyjafjallajökull"],
  ])("folds %s and %s to the same text", (typed, name) => {
    expect(foldForSearch(typed)).toBe(foldForSearch(name));
  });

  it("keeps an Icelandic query's meaning: Kjöl still finds Kjölur, and Mýv finds Mývatn", () => {
    expect(foldForSearch("Kjölur").includes(foldForSearch("Kjöl"))).toBe(true);
    expect(foldForSearch("Mývatnshringurinn").includes(foldForSearch("Mýv"))).toBe(true);
    expect(foldForSearch("Kjölur").includes(foldForSearch("Kjal"))).toBe(false);
  });

  it("spells out the Icelandic letters in either case", () => {
    expect(foldForSearch("ÞÐÆÖÁÉÍÓÚÝ þðæöáéíóúý")).toBe("thdaeoaeiouy thdaeoaeiouy");
  });

  it("keeps containment: text that contains another still does after folding", () => {
    const letters = fc.constantFrom("a", "á", "Á", "þ", "Þ", "ð", "æ", "Æ", "ö", "o", "t", "h", " ", "ý", "y");
    const text = fc.string({ unit: letters, maxLength: 12 });
    fc.assert(
      fc.property(text, text, text, (before, middle, after) => {
        expect(foldForSearch(before + middle + after).includes(foldForSearch(middle))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
