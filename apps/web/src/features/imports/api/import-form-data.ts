/** What the trader chose for a file (DESIGN §11); an empty string leaves the choice to the server. */
export type ImportChoices = {
  file: File;
  capitalAccount: string;
  timezone: string;
  platform: string;
};

/** The multipart body of a preview or an import: `file` and the optional fields the trader set. */
export function importFormData({ file, capitalAccount, timezone, platform }: ImportChoices): FormData {
  const body = new FormData();
  if (capitalAccount !== '') body.append('capital_account', capitalAccount);
  if (timezone !== '') body.append('timezone', timezone);
  if (platform !== '') body.append('platform', platform);
  body.append('file', file);
  return body;
}
