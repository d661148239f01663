/**
 * English renderings of the Icelandic region names (landshlutar) used by the
 * campsites and the sample routes. The Icelandic name stays in brackets, since
 * it is what road signs, maps and the Icelandic pages say.
 */
export const regionsEn: Readonly<Record<string, string>> = {
  Höfuðborgarsvæðið: "Capital Region (Höfuðborgarsvæðið)",
  Suðurnes: "Reykjanes Peninsula (Suðurnes)",
  Suðurland: "South Iceland (Suðurland)",
  Vesturland: "West Iceland (Vesturland)",
  Vestfirðir: "Westfjords (Vestfirðir)",
  "Vesturland og Vestfirðir": "West Iceland and the Westfjords (Vesturland og Vestfirðir)",
  "Norðurland vestra": "Northwest Iceland (Norðurland vestra)",
  "Norðurland eystra": "Northeast Iceland (Norðurland eystra)",
  Austurland: "East Iceland (Austurland)",
  Hálendið: "Highlands (Hálendið)",
};

/**
 * The English rendering of a region. A region typed by the administrator for a
 * new route may have none yet; it is then shown as written.
 */
export function regionEn(region: string): string {
  return Object.hasOwn(regionsEn, region) ? (regionsEn[region] ?? region) : region;
}
