import { startTransition, useEffect, useState } from "react";
import { fetchJson } from "./fetch-json.ts";

export type RemoteList<T> = { status: "loading" } | { status: "error"; error: Error } | { status: "loaded"; items: T[] };

/**
 * One request per URL per page load, shared by every component that shows the
 * same list (the map and the cards on /routes read the same routes). A failed
 * request is forgotten so the next visit tries again.
 */
const requests = new Map<string, Promise<unknown[]>>();

export function loadList<T>(url: string): Promise<T[]> {
  let request = requests.get(url);
  if (!request) {
    request = fetchJson(url).then((body) => {
      if (Array.isArray(body)) return body;
      console.warn(`Expected an array from ${url}; showing an empty list instead.`, body);
      return [];
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request as Promise<T[]>;
}

/** Forget a cached list, e.g. after the admin changes it. */
export function invalidateList(url: string): void {
  requests.delete(url);
}

export function useRemoteList<T>(url: string): RemoteList<T> {
  const [state, setState] = useState<RemoteList<T>>({ status: "loading" });
  useEffect(() => {
    let current = true;
    // Already loading (the first render): no second render just to say so again.
    setState((current) => (current.status === "loading" ? current : { status: "loading" }));
    loadList<T>(url).then(
      // A transition: a long list renders in slices, and the page keeps answering taps meanwhile.
      (items) => current && startTransition(() => setState({ status: "loaded", items })),
      (error: unknown) => current && setState({ status: "error", error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}
