import type {
  ApiFieldErrors,
  CONFIGURATION_SCREENSHOT_KINDS,
  Configuration,
  Screenshot,
} from '@carnet/contract';
import type { ConfigurationRow, ConfigurationTypeRow } from '../../db/schema/index.ts';
import { badRequest, ownedOr404 } from '../../http/errors.ts';
import type { GlobalStrategiesService } from '../global-strategies/global-strategies.service.ts';
import type { ScreenshotGallery } from '../screenshots/screenshot-gallery.ts';
import {
  CONFIGURATION_MESSAGES,
  type ConfigurationBody,
  configurationValuesOf,
  duplicateKeyErrors,
  planTypes,
} from './configuration-rules.ts';
import type { ConfigurationsRepository } from './configurations.repository.ts';

type Kinds = typeof CONFIGURATION_SCREENSHOT_KINDS;

export type ConfigurationsDeps = {
  repository: ConfigurationsRepository;
  globalStrategies: Pick<GlobalStrategiesService, 'findOwned'>;
  gallery: ScreenshotGallery<Kinds>;
};

/**
 * Configurations (setups, docs/rules/trades.md#fields, docs/rules/compliance.md#configurations). A body leaving out a compliance setting gets its docs/ui.md
 * default, on PUT too (a PUT replaces the configuration) — except `types`: left out, the existing types stay,
 * because trades reference them; an explicit list (even empty) replaces them.
 */
export function createConfigurationsService({ repository, globalStrategies, gallery }: ConfigurationsDeps) {
  async function requireOwned(userId: number, id: number): Promise<ConfigurationRow> {
    return ownedOr404(await repository.findOwned(userId, id));
  }

  async function present(rows: readonly ConfigurationRow[]): Promise<Configuration[]> {
    const ids = rows.map((row) => row.id);
    const [types, screenshots] = await Promise.all([repository.typesOf(ids), gallery.listByParent(ids)]);
    return rows.map((row) =>
      toConfiguration(
        row,
        types.filter((type) => type.configurationId === row.id),
        screenshots.get(row.id) ?? [],
      ),
    );
  }

  async function presentOne(row: ConfigurationRow): Promise<Configuration> {
    const [configuration] = await present([row]);
    if (configuration === undefined) throw new Error('configuration lost while presenting it');
    return configuration;
  }

  /** Every reference and rule of the body, reported together. */
  async function checkBody(userId: number, body: ConfigurationBody, typeErrors: ApiFieldErrors) {
    const errors: ApiFieldErrors = { ...duplicateKeyErrors(body), ...typeErrors };
    if ((await globalStrategies.findOwned(userId, body.parent_strategy)) === undefined) {
      errors.parent_strategy = [CONFIGURATION_MESSAGES.unknownParentStrategy];
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  }

  return {
    requireOwned,

    list: async (userId: number) => present(await repository.list(userId)),

    get: async (userId: number, id: number) => presentOne(await requireOwned(userId, id)),

    async create(userId: number, body: ConfigurationBody): Promise<Configuration> {
      const { plan, errors } = planTypes(body.types, new Set());
      await checkBody(userId, body, errors);
      return presentOne(await repository.insert(userId, configurationValuesOf(body), plan));
    },

    async update(userId: number, id: number, body: ConfigurationBody): Promise<Configuration> {
      await requireOwned(userId, id);
      const existing = await repository.typesOf([id]);
      const types = body.types ?? existing.map((type) => ({ id: type.id, description: type.description }));
      const { plan, errors } = planTypes(types, new Set(existing.map((type) => type.id)));
      await checkBody(userId, body, errors);
      const row = await repository.update(userId, id, configurationValuesOf(body), plan);
      return presentOne(ownedOr404(row));
    },

    /** Trades keep their history (their strategy becomes null); the screenshot files go with the rows. */
    async delete(userId: number, id: number): Promise<void> {
      const screenshots = ownedOr404(await repository.delete(userId, id));
      await gallery.discardFiles(screenshots);
    },

    /** For trades: the caller's configuration row, or undefined (a reference to anything else is a 400). */
    findOwned: (userId: number, id: number) => repository.findOwned(userId, id),

    /** For trades: the caller's configuration with the ids of its types, or undefined. */
    async findOwnedWithTypeIds(
      userId: number,
      id: number,
    ): Promise<{ row: ConfigurationRow; typeIds: number[] } | undefined> {
      const row = await repository.findOwned(userId, id);
      if (row === undefined) return undefined;
      return { row, typeIds: (await repository.typesOf([id])).map((type) => type.id) };
    },
  };
}

export type ConfigurationsService = ReturnType<typeof createConfigurationsService>;

function toConfiguration(
  row: ConfigurationRow,
  types: readonly ConfigurationTypeRow[],
  screenshots: Screenshot<Kinds[number]>[],
): Configuration {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    timezone: row.timezone,
    parent_strategy: row.parentStrategyId,
    timing_preferred: row.timingPreferred,
    timing_secondary: row.timingSecondary,
    secondary_min_score_pct: Number(row.secondaryMinScorePct),
    timing_multipliers: row.timingMultipliers,
    grade_bands: row.gradeBands,
    confirmations: row.confirmations.map((confirmation, order) => ({ ...confirmation, order })),
    types: types.map((type) => ({ id: type.id, description: type.description })),
    screenshots,
  };
}
