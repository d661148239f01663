/**
 * Merging a list's facts (the Icelandic module) with a second language's prose
 * (see ProseOf in types.ts). A missing or unmatched prose entry is an error,
 * not a silent fallback: the content tests call every merge, so a renamed or
 * added Icelandic entry fails there until its translation follows.
 */

/** The entries of `facts` with their words replaced by `prose[key(entry)]`; throws when the prose's keys are not exactly the entries' keys. */
export function mergeByKey<T, P extends object>(list: string, facts: readonly T[], key: (entry: T) => string, prose: Readonly<Record<string, P>>): T[] {
  const keys = new Set(facts.map(key));
  const unmatched = Object.keys(prose).filter((name) => !keys.has(name));
  if (unmatched.length > 0) throw new Error(`${list}: prose for entries that do not exist: ${unmatched.join(", ")}`);
  return facts.map((entry) => {
    const words = Object.hasOwn(prose, key(entry)) ? prose[key(entry)] : undefined;
    if (words === undefined) throw new Error(`${list}: no prose for ${key(entry)}`);
    return { ...entry, ...words };
  });
}

/** mergeByKey keyed by the entries' Icelandic `name`. */
export function mergeByName<T extends { name: string }, P extends object>(list: string, facts: readonly T[], prose: Readonly<Record<string, P>>): T[] {
  return mergeByKey(list, facts, (entry) => entry.name, prose);
}

/** The entries of `facts` with their words replaced by the prose at the same index; throws when the lengths differ. */
export function mergeByIndex<T, P extends object>(list: string, facts: readonly T[], prose: readonly P[]): T[] {
  if (facts.length !== prose.length) throw new Error(`${list}: ${facts.length} entries but ${prose.length} in the prose`);
  return facts.map((entry, index) => ({ ...entry, ...(prose[index] as P) }));
}

/** `rendering[value]`, for a fact written in Icelandic words (a region, a link label); throws when the value has no rendering. */
export function rendered(what: string, rendering: Readonly<Record<string, string>>, value: string): string {
  const text = Object.hasOwn(rendering, value) ? rendering[value] : undefined;
  if (text === undefined) throw new Error(`${what}: no rendering for ${value}`);
  return text;
}
