/**
 * A query prepared the first time a key asks for it, then only executed. The hot queries (the auth guard's on
 * every request, the trade list, evaluate's configuration) are prepared so drizzle does not rebuild their SQL on
 * every call and node-postgres sends a named statement that PostgreSQL parses and plans once per pooled
 * connection (DESIGN §9, measured with npm run bench). Keyed for queries whose SQL depends on the call's shape
 * (which bounds a date range has); a statement's name must stand for one SQL text only.
 */
export function preparedPerKey<Key, Query>(prepare: (key: Key) => Query): (key: Key) => Query {
  const prepared = new Map<Key, Query>();
  return (key) => {
    let query = prepared.get(key);
    if (query === undefined) {
      query = prepare(key);
      prepared.set(key, query);
    }
    return query;
  };
}
