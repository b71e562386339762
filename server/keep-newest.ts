/**
 * A Map as a bounded memory: `keepNewest` adds an entry and, past `most` entries, forgets the oldest
 * (Maps iterate in insertion order). The server's memories of parsed documents, verified tokens and
 * amounts' display texts are each such a Map.
 */
export function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, most: number): void {
  map.set(key, value);
  if (map.size > most) map.delete(map.keys().next().value as K);
}
