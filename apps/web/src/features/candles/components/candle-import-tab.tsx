import type { CandleImportResult } from '@carnet/contract';
import { useMemo, useState } from 'react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { useProfile } from '../../profile/api/get-profile.ts';
import { useCandleCoverage } from '../api/get-candle-coverage.ts';
import { offeredSymbols } from '../utils/candle-import-validation.ts';
import { CandleCoverageTable } from './candle-coverage-table.tsx';
import { CandleExportSteps } from './candle-export-help.tsx';
import { CandleImportForm } from './candle-import-form.tsx';
import { CandleImportResultPanel } from './candle-import-result.tsx';

/**
 * « Bougies » of « Importer » (docs/rules/candles.md#candles): a platform's candle export for one symbol, what it
 * stored, and the series stored so far, which can be deleted.
 */
export function CandleImportTab() {
  const profile = useProfile();
  const coverage = useCandleCoverage();
  const [result, setResult] = useState<CandleImportResult | null>(null);
  const symbols = useMemo(
    () =>
      offeredSymbols(
        Object.values(profile.data?.assets ?? {}).flat(),
        (coverage.data ?? []).map((series) => series.symbol),
      ),
    [profile.data, coverage.data],
  );
  return (
    <div className="flex flex-col gap-5">
      <Card aria-labelledby="candle-import-title">
        <CardHeader
          titleId="candle-import-title"
          title="Importer des bougies"
          description="Les bougies d’un symbole, exportées de votre plateforme : réimporter les mêmes heures les remplace."
        />
        <CardBody className="flex flex-col gap-4">
          <CandleImportForm symbols={symbols} onImported={setResult} />
          {result !== null && <CandleImportResultPanel result={result} />}
          <details className="text-sm text-fg-muted">
            <summary className="cursor-pointer font-medium text-fg">Où exporter les bougies ?</summary>
            <CandleExportSteps />
          </details>
        </CardBody>
      </Card>
      <Card aria-labelledby="candle-coverage-title">
        <CardHeader titleId="candle-coverage-title" title="Bougies importées" />
        <CandleCoverageTable />
      </Card>
    </div>
  );
}
