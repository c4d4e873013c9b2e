import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCapitalAccounts } from '../../capital-accounts/api/list-capital-accounts.ts';
import { ExportActions } from '../components/export-actions.tsx';
import { ImportHistory } from '../components/import-history.tsx';
import { ImportWorkbench } from '../components/import-workbench.tsx';

/** /import — docs/rules/imports.md « Importer »: a platform's file into an account, and the imports made so far. */
export function ImportPage() {
  const accounts = useCapitalAccounts();
  return (
    <>
      <PageHeader
        title="Importer"
        description="Chargez l’historique exporté par votre plateforme : rien n’est écrit avant votre confirmation."
      />
      <div className="flex flex-col gap-5">
        <Card aria-labelledby="import-file-title">
          <CardHeader titleId="import-file-title" title="Fichier à importer" />
          <CardBody>
            <ImportWorkbench accounts={accounts.data} />
          </CardBody>
        </Card>
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
