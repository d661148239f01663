import { useEffect, useMemo, useState } from "react";
import { apiPaths } from "../../shared/api-paths.ts";
import type { EnglishTextKind, EnglishTexts, EnglishTextsOf } from "../../shared/english-texts.ts";
import { useLang } from "../i18n/i18n.tsx";
import { loadList, type RemoteList } from "./remote-list.ts";

const urls: Record<EnglishTextKind, string> = { route: apiPaths.englishRoutes, event: apiPaths.englishEvents };

/** A route or event as the English pages show it: with its English texts when it has them. */
export type WithEnglish<T> = T & Partial<EnglishTexts>;

/** The English texts by id, or null while they load; on an Icelandic page none are fetched (an empty map). */
function useEnglishMap(kind: EnglishTextKind): ReadonlyMap<number, EnglishTexts> | null {
  const lang = useLang();
  const [map, setMap] = useState<ReadonlyMap<number, EnglishTexts> | null>(lang === "en" ? null : new Map());
  useEffect(() => {
    if (lang !== "en") return;
    let current = true;
    loadList<EnglishTextsOf>(urls[kind]).then(
      (list) => current && setMap(new Map(list.map(({ id, ...texts }) => [id, texts]))),
      // Without them the English pages show the Icelandic texts, marked as such: better than no list.
      () => current && setMap(new Map()),
    );
    return () => {
      current = false;
    };
  }, [lang, kind]);
  return map;
}

/**
 * A list with each item's English texts on the English pages (the list waits for them, so nothing changes
 * language under the reader); on the Icelandic pages the list itself, untouched.
 */
export function useWithEnglish<T extends { id: number }>(list: RemoteList<T>, kind: EnglishTextKind): RemoteList<WithEnglish<T>> {
  const map = useEnglishMap(kind);
  return useMemo(() => {
    if (list.status !== "loaded" || map === null || map.size === 0) return list.status === "loaded" && map === null ? { status: "loading" } : list;
    return { status: "loaded", items: list.items.map((item) => ({ ...item, ...map.get(item.id) })) };
  }, [list, map]);
}

/** One route's or event's English texts: those the server sent with the page, else from the English list. */
export function useEnglishTextsOf(kind: EnglishTextKind, id: number | null, known?: EnglishTexts): EnglishTexts | undefined {
  const map = useEnglishMap(kind);
  if (known) return known;
  return id === null ? undefined : map?.get(id);
}
