import type { Configuration } from '@carnet/contract';
import type { ConfigurationNames } from './imported-journal.ts';
import type { ImportedTradeToWrite } from './read-import-file.ts';

/** The configurations a link may point at: the importer's own, with their types. */
export type LinkableConfiguration = Pick<Configuration, 'id' | 'name' | 'types'>;

/** The one item whose key is exactly `key`; undefined when none or several are. */
function onlyOne<Item>(
  items: readonly Item[],
  key: (item: Item) => string,
  wanted: string,
): Item | undefined {
  const matches = items.filter((item) => key(item) === wanted);
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * docs/rules/imports.md « Export »: the `configuration` cell of trades.csv holds the exporting trader's configuration by name
 * (ids mean nothing in another journal). On import a trade is linked to the importer's configuration of exactly
 * that name, and to its type of exactly the `configuration_type` description. No configuration of that name, or
 * several (a link to the wrong one would be worse than none), and the trade is written without one, as when a
 * configuration is deleted: its recorded compliance and checklist stay, a snapshot (docs/rules/compliance.md#configurations).
 */
export function linkConfigurations(
  trades: readonly ImportedTradeToWrite[],
  named: readonly (readonly [number, ConfigurationNames])[],
  configurations: readonly LinkableConfiguration[],
): ImportedTradeToWrite[] {
  const linked = [...trades];
  for (const [index, names] of named) {
    const trade = trades[index];
    const configuration = onlyOne(configurations, ({ name }) => name, names.configuration);
    if (trade === undefined || configuration === undefined) continue;
    const type =
      names.type === null
        ? undefined
        : onlyOne(configuration.types, ({ description }) => description, names.type);
    linked[index] = {
      ...trade,
      values: { ...trade.values, strategyId: configuration.id, strategyTypeId: type?.id ?? null },
    };
  }
  return linked;
}
