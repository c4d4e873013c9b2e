/** What the trader chose for a file (DESIGN §11); an empty string leaves the choice to the server. */
export type ImportChoices = {
  file: File;
  capitalAccount: string;
  timezone: string;
  platform: string;
  /** The id of the saved column mapping (DESIGN §11) a CSV no platform reader knows is read with. */
  template: string;
};

/** The multipart body of a preview or an import: `file` and the optional fields the trader set. */
export function importFormData({
  file,
  capitalAccount,
  timezone,
  platform,
  template,
}: ImportChoices): FormData {
  const body = new FormData();
  if (capitalAccount !== '') body.append('capital_account', capitalAccount);
  if (timezone !== '') body.append('timezone', timezone);
  if (platform !== '') body.append('platform', platform);
  if (template !== '') body.append('template', template);
  body.append('file', file);
  return body;
}
