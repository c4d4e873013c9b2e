import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';

/** Where each platform exports its candles (docs/rules/candles.md#candles: the formats Carnet reads). */
const CANDLE_EXPORT_STEPS = [
  {
    platform: 'MetaTrader 5',
    how: '« Fichier → Exporter les barres » (ou clic droit sur le symbole dans les Symboles).',
  },
  {
    platform: 'MetaTrader 4',
    how: 'Outils → History Center : choisissez le symbole et l’unité de temps, puis « Exporter ».',
  },
  { platform: 'TradingView', how: 'Menu du graphique → « Exporter les données du graphique ».' },
  { platform: 'NinjaTrader', how: 'Tools → Historical Data → Export.' },
] as const;

/** One line per platform: where its candle export is. */
export function CandleExportSteps() {
  return (
    <ul className="mt-2 flex flex-col gap-1.5 text-sm text-fg-muted">
      {CANDLE_EXPORT_STEPS.map((step) => (
        <li key={step.platform}>
          <span className="font-medium text-fg">{step.platform}</span> : {step.how}
        </li>
      ))}
    </ul>
  );
}

/**
 * The chart's empty state: Carnet has no market data of its own, so it says how to export candles from the
 * platform and links to the « Bougies » tab of « Importer ».
 */
export function CandleExportHelp({ symbol }: { symbol: string }) {
  return (
    <div className="flex flex-col items-start gap-3 px-4 py-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-fg">Aucune bougie pour {symbol}</p>
        <p className="text-sm text-fg-muted">
          Carnet n’a pas de données de marché : exportez les bougies de ce symbole depuis votre plateforme,
          puis importez le fichier.
        </p>
      </div>
      <CandleExportSteps />
      <Link to={paths.importCandles} className={buttonStyles('primary')}>
        <Upload aria-hidden className="size-4" />
        Importer des bougies
      </Link>
    </div>
  );
}
