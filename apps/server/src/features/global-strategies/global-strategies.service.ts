import type { GlobalStrategy, globalStrategyInputSchema } from '@carnet/contract';
import type { z } from 'zod';
import type { GlobalStrategyRow } from '../../db/schema/index.ts';
import { invalid, ownedOr404 } from '../../http/errors.ts';
import type { GlobalStrategiesRepository } from './global-strategies.repository.ts';

export const GLOBAL_STRATEGY_MESSAGES = {
  inUse:
    'Cette stratégie globale est utilisée par au moins une configuration : supprimez ou rattachez d’abord ces configurations.',
} as const;

/** The contract's input once parsed: defaults applied, name trimmed. */
type ParsedInput = z.output<typeof globalStrategyInputSchema>;

/** Global strategies (docs/rules/trades.md#fields): the parents of configurations, each user's own. */
export function createGlobalStrategiesService(strategies: GlobalStrategiesRepository) {
  return {
    list: async (userId: number): Promise<GlobalStrategy[]> =>
      (await strategies.list(userId)).map(toGlobalStrategy),

    get: async (userId: number, id: number): Promise<GlobalStrategy> =>
      toGlobalStrategy(ownedOr404(await strategies.findOwned(userId, id))),

    /** For references in other bodies (a configuration's parent_strategy): undefined unless the caller's. */
    findOwned: (userId: number, id: number) => strategies.findOwned(userId, id),

    create: async (userId: number, input: ParsedInput): Promise<GlobalStrategy> =>
      toGlobalStrategy(await strategies.insert(userId, valuesOf(input))),

    update: async (userId: number, id: number, input: ParsedInput): Promise<GlobalStrategy> =>
      toGlobalStrategy(ownedOr404(await strategies.update(userId, id, valuesOf(input)))),

    /** Refused while a configuration uses it (configurations need a parent, docs/rules/trades.md#validation). */
    async delete(userId: number, id: number): Promise<void> {
      const outcome = await strategies.deleteUnused(userId, id);
      if (outcome === 'missing') ownedOr404(undefined);
      if (outcome === 'in_use') throw invalid(GLOBAL_STRATEGY_MESSAGES.inUse);
    },
  };
}

export type GlobalStrategiesService = ReturnType<typeof createGlobalStrategiesService>;

function valuesOf(input: ParsedInput) {
  return { name: input.name, description: input.description, active: input.active };
}

function toGlobalStrategy(row: GlobalStrategyRow): GlobalStrategy {
  return { id: row.id, name: row.name, description: row.description, active: row.active };
}
