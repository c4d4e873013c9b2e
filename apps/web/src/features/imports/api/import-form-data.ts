import {
  ACCEPT_DIFFERENCES_FIELD,
  EXTERNAL_IDS_FIELD,
  POINT_VALUES_FIELD,
  RISK_PER_TRADE_FIELD,
} from '@carnet/contract';

/** The trader's point values of futures roots Carnet does not know (docs/rules/imports.md), by root. */
export type PointValues = Readonly<Record<string, string>>;

/** What the trader chose for a file (docs/rules/imports.md); an empty string leaves the choice to the server. */
export type ImportChoices = {
  file: File;
  capitalAccount: string;
  timezone: string;
  platform: string;
  /** The id of the saved column mapping (docs/rules/imports.md) a CSV no platform reader knows is read with. */
  template: string;
  pointValues: PointValues;
  /** The trader accepts a reconciliation that is not ok (an import only; docs/rules/imports.md#reconciliation). */
  acceptDifferences?: boolean;
  /** What each trade risked (`100`, `1 %`), which R is measured against (docs/rules/imports.md#stops). */
  riskPerTrade: string;
  /** Only the file's trades with these ids (an import only: the statement check's missing trades). */
  externalIds?: readonly string[];
};

/** The multipart body of a preview or an import: `file` and the optional fields the trader set. */
export function importFormData({
  file,
  capitalAccount,
  timezone,
  platform,
  template,
  pointValues,
  acceptDifferences,
  riskPerTrade,
  externalIds,
}: ImportChoices): FormData {
  const body = new FormData();
  if (capitalAccount !== '') body.append('capital_account', capitalAccount);
  if (timezone !== '') body.append('timezone', timezone);
  if (platform !== '') body.append('platform', platform);
  if (template !== '') body.append('template', template);
  if (Object.keys(pointValues).length > 0) body.append(POINT_VALUES_FIELD, JSON.stringify(pointValues));
  if (acceptDifferences === true) body.append(ACCEPT_DIFFERENCES_FIELD, 'true');
  if (riskPerTrade.trim() !== '') body.append(RISK_PER_TRADE_FIELD, riskPerTrade.trim());
  if (externalIds !== undefined) body.append(EXTERNAL_IDS_FIELD, JSON.stringify(externalIds));
  body.append('file', file);
  return body;
}
