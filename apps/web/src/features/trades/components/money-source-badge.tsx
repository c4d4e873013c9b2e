import { PNL_SOURCE_LABELS, type PnlSource } from '@carnet/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

/** Where a trade's money comes from, in a sentence (docs/rules/money.md#sources). */
export const PNL_SOURCE_HINTS: Record<PnlSource, string> = {
  REPORTED: 'Montant versé par le courtier',
  COMPUTED: 'Calculé depuis les sorties, la taille et l’instrument',
  ESTIMATED: 'Estimé depuis R × risque : Carnet ne connaît pas la taille de cet instrument',
};

const TONES: Record<PnlSource, BadgeTone> = { REPORTED: 'gain', COMPUTED: 'neutral', ESTIMATED: 'warn' };

/** « réel », « calculé » or « estimé », with its sentence as a tooltip. */
export function MoneySourceBadge({ source }: { source: PnlSource }) {
  return (
    <span title={PNL_SOURCE_HINTS[source]}>
      <Badge tone={TONES[source]}>{PNL_SOURCE_LABELS[source]}</Badge>
    </span>
  );
}
