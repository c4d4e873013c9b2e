import { POINT_VALUE_MESSAGES, type StatementCheck, statementCheckOptionsSchema } from '@carnet/contract';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import type { ImportFileRunner } from '../imports/import-file-runner.ts';
import type { ImportUpload } from '../imports/read-import-upload.ts';
import { uploadOptions } from '../imports/upload-options.ts';
import type { CapitalAccountsService } from './capital-accounts.service.ts';
import type { StatementCheckRepository } from './statement-check.repository.ts';
import { checkStatement } from './statement-check.ts';

export type StatementCheckServiceDeps = {
  repository: StatementCheckRepository;
  accounts: Pick<CapitalAccountsService, 'findOwnedAccount'>;
  /** The imports' reader (import-worker.ts): the file is read exactly as an import would read it. */
  files: Pick<ImportFileRunner, 'read'>;
};

/** POST /api/v1/capital-accounts/{id}/reconcile/ (docs/rules/imports.md#statement-check): writes nothing. */
export function createStatementCheckService({ repository, accounts, files }: StatementCheckServiceDeps) {
  return {
    /** Another user's account is a 404 before the upload is read (`readUpload`: its French 400s on `file`). */
    async check(
      userId: number,
      accountId: number,
      readUpload: () => Promise<ImportUpload>,
    ): Promise<StatementCheck> {
      const account = await accounts.findOwnedAccount(userId, accountId);
      if (account === undefined) throw notFound();
      const upload = await readUpload();
      const options = uploadOptions(statementCheckOptionsSchema, upload.fields);
      const answer = await files.read({
        fileName: upload.fileName,
        bytes: upload.bytes,
        reader: { platform: options.platform },
        timeZone: options.timezone,
        accountId,
        accountCurrency: account.currency,
        pointValues: [...(options.point_values ?? new Map<string, string>())].sort(([a], [b]) =>
          a.localeCompare(b),
        ),
        allFaces: true,
      });
      if (!answer.ok) throw new HttpError(answer.status, answer.body);
      const { faces, pointValuesNeeded } = answer.read;
      // A trade priced without its point value would read as missing: the trader gives it first.
      if (pointValuesNeeded.length > 0) {
        throw badRequest({ point_values: [POINT_VALUE_MESSAGES.needed(pointValuesNeeded)] });
      }
      return checkStatement(faces, await repository.accountTrades(userId, accountId), options.timezone);
    },
  };
}

export type StatementCheckService = ReturnType<typeof createStatementCheckService>;
