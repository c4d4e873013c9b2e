import { LOW_SAMPLE_LABEL, type WhatIfResponse } from '@carnet/contract';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedRowHeader,
  StackedTable,
} from '../../../components/ui/stacked-table.tsx';
import { EMPTY_VALUE, formatNumber, formatPercent, formatR } from '../../../lib/format.ts';
import { formatWinRateInterval, INTERVAL_LABEL } from '../utils/analysis-format.ts';
import { whatIfSentence } from '../utils/what-if-texts.ts';
import { whiskerScale, whiskerValues } from '../utils/whisker-scale.ts';
import { ExpectancyWhisker } from './expectancy-whisker.tsx';

const COLUMNS = {
  resolved: 'Résolues',
  ambiguous: 'Ambiguës',
  unresolved: 'Non résolues',
  expectancy: `Espérance (${INTERVAL_LABEL})`,
  winRate: 'Réussite',
  totalR: 'R total',
  vsActual: 'Comparé au réel',
} as const;

type Scenario = WhatIfResponse['scenarios'][number];

function ScenarioRow({ scenario, scale }: { scenario: Scenario; scale: ReturnType<typeof whiskerScale> }) {
  const sentence = scenario.key === 'ACTUAL' ? null : whatIfSentence(scenario.label, scenario.vs_actual);
  return (
    <StackedRow className={clsx(scenario.low_sample && 'text-fg-muted')}>
      <StackedRowHeader span={4}>
        <span className="flex flex-col items-start gap-0.5">
          {scenario.label}
          {scenario.low_sample && <Badge>{LOW_SAMPLE_LABEL}</Badge>}
        </span>
      </StackedRowHeader>
      <StackedCell caption={COLUMNS.resolved} align="right" className="num">
        {formatNumber(scenario.resolved, 0)}
      </StackedCell>
      <StackedCell caption={COLUMNS.ambiguous} align="right" className="num">
        {formatNumber(scenario.ambiguous, 0)}
      </StackedCell>
      <StackedCell caption={COLUMNS.unresolved} align="right" span={2} className="num">
        {formatNumber(scenario.unresolved, 0)}
      </StackedCell>
      <StackedCell caption={COLUMNS.expectancy} span={4}>
        <ExpectancyWhisker
          expectancy={scenario.expectancy}
          interval={scenario.expectancy_ci}
          scale={scale}
          isMuted={scenario.low_sample}
        />
      </StackedCell>
      <StackedCell caption={COLUMNS.winRate} span={2} className="num">
        <span className="block">{formatPercent(scenario.win_rate)}</span>
        <span className="block text-[11px] text-fg-subtle">
          {formatWinRateInterval(scenario.win_rate_ci)}
        </span>
      </StackedCell>
      <StackedCell caption={COLUMNS.totalR} align="right" span={2} className="num">
        {formatR(scenario.total_r)}
      </StackedCell>
      <StackedCell caption={COLUMNS.vsActual} span={4} className="sm:min-w-64 sm:whitespace-normal">
        {scenario.key === 'ACTUAL' ? (
          <span className="text-xs text-fg-muted">Référence</span>
        ) : (
          <span
            className={clsx(
              'text-xs',
              scenario.vs_actual.significant ? 'font-semibold text-accent' : 'text-fg-muted',
            )}
          >
            {sentence ?? EMPTY_VALUE}
          </span>
        )}
      </StackedCell>
    </StackedRow>
  );
}

/**
 * « Et si… » (docs/rules/candles.md#what-if): each scenario's trades resolved, ambiguous and unresolved, its
 * expectancy with its interval (every whisker on one scale), win rate, total R, and its paired test against what
 * happened in plain French. On a phone each scenario is a card.
 */
export function WhatIfTable({ answer }: { answer: WhatIfResponse }) {
  const scale = useMemo(
    () =>
      whiskerScale(
        whiskerValues(
          answer.scenarios.map((scenario) =>
            scenario.expectancy === null || scenario.expectancy_ci === null
              ? null
              : { ...scenario.expectancy_ci, estimate: scenario.expectancy },
          ),
        ),
      ),
    [answer],
  );
  return (
    <StackedTable aria-label="Scénarios de sortie" scrollLabel="Tableau des scénarios, défilant">
      <StackedHead
        headers={[
          { label: 'Scénario' },
          { label: COLUMNS.resolved, align: 'right' },
          { label: COLUMNS.ambiguous, align: 'right' },
          { label: COLUMNS.unresolved, align: 'right' },
          { label: COLUMNS.expectancy },
          { label: COLUMNS.winRate },
          { label: COLUMNS.totalR, align: 'right' },
          { label: COLUMNS.vsActual },
        ]}
      />
      <StackedBody>
        {answer.scenarios.map((scenario) => (
          <ScenarioRow key={scenario.key} scenario={scenario} scale={scale} />
        ))}
      </StackedBody>
    </StackedTable>
  );
}
