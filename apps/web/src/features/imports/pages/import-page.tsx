import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCapitalAccounts } from '../../capital-accounts/api/list-capital-accounts.ts';
import { ExportActions } from '../components/export-actions.tsx';
import { FirstImportGuide } from '../components/first-import-guide.tsx';
import { ImportHistory } from '../components/import-history.tsx';
import { ImportWorkbench } from '../components/import-workbench.tsx';

/** /import — docs/rules/imports.md « Importer »: a platform's file into an account, and the imports made so far. */
export function ImportPage() {
  const accounts = useCapitalAccounts();
  // docs/rules/imports.md#first-import: without an active account there is nowhere to import; the page says so.
  const hasNoActiveAccount =
    accounts.data !== undefined && !accounts.data.some((account) => account.is_active);
  return (
    <>
      <PageHeader
        title="Importer"
        description="Chargez l’historique exporté par votre plateforme : rien n’est écrit avant votre confirmation."
      />
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
    </>
  );
}
