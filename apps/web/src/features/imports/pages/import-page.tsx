import { useSearchParams } from 'react-router';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTabs } from '../../../components/ui/page-tabs.tsx';
import { CandleImportTab } from '../../candles/components/candle-import-tab.tsx';
import { useCapitalAccounts } from '../../capital-accounts/api/list-capital-accounts.ts';
import { ExportActions } from '../components/export-actions.tsx';
import { FirstImportGuide } from '../components/first-import-guide.tsx';
import { ImportHistory } from '../components/import-history.tsx';
import { ImportWorkbench } from '../components/import-workbench.tsx';

/** The address parameter of the tab; `candles` is the « Bougies » tab (app/paths.ts `importCandles`). */
const TAB_PARAM = 'tab';
const TABS = [
  { key: 'trades', label: 'Opérations' },
  { key: 'candles', label: 'Bougies' },
] as const;
type ImportTab = (typeof TABS)[number]['key'];

const readTab = (text: string | null): ImportTab => (text === 'candles' ? 'candles' : 'trades');

function TradesTab() {
  const accounts = useCapitalAccounts();
  // docs/rules/imports.md#first-import: without an active account there is nowhere to import; the page says so.
  const hasNoActiveAccount =
    accounts.data !== undefined && !accounts.data.some((account) => account.is_active);
  return (
    <div className="flex flex-col gap-5">
      {hasNoActiveAccount ? (
        <Card aria-labelledby="first-import-title">
          <CardHeader titleId="first-import-title" title="Premier import" />
          <CardBody>
            <FirstImportGuide hasArchived={(accounts.data?.length ?? 0) > 0} />
          </CardBody>
        </Card>
      ) : (
        <Card aria-labelledby="import-file-title">
          <CardHeader titleId="import-file-title" title="Fichier à importer" />
          <CardBody>
            <ImportWorkbench accounts={accounts.data} />
          </CardBody>
        </Card>
      )}
      <Card aria-labelledby="import-history-title">
        <CardHeader titleId="import-history-title" title="Imports précédents" />
        <ImportHistory accounts={accounts.data} />
      </Card>
      <Card aria-labelledby="export-title">
        <CardHeader titleId="export-title" title="Exporter" />
        <CardBody>
          <ExportActions />
        </CardBody>
      </Card>
    </div>
  );
}

/**
 * /import — docs/rules/imports.md « Importer »: a platform's file into an account, the imports made so far; and the
 * « Bougies » tab, the candles the trade pages are drawn on (docs/rules/candles.md#candles).
 */
export function ImportPage() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get(TAB_PARAM));
  const selectTab = (next: ImportTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'trades') updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader
        title="Importer"
        description="Chargez l’historique exporté par votre plateforme : rien n’est écrit avant votre confirmation."
      />
      <PageTabs label="Que voulez-vous importer ?" tabs={TABS} value={tab} onChange={selectTab}>
        {tab === 'candles' ? <CandleImportTab /> : <TradesTab />}
      </PageTabs>
    </>
  );
}
