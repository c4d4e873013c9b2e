import {
  type CapitalAccount,
  DEFAULT_CURRENCY,
  IMPORT_MESSAGES,
  IMPORT_ZONE_QUESTIONS,
  type ImportBatch,
} from '@carnet/contract';
import { FileSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { type FieldErrorMessages, mapError } from '../../../lib/error-mapper.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { UploadProgress } from '../../../lib/upload-with-progress.ts';
import { useCreateImport } from '../api/create-import.ts';
import type { ImportChoices, PointValues } from '../api/import-form-data.ts';
import { useImportPreview } from '../api/preview-import.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { ImportOptions, type ImportOptionValues } from './import-options.tsx';
import { ImportPreviewSummary } from './import-preview-summary.tsx';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { ImportSuccess } from './import-success.tsx';
import { ImportedElsewhereWarning } from './imported-elsewhere-warning.tsx';
import { PointValuesPanel } from './point-values-panel.tsx';
import { ReconciliationPanel } from './reconciliation-panel.tsx';
import { TemplatePanel } from './template-panel.tsx';
import { UploadStatus } from './upload-status.tsx';

type ImportWorkbenchProps = { accounts: readonly CapitalAccount[] | undefined };

const NO_OPTIONS: ImportOptionValues = { capitalAccount: '', timezone: '', platform: '', riskPerTrade: '' };
const NO_POINT_VALUES: PointValues = {};
const TEMPLATE_PLATFORM = 'TEMPLATE';
const UNKNOWN_FORMAT = IMPORT_MESSAGES.unknownFormat('');
const READING_FILE = 'Analyse du fichier…';
const IMPORTING = 'Import en cours…';

/** Choose a file and its account, zone and platform; see the preview; confirm (docs/rules/imports.md). */
export function ImportWorkbench({ accounts }: ImportWorkbenchProps) {
  const [file, setFile] = useState<{ file: File; key: number } | null>(null);
  const [options, setOptions] = useState<ImportOptionValues>(NO_OPTIONS);
  const [done, setDone] = useState<ImportBatch | null>(null);
  // The saved column mapping the file is read with ('' for none): docs/rules/imports.md « Column mapping ».
  const [template, setTemplate] = useState('');
  // The file no platform reader knew, and why: its template panel stays open while no platform is chosen.
  const [unrecognised, setUnrecognised] = useState<{ key: number; message: string } | null>(null);
  // The zone the server proposed for this file before the trader chose one: the platform's hint.
  const [proposedZone, setProposedZone] = useState<string | null>(null);
  // The point values the trader gave for futures roots Carnet does not know (docs/rules/imports.md « asks for otherwise »).
  const [pointValues, setPointValues] = useState<PointValues>(NO_POINT_VALUES);
  // How much of the file the preview, then the import, has sent (the server reads it once it is all up).
  const [previewUpload, setPreviewUpload] = useState<UploadProgress | null>(null);
  const [importUpload, setImportUpload] = useState<UploadProgress | null>(null);
  // The reconciliation whose differences the trader accepted (docs/rules/imports.md#reconciliation), as JSON.
  const [acceptedReading, setAcceptedReading] = useState<string | null>(null);
  const importing = useCreateImport(setImportUpload);

  // The first active account until the trader picks one: the preview can then count the duplicates.
  const firstActive = accounts?.find((account) => account.is_active);
  const capitalAccount =
    options.capitalAccount === '' && firstActive ? String(firstActive.id) : options.capitalAccount;
  // « Autre CSV » reads the file with a template only: the server then knows it as TEMPLATE.
  const unknownFile = file !== null && unrecognised?.key === file.key;
  const byTemplate =
    options.platform === TEMPLATE_PLATFORM || template !== '' || (options.platform === '' && unknownFile);
  const choices: ImportChoices | null =
    file === null
      ? null
      : {
          file: file.file,
          ...options,
          platform: byTemplate ? '' : options.platform,
          capitalAccount,
          template,
          pointValues,
        };
  const preview = useImportPreview(
    byTemplate && template === '' ? null : choices,
    file?.key ?? 0,
    setPreviewUpload,
  );
  const account = accounts?.find((candidate) => String(candidate.id) === capitalAccount);
  const currency = account?.currency ?? DEFAULT_CURRENCY;

  const previewErrors = preview.isError ? mapError(preview.error).fieldErrors : {};
  const importErrors = importing.isError ? mapError(importing.error).fieldErrors : {};
  const errors: FieldErrorMessages = {
    ...(unknownFile && template === '' && unrecognised !== null ? { file: unrecognised.message } : {}),
    ...previewErrors,
    ...importErrors,
  };
  const data = preview.isError || (byTemplate && template === '') ? undefined : preview.data;
  const unknownFormat = previewErrors.file?.startsWith(UNKNOWN_FORMAT) === true ? previewErrors.file : null;
  const newTrades = data === undefined ? 0 : data.count - data.duplicates;
  const differs = data !== undefined && !data.reconciliation.ok;
  // A new reading of the file (another zone, platform or point values) must be accepted again.
  const reading = JSON.stringify(data?.reconciliation ?? null);
  const accepted = acceptedReading === reading;
  // docs/rules/imports.md#time-zones: a zone the file does not write and the platform does not know is asked.
  const zoneQuestion =
    data?.timezone_to_choose === true && options.timezone === ''
      ? (IMPORT_ZONE_QUESTIONS[data.platform] ?? IMPORT_MESSAGES.zoneToChoose)
      : null;
  const answeredZone = options.timezone === '' && !preview.isPlaceholderData ? data?.timezone : undefined;
  useEffect(() => {
    if (answeredZone !== undefined) setProposedZone(answeredZone);
  }, [answeredZone]);
  const fileKey = file?.key ?? 0;
  useEffect(() => {
    if (unknownFormat !== null) setUnrecognised({ key: fileKey, message: unknownFormat });
  }, [unknownFormat, fileKey]);

  const chooseFile = (chosen: File) => {
    setDone(null);
    importing.reset();
    setProposedZone(null);
    setTemplate('');
    setPointValues(NO_POINT_VALUES);
    setOptions((current) => ({ ...current, timezone: '' }));
    setFile((current) => ({ file: chosen, key: (current?.key ?? 0) + 1 }));
  };

  const confirm = () => {
    if (choices === null || data === undefined) return;
    // The zone the preview read the file in, so the import creates what the trader saw.
    importing.mutate(
      {
        ...choices,
        timezone: choices.timezone === '' ? data.timezone : choices.timezone,
        acceptDifferences: differs && accepted,
      },
      {
        onSuccess: (batch) => {
          toast.success('Import terminé');
          setDone(batch);
          setFile(null);
          setTemplate('');
          setPointValues(NO_POINT_VALUES);
          setOptions({ ...NO_OPTIONS, capitalAccount });
        },
        onError: (error) => toast.error(mapError(error).message),
      },
    );
  };

  if (done !== null) {
    return <ImportSuccess batch={done} currency={currency} onAnother={() => setDone(null)} />;
  }

  return (
    <div className="flex flex-col gap-5">
      <FileDropZone
        file={file?.file ?? null}
        onFile={chooseFile}
        error={errors.file}
        disabled={importing.isPending}
      />
      <ImportOptions
        values={{ ...options, capitalAccount }}
        onChange={(next) => {
          importing.reset();
          setOptions(next);
        }}
        accounts={accounts}
        fileZone={data?.timezone ?? null}
        proposedZone={proposedZone}
        zoneStated={data?.timezone_stated === true}
        zoneQuestion={zoneQuestion}
        presets={data?.timezone_presets ?? []}
        errors={errors}
        disabled={importing.isPending}
      />
      {file !== null && (
        <PointValuesPanel
          key={file.key}
          needed={data?.point_values_needed ?? []}
          given={pointValues}
          currency={currency}
          onApply={(values) => {
            importing.reset();
            setPointValues(values);
          }}
          error={errors.point_values}
          disabled={importing.isPending}
        />
      )}
      {file !== null && byTemplate && (
        <TemplatePanel
          file={file.file}
          fileKey={file.key}
          template={template}
          onTemplate={(id) => {
            importing.reset();
            setTemplate(id);
          }}
        />
      )}
      {file === null ? (
        <EmptyState
          icon={FileSearch}
          title="Aucun fichier choisi"
          description="L’aperçu montre ce que le fichier créera avant que rien ne soit écrit."
        />
      ) : byTemplate && template === '' ? null : preview.isFetching && data === undefined ? (
        <UploadStatus progress={previewUpload} serverWork={READING_FILE} />
      ) : preview.isError && Object.keys(previewErrors).length === 0 ? (
        <LoadFailure icon={FileSearch} title={mapError(preview.error).message} query={preview} />
      ) : data === undefined ? null : (
        <section
          aria-label="Aperçu de l’import"
          aria-busy={preview.isFetching}
          className="flex flex-col gap-4"
        >
          <ImportPreviewSummary preview={data} currency={currency} />
          <ImportedElsewhereWarning accounts={data.imported_elsewhere} />
          <ReconciliationPanel reconciliation={data.reconciliation} currency={currency} />
          {differs && (
            <Checkbox
              label="J’accepte les écarts avec le fichier et j’importe quand même"
              checked={accepted}
              onChange={(event) => {
                importing.reset();
                setAcceptedReading(event.target.checked ? reading : null);
              }}
              disabled={importing.isPending}
            />
          )}
          {errors.reconciliation !== undefined && (
            <p role="alert" className="text-sm text-loss">
              {errors.reconciliation}
            </p>
          )}
          {importing.isPending ? (
            <UploadStatus progress={importUpload} serverWork={IMPORTING} />
          ) : (
            preview.isFetching && <UploadStatus progress={previewUpload} serverWork={READING_FILE} />
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="primary"
              disabled={
                newTrades === 0 ||
                capitalAccount === '' ||
                preview.isFetching ||
                (differs && !accepted) ||
                zoneQuestion !== null
              }
              isLoading={importing.isPending}
              loadingText={IMPORTING}
              onClick={confirm}
            >
              {newTrades === 1 ? 'Importer 1 opération' : `Importer ${formatNumber(newTrades, 0)} opérations`}
            </Button>
            {zoneQuestion !== null && newTrades > 0 && (
              <p className="text-sm text-warn">Choisissez le fuseau horaire du fichier pour importer.</p>
            )}
            {newTrades === 0 && data.count > 0 && (
              <p className="text-sm text-fg-muted">
                Toutes les opérations de ce fichier sont déjà dans ce compte.
              </p>
            )}
          </div>
          {data.trades.length > 0 && (
            <ImportPreviewTable trades={data.trades} count={data.count} currency={currency} />
          )}
        </section>
      )}
    </div>
  );
}
