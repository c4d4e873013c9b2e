import { CONFIGURATION_SCREENSHOT_KINDS, TRADE_SCREENSHOT_KINDS } from '@carnet/contract';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import {
  configurationScreenshots as configurationScreenshotsTable,
  tradeScreenshots as tradeScreenshotsTable,
} from './db/schema/index.ts';
import { createAnalysisRepository } from './features/analysis/analysis.repository.ts';
import { createAnalysisService } from './features/analysis/analysis.service.ts';
import { createJournalAnalysisRepository } from './features/analysis/analysis-journal.repository.ts';
import { createAnalysisSummaryRepository } from './features/analysis/analysis-summary.repository.ts';
import { createCalendarRepository } from './features/analysis/calendar.repository.ts';
import { createCalendarService } from './features/analysis/calendar.service.ts';
import { createSummaryService } from './features/analysis/summary.service.ts';
import { createAccessTokens } from './features/auth/access-tokens.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createAuthGuard } from './features/auth/auth-guard.ts';
import { createLoginThrottle } from './features/auth/login-throttle.ts';
import { createBacktestGoalsRepository } from './features/backtest-goals/backtest-goals.repository.ts';
import { createBacktestGoalsService } from './features/backtest-goals/backtest-goals.service.ts';
import { createBacktestsRepository } from './features/backtests/backtests.repository.ts';
import { createBacktestsService } from './features/backtests/backtests.service.ts';
import { createBacktestsCsvService } from './features/backtests/backtests-csv.service.ts';
import { createCandlesService } from './features/candles/candles.service.ts';
import { createWhatIfService } from './features/candles/what-if.service.ts';
import { createCapitalAccountsRepository } from './features/capital-accounts/capital-accounts.repository.ts';
import {
  type CapitalAccountsService,
  createCapitalAccountsService,
} from './features/capital-accounts/capital-accounts.service.ts';
import { createStatementCheckRepository } from './features/capital-accounts/statement-check.repository.ts';
import { createStatementCheckService } from './features/capital-accounts/statement-check.service.ts';
import { createChallengeRepository } from './features/challenge/challenge.repository.ts';
import { createChallengeService } from './features/challenge/challenge.service.ts';
import { createChallengeSimulationService } from './features/challenge/challenge-simulation.service.ts';
import { createSimulationRunner } from './features/challenge/simulation-runner.ts';
import { createSimulationSampleRepository } from './features/challenge/simulation-sample.repository.ts';
import { createConfigurationsRepository } from './features/configurations/configurations.repository.ts';
import { createConfigurationsService } from './features/configurations/configurations.service.ts';
import { createDashboardRepository } from './features/dashboard/dashboard.repository.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { createDashboardCache, DASHBOARD_CACHE_LIMITS } from './features/dashboard/dashboard-cache.ts';
import { createExportsRepository } from './features/exports/exports.repository.ts';
import { createExportsService } from './features/exports/exports.service.ts';
import { createJournalRepository } from './features/exports/journal.repository.ts';
import { createGlobalStrategiesRepository } from './features/global-strategies/global-strategies.repository.ts';
import { createGlobalStrategiesService } from './features/global-strategies/global-strategies.service.ts';
import { createImportTemplatesRepository } from './features/import-templates/import-templates.repository.ts';
import { createImportTemplatesService } from './features/import-templates/import-templates.service.ts';
import { createImportFileRunner } from './features/imports/import-file-runner.ts';
import { createImportsRepository } from './features/imports/imports.repository.ts';
import { createImportsService } from './features/imports/imports.service.ts';
import { createInstrumentsService } from './features/instruments/instruments.service.ts';
import { createJournalRepository as createJournalDaysRepository } from './features/journal/journal.repository.ts';
import { createJournalService } from './features/journal/journal.service.ts';
import { createJournalTemplatesRepository } from './features/journal/journal-templates.repository.ts';
import { createJournalTemplatesService } from './features/journal/journal-templates.service.ts';
import { createProfileRepository } from './features/profile/profile.repository.ts';
import { createProfileService, type ProfileService } from './features/profile/profile.service.ts';
import { type CleanupLog, createScreenshotGallery } from './features/screenshots/screenshot-gallery.ts';
import { createScreenshotsRepository } from './features/screenshots/screenshots.repository.ts';
import { createBulkTrades } from './features/trades/bulk-trades.ts';
import { createCloseTradeService } from './features/trades/close-trade.service.ts';
import { createEvaluateCompliance } from './features/trades/trade-compliance.ts';
import { createTradeReferences } from './features/trades/trade-references.ts';
import { createTradesRepository } from './features/trades/trades.repository.ts';
import { createTradesService } from './features/trades/trades.service.ts';
import { createUsersRepository } from './features/users/users.repository.ts';
import { createUsersService } from './features/users/users.service.ts';
import type { MediaStore } from './media/index.ts';

