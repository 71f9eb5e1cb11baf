import DataLoader from 'dataloader';

/**
 * A field read per row of a page (a job's storage units, say) made one query for the page: the
 * returned function gives each request its own DataLoader (keyed by the request's context, so
 * nothing is shared or kept across requests), which collects the keys the page's rows ask for
 * and reads them all with one call of `batch`. `batch` answers in the order of the keys.
 */
export function requestLoader<Key, Value, Source>(
  batch: (source: Source, keys: readonly Key[]) => Promise<Value[]>,
): (requestContext: object, source: Source) => DataLoader<Key, Value> {
  const loaders = new WeakMap<object, DataLoader<Key, Value>>();
  return (requestContext, source) => {
    let loader = loaders.get(requestContext);
    if (!loader) {
      loader = new DataLoader((keys: readonly Key[]) => batch(source, keys));
      loaders.set(requestContext, loader);
    }
    return loader;
  };
}

/** Rows grouped under the keys they belong to, in the keys' order (none: an empty list). */
export function groupedByKey<Key, Row>(
  keys: readonly Key[],
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
): Row[][] {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}
