import type { ImportElsewhere } from '@carnet/contract';
import { TriangleAlert } from 'lucide-react';
import { formatNumber } from '../../../lib/format.ts';

const accountText = ({ name, trades }: ImportElsewhere) =>
  `« ${name} » (${formatNumber(trades, 0)} opération${trades > 1 ? 's' : ''})`;

/** « et » before the last of several accounts, commas between the others. */
function listText(accounts: readonly ImportElsewhere[]): string {
  const texts = accounts.map(accountText);
  const last = texts.pop();
  return texts.length === 0 ? (last ?? '') : `${texts.join(', ')} et ${last}`;
}

/**
 * docs/rules/imports.md#duplicates: the file's trades are already in another of the trader's accounts; importing
 * them here as well would count them twice. A warning, not a refusal: a trader may mean it (a copied account).
 */
export function ImportedElsewhereWarning({ accounts }: { accounts: readonly ImportElsewhere[] }) {
  if (accounts.length === 0) return null;
  return (
    <div
      role="status"
      className="flex gap-2.5 rounded-md border border-warn/40 bg-warn-soft p-3 text-sm text-fg"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
      <p>
        <span className="font-semibold">Fichier déjà importé ailleurs.</span> Ses opérations sont déjà dans{' '}
        {accounts.length === 1 ? 'le compte' : 'les comptes'} {listText(accounts)}. Les importer aussi dans ce
        compte les compterait deux fois dans vos statistiques.
      </p>
    </div>
  );
}