export type TokenSettings = Pick<Config, 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'> & {
  jwtSecret: string;
};

/** Screenshot storage (docs/security.md#media-urls), shared by every gallery; `log` hears about files left behind. */
export type MediaSettings = { media: MediaStore; log: CleanupLog; maxUploadBytes: number };

/** Accounts only: what the command line needs (no tokens, no HTTP). */
export function createAccountServices(db: Db) {
  const authRepository = createAuthRepository(db);
  const usersService = createUsersService(createUsersRepository(db), {
    revokeAllSessions: (userId) => authRepository.revokeUserFamilies(userId, new Date()),
  });
  return { authRepository, usersService };
}

/** The composition root: every service wired explicitly from the database handle and the settings. */
export function createServices(db: Db, settings: TokenSettings, storage: MediaSettings) {
  const { authRepository, usersService } = createAccountServices(db);
  const authService = createAuthService({
    users: usersService,
    repository: authRepository,
    accessTokens: createAccessTokens(settings.jwtSecret, settings.accessTokenTtlSeconds),
    throttle: createLoginThrottle(authRepository),
    refreshTtlSeconds: settings.refreshTokenTtlSeconds,
  });
  const setupServices = createSetupServices(db, storage);
  const profileService = createProfileService(createProfileRepository(db));
  return {
    usersService,
    authService,
    authGuard: createAuthGuard(authService),
    profileService,
    instrumentsService: createInstrumentsService({ accounts: setupServices.capitalAccountsService }),
    ...createBacktestServices(db),
    ...setupServices,
    ...createTradeServices(db, storage, { ...setupServices, profileService }),
    ...createAnalysisServices(db, setupServices),
    dashboardService: createDashboardService({
      repository: createDashboardRepository(db),
      cache: createDashboardCache(DASHBOARD_CACHE_LIMITS),
      defaultTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
    candlesService: createCandlesService(db),
    exportsService: createExportsService(createExportsRepository(db), {
      repository: createJournalRepository(db),
      media: storage.media,
    }),
    challengeService: createChallengeService({
      accounts: setupServices.capitalAccountsService,
      repository: createChallengeRepository(db),
    }),
    ...createChallengeSimulation(db, setupServices.capitalAccountsService),
  };
}

/** The analysis, summary, calendar and heat map of the caller's closed trades (docs/rules/statistics.md). */
function createAnalysisServices(db: Db, setup: ReturnType<typeof createSetupServices>) {
  const analysisService = createAnalysisService({
    repository: createAnalysisRepository(db),
    journalRepository: createJournalAnalysisRepository(db),
    accounts: setup.capitalAccountsService,
    defaultTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return {
    analysisService,
    summaryService: createSummaryService({
      analysis: analysisService,
      repository: createAnalysisSummaryRepository(db),
    }),
    calendarService: createCalendarService({
      analysis: analysisService,
      repository: createCalendarRepository(db),
    }),
    whatIfService: createWhatIfService({ db, analysis: analysisService }),
  };
}

/** The odds of a challenge (docs/rules/challenges.md), run in a worker thread the app closes with it (`simulationRunner`). */
function createChallengeSimulation(db: Db, accounts: CapitalAccountsService) {
  const simulationRunner = createSimulationRunner();
  return {
    simulationRunner,
    challengeSimulationService: createChallengeSimulationService({
      accounts,
      history: createChallengeRepository(db),
      samples: createSimulationSampleRepository(db),
      runner: simulationRunner,
    }),
  };
}

/** Backtest sessions, their CSV codec, goals and time logs. */
function createBacktestServices(db: Db) {
  const backtestsRepository = createBacktestsRepository(db);
  return {
    backtestsService: createBacktestsService(backtestsRepository),
    backtestsCsvService: createBacktestsCsvService(backtestsRepository),
    /** Also read by the dashboard: `backtestGoalsService.findActiveGoal(userId)` for its active-goal card. */
    backtestGoalsService: createBacktestGoalsService(createBacktestGoalsRepository(db)),
  };
}

/** Global strategies, configurations with their screenshots, capital accounts. */
function createSetupServices(db: Db, { media, log, maxUploadBytes }: MediaSettings) {
  const globalStrategiesService = createGlobalStrategiesService(createGlobalStrategiesRepository(db));
  const configurationScreenshots = createScreenshotGallery({
    repository: createScreenshotsRepository(db, configurationScreenshotsTable),
    media,
    kinds: CONFIGURATION_SCREENSHOT_KINDS,
    log,
  });
  return {
    maxUploadBytes,
    globalStrategiesService,
    configurationScreenshots,
    /** Trades read `findOwnedWithTypeIds` (strategy, strategy_type references). */
    configurationsService: createConfigurationsService({
      repository: createConfigurationsRepository(db),
      globalStrategies: globalStrategiesService,
      gallery: configurationScreenshots,
    }),
    /** Trades read `findActiveAccountOwnedBy` (new trades) and `findOwnedAccount` (existing ones). */
    capitalAccountsService: createCapitalAccountsService(createCapitalAccountsRepository(db)),
  };
}

/** Trades, their close, compliance evaluation and screenshots. */
function createTradeServices(
  db: Db,
  { media, log }: MediaSettings,
  setup: ReturnType<typeof createSetupServices> & { profileService: ProfileService },
) {
  const repository = createTradesRepository(db);
  const references = createTradeReferences({
    configurations: setup.configurationsService,
    accounts: setup.capitalAccountsService,
  });
  const tradeScreenshots = createScreenshotGallery({
    repository: createScreenshotsRepository(db, tradeScreenshotsTable),
    media,
    kinds: TRADE_SCREENSHOT_KINDS,
    log,
  });
  const tradesService = createTradesService({
    repository,
    references,
    gallery: tradeScreenshots,
    defaultTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  const importTemplatesService = createImportTemplatesService(createImportTemplatesRepository(db));
  // The uploads are read in a worker thread the app closes with it (`importFileRunner`).
  const importFileRunner = createImportFileRunner();
  return {
    tradeScreenshots,
    tradesService,
    importTemplatesService,
    importFileRunner,
    importsService: createImportsService({
      repository: createImportsRepository(db),
      templates: importTemplatesService,
      accounts: setup.capitalAccountsService,
      profile: setup.profileService,
      gallery: tradeScreenshots,
      configurations: setup.configurationsService,
      files: importFileRunner,
    }),
    statementCheckService: createStatementCheckService({
      repository: createStatementCheckRepository(db),
      accounts: setup.capitalAccountsService,
      files: importFileRunner,
    }),
    bulkTrades: createBulkTrades({ repository, gallery: tradeScreenshots }),
    closeTradeService: createCloseTradeService({ repository, references, trades: tradesService }),
    evaluateCompliance: createEvaluateCompliance(references),
    journalService: createJournalService({
      repository: createJournalDaysRepository(db),
      trades: tradesService,
      accounts: setup.capitalAccountsService,
    }),
    journalTemplatesService: createJournalTemplatesService(createJournalTemplatesRepository(db)),
  };
}

export type Services = ReturnType<typeof createServices>;
