// Public API of @carnet/domain: the pure trading rules. README.md lists every export.
export type { GroupStats, KeyedAggregate } from './analysis/breakdown.ts';
export { breakdown } from './analysis/breakdown.ts';
export type { DurationBucket } from './analysis/duration-buckets.ts';
export { DURATION_BUCKET_LIMITS_MS, DURATION_BUCKETS, durationBucket } from './analysis/duration-buckets.ts';
export type { Interval } from './analysis/intervals.ts';
export { pairedTTest } from './analysis/paired-t-test.ts';
export type { RAggregate } from './analysis/r-aggregate.ts';
export { addAggregates, aggregateR, EMPTY_AGGREGATE, subtractAggregate } from './analysis/r-aggregate.ts';
export type { RStats } from './analysis/r-stats.ts';
export { rStats } from './analysis/r-stats.ts';
export type { SequencedTrade, SequenceStats } from './analysis/sequence-stats.ts';
export { sequenceStats } from './analysis/sequence-stats.ts';
export type { TargetCount } from './analysis/summary-stats.ts';
export { averageR, kellyFraction, sharePct, targetHitRates } from './analysis/summary-stats.ts';
export {
  CONFIDENCE_LEVEL,
  LOW_SAMPLE_SIZE,
  MIN_TRADES_PER_SIDE,
  SIGNIFICANCE_LEVEL,
  SQN_MAX_TRADES,
} from './analysis/thresholds.ts';
export type { DifferenceTest } from './analysis/welch.ts';
export { welchTest } from './analysis/welch.ts';
export { winRate } from './analysis/win-rate.ts';
export type { BacktestExit, BacktestTradeFigures, BacktestTradeResult } from './backtest/backtest-trade.ts';
export { backtestTradeResult } from './backtest/backtest-trade.ts';
export type { SessionMetrics, SessionTrade } from './backtest/session-metrics.ts';
export { computeSessionMetrics } from './backtest/session-metrics.ts';
export type { BacktestTradeSubmission } from './backtest/validate-backtest-trade.ts';
export { BACKTEST_TRADE_MESSAGES, validateBacktestTrade } from './backtest/validate-backtest-trade.ts';
export {
  BACKTEST_DECIMAL_PLACES,
  BOUND_MESSAGES,
  DECIMAL_INTEGER_DIGITS,
  decimalDigitsError,
  decimalPlacesMessage,
  EARLIEST_DATE,
  hasLoneSurrogate,
  hasNulCharacter,
  isDateInBounds,
  isInstantInBounds,
  isRInBounds,
  LATEST_DATE,
  MAX_ABS_R,
  MAX_ID,
  storableTextError,
  TRADE_DECIMAL_PLACES,
} from './bounds.ts';
export type { Candle, CandleSeries } from './candles/candle-series.ts';
export { candleSeries } from './candles/candle-series.ts';
export type { PackedCandles } from './candles/packed-candle-series.ts';
export { packedCandleSeries } from './candles/packed-candle-series.ts';
export type { CandleTimeframe } from './candles/timeframes.ts';
export { CANDLE_TIMEFRAMES, TIMEFRAME_SECONDS } from './candles/timeframes.ts';
export type { ChallengeArithmetic } from './challenge/challenge-arithmetic.ts';
export { DECIMAL_ARITHMETIC, NUMBER_ARITHMETIC } from './challenge/challenge-arithmetic.ts';
export type {
  ChallengeBreachEvent,
  ChallengeLimits,
  ChallengeRun,
  DailyLoss,
} from './challenge/challenge-engine.ts';
export {
  challengeBestDayPnl,
  challengeState,
  closeChallengeDay,
  closeChallengeTrade,
  isChallengeConsistent,
  openChallengeDay,
  startChallenge,
} from './challenge/challenge-engine.ts';
export type { ChallengeAccount } from './challenge/challenge-limits.ts';
export { challengeLimits, convertChallengeRun, minimumTradingDays } from './challenge/challenge-limits.ts';
export type {
  ChallengeReport,
  ChallengeReportBreach,
  ChallengeReportDay,
} from './challenge/challenge-report.ts';
export type {
  ChallengeRuleBroken,
  ChallengeRuleSet,
  ChallengeState,
  DailyLossBasis,
  MaxLossType,
} from './challenge/challenge-types.ts';
export {
  CHALLENGE_RULES_BROKEN,
  CHALLENGE_STATES,
  DAILY_LOSS_BASES,
  MAX_LOSS_TYPES,
} from './challenge/challenge-types.ts';
export type { ChallengeReplayInput, ChallengeTrade } from './challenge/replay-challenge.ts';
export { replayChallenge } from './challenge/replay-challenge.ts';
export type {
  ChallengeSimulation,
  ChallengeSimulationInput,
} from './challenge/simulate-challenge.ts';
export { simulateChallenge } from './challenge/simulate-challenge.ts';
export { groupByTradingDay } from './challenge/simulation-days.ts';
export { tradingDayResolver } from './challenge/trading-day.ts';
export {
  createDefaultComplianceConfig,
  DEFAULT_CONFIRMATION_WEIGHT,
  DEFAULT_CONFIRMATIONS,
  DEFAULT_GRADE_BANDS,
  DEFAULT_SECONDARY_MIN_SCORE_PCT,
  DEFAULT_TIMEZONE,
  DEFAULT_TIMING_MULTIPLIERS,
  DEFAULT_TIMING_PREFERRED,
  DEFAULT_TIMING_SECONDARY,
  DEFAULT_TOLERANCE_MIN,
  TIMING_CLASS_LABELS,
} from './compliance/defaults.ts';
export {
  COMPLIANCE_REASONS,
  complianceScore,
  evaluateCompliance,
  formatPercentNumber,
  gradeBand,
  recommendedRiskPct,
} from './compliance/evaluate-compliance.ts';
export { parseTimeOfDay, timingClass } from './compliance/timing.ts';
export type * from './compliance/types.ts';
export { CONFIRMATION_LEVELS, TIMING_CLASSES } from './compliance/types.ts';
export type { BacktestCsvImport, BacktestCsvTrade, CsvLineError } from './csv/backtest-csv-row.ts';
export type { CsvDelimiter, CsvRecord } from './csv/csv-text.ts';
export {
  csvRecords,
  detectDelimiter,
  neutraliseFormula,
  quoteCell,
  restoreNeutralised,
} from './csv/csv-text.ts';
export type { BacktestExportTrade } from './csv/export-backtest-csv.ts';
export { backtestCsvHeader, exportBacktestCsv } from './csv/export-backtest-csv.ts';
export type { BacktestCsvImportOptions } from './csv/import-backtest-csv.ts';
export { CSV_FILE_MESSAGES, importBacktestCsv, readBacktestCsv } from './csv/import-backtest-csv.ts';
export type {
  DashboardOptions,
  DashboardStats,
  DashboardTrade,
  PeriodResult,
} from './dashboard/compute-dashboard.ts';
export { computeDashboard } from './dashboard/compute-dashboard.ts';
export type { MoneyCurve, MoneyCurvePoint } from './dashboard/money-curves.ts';
export type { DashboardGroup } from './dashboard/periods.ts';
export { DASHBOARD_GROUPS, isDashboardGroup } from './dashboard/periods.ts';
export type { HistogramBucket } from './dashboard/rr-histogram.ts';
export {
  addDecimals,
  Decimal,
  normalizeDecimal,
  parseDecimal,
  parsePositiveDecimal,
  roundRatio,
  subtractDecimals,
  sumDecimals,
  toDecimalString,
  toRoundedNumber,
} from './decimal.ts';
export type { CandleGap } from './excursions/candle-coverage.ts';
export { GAP_CANDLES } from './excursions/candle-coverage.ts';
export type { PositionFill, TradeFills } from './excursions/position-fills.ts';
export type { Excursions, ExcursionsTrade } from './excursions/trade-excursions.ts';
export { tradeExcursions } from './excursions/trade-excursions.ts';
export type { PointValueOf } from './import/fifo-positions.ts';
export { rebuildPositions } from './import/fifo-positions.ts';
export type {
  Fill,
  FillUse,
  RebuiltPosition,
  RebuiltPositions,
  UnusedFill,
  UnusedFillReason,
} from './import/fill.ts';
export type { AssetType } from './instruments/asset-types.ts';
export { ASSET_TYPES } from './instruments/asset-types.ts';
export type { CfdSymbol } from './instruments/cfd-names.ts';
export type { ComputedGrossPnl, TradeExits } from './instruments/computed-gross-pnl.ts';
export { computedGrossPnl } from './instruments/computed-gross-pnl.ts';
export type { ContractMonth } from './instruments/contract-months.ts';
export { isCurrencyCode, minorUnitsOf, roundToMinorUnit } from './instruments/currencies.ts';
export type { FrenchNumberReading } from './instruments/french-number.ts';
export { readFrenchNumber, writeFrenchNumber } from './instruments/french-number.ts';
export type { FuturesContract, FuturesExchange, PriceNotation } from './instruments/futures-contract.ts';
export { PRICE_NOTATIONS } from './instruments/futures-contract.ts';
export type { TraderPointValues } from './instruments/futures-point-values.ts';
export { contractRoot, rootPointValue } from './instruments/futures-point-values.ts';
export { FUTURES_CONTRACTS, futuresContract } from './instruments/futures-registry.ts';
export type { InstrumentOverride, InstrumentSpec } from './instruments/instrument-spec.ts';
export { instrumentSpec } from './instruments/instrument-spec.ts';
export type { FuturesSymbol } from './instruments/parse-futures-symbol.ts';
export type { CryptoSymbol, ForexSymbol } from './instruments/parse-pair-symbol.ts';
export { USD_STABLECOINS } from './instruments/parse-pair-symbol.ts';
export type { ParsedSymbol, StockSymbol } from './instruments/parse-symbol.ts';
export { guessAssetType, parseSymbol } from './instruments/parse-symbol.ts';
export type { PositionSize, PositionSizeInput } from './instruments/position-size.ts';
export { positionSize } from './instruments/position-size.ts';
export type { FractionReading } from './instruments/price-fractions.ts';
export { readFractionalPrice } from './instruments/price-fractions.ts';
export type { Conversion, ConversionError } from './instruments/quote-conversion.ts';
export type { TradeInstrument } from './instruments/trade-instrument.ts';
export { stablecoinCountedAsUsd, tradeInstrumentSpec } from './instruments/trade-instrument.ts';
export type { JournalDayStats, JournalDayTrade } from './journal/day-stats.ts';
export { journalDayStats } from './journal/day-stats.ts';
export { journalDayOf } from './journal/journal-day.ts';
export type { PlanLock, PlanLockInput } from './journal/plan-lock.ts';
export { planLock } from './journal/plan-lock.ts';
export type { JournalDayLimits, JournalRule, JournalRuleBreak } from './journal/rule-breaks.ts';
export { JOURNAL_RULES, journalRuleBreaks } from './journal/rule-breaks.ts';
export type { SleepBucket } from './journal/sleep-buckets.ts';
export { SLEEP_BUCKET_LIMITS_HOURS, SLEEP_BUCKETS } from './journal/sleep-buckets.ts';
export type { GoalProgress } from './progress/progress.ts';
export { accountProgressPct, goalProgress, loggedMinutes } from './progress/progress.ts';
export type { Random } from './random/seeded-random.ts';
export { createRandom } from './random/seeded-random.ts';
export type { DayWindow } from './time/day-window.ts';
export { dayStartMs, dayWindow } from './time/day-window.ts';
export type { InstantInput } from './time/instant.ts';
export { toEpochMs, toIsoUtc } from './time/instant.ts';
export type { WallClock } from './time/time-zone.ts';
export { isValidTimeZone, wallClock, zonedTimeToEpochMs, zoneOffsetMs } from './time/time-zone.ts';
export {
  CLOSE_DATE_FUTURE_TOLERANCE_MS,
  CLOSE_DATE_MESSAGES,
  validateCloseDate,
} from './trade/close-date.ts';
export type { CloseResult } from './trade/close-trade.ts';
export { CLOSE_MESSAGES, closeTrade, validateClose } from './trade/close-trade.ts';
export { pnlAmount, riskAmount } from './trade/money.ts';
export { BREAKEVEN_THRESHOLD_R, outcomeOf, R_DECIMALS } from './trade/outcome.ts';
export type { PlanDeviation, PlanSide } from './trade/plan-deviations.ts';
export { PLAN_DEVIATION_LABELS, PLAN_DEVIATIONS, planDeviations } from './trade/plan-deviations.ts';
export type { TradePlan } from './trade/planned-r.ts';
export { plannedR } from './trade/planned-r.ts';
export type { ClosingTrade, TakeProfitAtClose } from './trade/realized-r.ts';
export { closingExits, directionSign, realizedPnlUnits, realizedR } from './trade/realized-r.ts';
export { TRADE_PLAN_MESSAGES, validateTradePlan } from './trade/trade-plan.ts';
export type { MoneyInput, PlannedRisk, Position, StoredExit, TradeMoney } from './trade/trade-result.ts';
export {
  exitsPnlUnits,
  exitsR,
  managementR,
  plannedRisk,
  tradeMoney,
  tradeOutcome,
} from './trade/trade-result.ts';
export type { DecimalInput, Direction, FieldErrors, Outcome } from './types.ts';
export { DIRECTIONS, hasNoFieldError, isDirection } from './types.ts';
export type { ExitReason } from './what-if/candle-step.ts';
export type { WhatIfPlan } from './what-if/exit-rules.ts';
export type { ScenarioOutcome } from './what-if/replay-scenario.ts';
export type { CandleScenarioKey, WhatIfScenarioKey } from './what-if/scenarios.ts';
export {
  CANDLE_SCENARIOS,
  FIXED_TARGET_R,
  WHAT_IF_DEFAULT_HORIZON_DAYS,
  WHAT_IF_SCENARIO_LABELS,
  WHAT_IF_SCENARIOS,
} from './what-if/scenarios.ts';
export type { TradeWhatIf, WhatIfTrade } from './what-if/trade-what-if.ts';
export { tradeWhatIf } from './what-if/trade-what-if.ts';
export type { WhatIfExits, WhatIfScenario } from './what-if/what-if-exits.ts';
export { whatIfExits } from './what-if/what-if-exits.ts';
