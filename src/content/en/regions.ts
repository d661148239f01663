/**
 * English renderings of the Icelandic region names (landshlutar) used by the
 * campsites and the sample routes. The Icelandic name stays in brackets, since
 * it is what road signs, maps and the Icelandic pages say. The regions are listed in Icelandic alphabetical
 * order (a test checks it): the /routes filters list regions in that order.
 */
export const regionsEn: Readonly<Record<string, string>> = {
  Austurland: "East Iceland (Austurland)",
  Hálendið: "Highlands (Hálendið)",
  Höfuðborgarsvæðið: "Capital Region (Höfuðborgarsvæðið)",
  "Norðurland eystra": "Northeast Iceland (Norðurland eystra)",
  "Norðurland vestra": "Northwest Iceland (Norðurland vestra)",
  Suðurland: "South Iceland (Suðurland)",
  Suðurnes: "Reykjanes Peninsula (Suðurnes)",
  Vestfirðir: "Westfjords (Vestfirðir)",
  Vesturland: "West Iceland (Vesturland)",
  "Vesturland og Vestfirðir": "West Iceland and the Westfjords (Vesturland og Vestfirðir)",
};

/**
 * The English rendering of a region. A region typed by the administrator for a
 * new route may have none yet; it is then shown as written.
 */
export function regionEn(region: string): string {
  return Object.hasOwn(regionsEn, region) ? (regionsEn[region] ?? region) : region;
}
