import type { CapitalAccount, StatementCheck } from '@carnet/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { type MappedError, mapError } from '../../../lib/error-mapper.ts';
import { formatNumber, userTimeZone } from '../../../lib/format.ts';
import { TimezoneSelect } from '../../configurations/components/timezone-select.tsx';
import { useCreateImport } from '../../imports/api/create-import.ts';
import { FileDropZone } from '../../imports/components/file-drop-zone.tsx';
import { useCheckStatement } from '../api/check-statement.ts';
import { StatementCheckResult } from './statement-check-result.tsx';

export const STATEMENT_CHECK_TITLE = 'Rapprocher avec un relevé';

const ignore = () => undefined;

/** The fields the panel shows their errors beside; any other (point values, reconciliation) goes in the alert. */
const SHOWN_FIELDS = new Set(['file', 'timezone']);

/** The refusal in words: the fields' own messages, else the request's. */
function alertOf({ message, fieldErrors }: MappedError): string {
  const fields = Object.entries(fieldErrors);
  if (fields.length === 0) return message;
  const others = fields.filter(([field]) => !SHOWN_FIELDS.has(field)).map(([, text]) => text);
  return others.length === 0
    ? 'Le relevé n’a pas pu être vérifié : voir le champ indiqué.'
    : others.join(' ');
}

/**
 * The account against a platform's statement (docs/rules/imports.md#statement-check): a file and the zone of its
 * times, what differs day by day and trade by trade, and the missing trades imported through the « Importer »
 * call, limited to their ids so that a trade typed by hand is not doubled.
 */
export function StatementCheckPanel({ account }: { account: CapitalAccount }) {
  const [file, setFile] = useState<File | null>(null);
  const [timezone, setTimezone] = useState(userTimeZone);
  const [failure, setFailure] = useState<MappedError | null>(null);
  const [check, setCheck] = useState<StatementCheck | null>(null);
  const checking = useCheckStatement();
  const importing = useCreateImport(ignore);

  const run = (chosen: File) => {
    setFailure(null);
    checking.mutate(
      { id: account.id, file: chosen, timezone },
      { onSuccess: setCheck, onError: (error) => setFailure(mapError(error)) },
    );
  };

  const importMissing = (chosen: File, missing: StatementCheck['missing']) => {
    importing.mutate(
      {
        file: chosen,
        capitalAccount: String(account.id),
        timezone,
        platform: '',
        template: '',
        pointValues: {},
        riskPerTrade: '',
        externalIds: missing.map((trade) => trade.external_id),
      },
      {
        onSuccess: (batch) => {
          toast.success(`${formatNumber(batch.imported, 0)} trade(s) importé(s)`);
          run(chosen);
        },
        onError: (error) => setFailure(mapError(error)),
      },
    );
  };

  return (
    <Card>
      <CardHeader
        title={STATEMENT_CHECK_TITLE}
        description="Le relevé d’une plateforme comparé aux trades du compte, sans rien enregistrer."
      />
      <CardBody className="flex flex-col gap-4">
        <FileDropZone
          file={file}
          onFile={(chosen) => {
            setFile(chosen);
            setCheck(null);
          }}
          error={failure?.fieldErrors.file}
          disabled={checking.isPending}
        />
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Fuseau horaire du relevé" error={failure?.fieldErrors.timezone}>
            {(control) => (
              <TimezoneSelect
                {...control}
                name="timezone"
                value={timezone}
                onChange={setTimezone}
                onBlur={ignore}
              />
            )}
          </Field>
          <Button
            variant="primary"
            disabled={file === null}
            isLoading={checking.isPending}
            loadingText="Vérification…"
            onClick={() => file !== null && run(file)}
          >
            Vérifier le relevé
          </Button>
        </div>
        {failure !== null && (
          <p role="alert" className="text-sm text-loss">
            {alertOf(failure)}
          </p>
        )}
        {check !== null && (
          <StatementCheckResult check={check} currency={account.currency} timeZone={timezone} />
        )}
        {check !== null && file !== null && check.missing.length > 0 && (
          <Button
            className="self-start"
            isLoading={importing.isPending}
            loadingText="Import…"
            onClick={() => importMissing(file, check.missing)}
          >
            Importer les {formatNumber(check.missing.length, 0)} trade(s) manquant(s)
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
