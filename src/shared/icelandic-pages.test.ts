import { describe, expect, it } from "vitest";
import { isIcelandicOnlyPage } from "./icelandic-pages.ts";

describe("isIcelandicOnlyPage", () => {
  it.each([
    "https://www.fi.is/is/verkefni-yfirlit/fi-hjol-og-fjall",
    "https://hunabyggd.is/is/mannlif/umhverfi/fimmur",
    "https://is.nat.is/hveravellir-kjolur",
    "https://fjallahjolaklubburinn.is",
    "https://www.fjallahjolaklubburinn.is/frettir/1290-bifrost-hredavatn",
    "https://www.ffrang.is/is/dagatal/hjolaferd-um-hamingjustiga-i-hekluhraunum",
    "https://visitegilsstadir.is/hjolaleidir/",
    "https://www.thingvellir.is/thjonusta/tjaldsvaedi/",
  ])("counts %s as only in Icelandic", (href) => {
    expect(isIcelandicOnlyPage(href)).toBe(true);
  });

  it.each([
    "https://rhubarbfest.is/en/pages/hjolaturar",
    "https://www.northiceland.is/en/service/varmahlid-camping-ground",
    "https://cyclingiceland.is",
    "https://www.thingvellir.is",
    "https://safetravel.is",
    "https://www.strava.com/routes/3218159945078080532",
    "https://fake-fjallahjolaklubburinn.is",
    "not a url",
    "mailto:a@fjallahjolaklubburinn.is",
  ])("does not claim %s is only in Icelandic", (href) => {
    expect(isIcelandicOnlyPage(href)).toBe(false);
  });
});
