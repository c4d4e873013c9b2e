/** What the log shows instead of a secret. */
export const REDACTED = '[masqué]';

/** The query of a /media/ URL: its expiry and signature open the screenshot for an hour (docs/security.md#media-urls). */
const MEDIA_QUERY = /(\/media\/[^\s?#"'<>]*)\?[^\s#"'<>]*/g;
/** A parameter that is a credential wherever it appears: sig, signature, token, access_token, X-Amz-Signature… */
const SECRET_PARAMETER = /([?&;](?:[\w-]*token|sig|[\w-]*signature)=)[^&;\s#"'<>]*/gi;

/**
 * The text (a request URL, a log message, an error's stack) with its URL secrets masked, so that reading the
 * log never hands out a working link: `/media/u/1/a.png?exp=…&sig=…` → `/media/u/1/a.png?[masqué]`,
 * `…?token=abc` → `…?token=[masqué]`. Everything else is kept as written.
 */
export function redactSecrets(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(MEDIA_QUERY, `$1?${REDACTED}`).replace(SECRET_PARAMETER, `$1${REDACTED}`);
}
