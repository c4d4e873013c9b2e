import { INITIAL_ADMIN_USERNAME, type InitialAdminOutcome } from './users.service.ts';

/** The server's start-up lines about the first administrator (read in the log by whoever installed Carnet). */
export const INITIAL_ADMIN_MESSAGES = {
  created: (shownPassword: string) =>
    `Compte administrateur créé : ${INITIAL_ADMIN_USERNAME} / ${shownPassword}`,
  configuredPassword: '(mot de passe de CARNET_ADMIN_PASSWORD)',
  adminNotStaff:
    `Aucun compte administrateur : le compte « ${INITIAL_ADMIN_USERNAME} » existe déjà sans droits ` +
    "d'administration et n'a pas été modifié. Pour ouvrir la page Administration, créez un compte " +
    'administrateur : npm run carnet -- user create <nom> --staff',
} as const;

/**
 * What the log says after `ensureInitialAdmin`, or null when there is nothing to say. A password taken from
 * CARNET_ADMIN_PASSWORD is never printed; a generated one is printed this once.
 */
export function initialAdminNotice(
  outcome: InitialAdminOutcome,
  configuredPassword: string | null,
): string | null {
  switch (outcome.kind) {
    case 'staff_exists':
      return null;
    case 'created':
      return INITIAL_ADMIN_MESSAGES.created(
        configuredPassword === null ? outcome.password : INITIAL_ADMIN_MESSAGES.configuredPassword,
      );
    case 'admin_not_staff':
      return INITIAL_ADMIN_MESSAGES.adminNotStaff;
  }
}

/** The rule above and below the first administrator's notice. */
const BANNER_RULE = '═'.repeat(72);

/**
 * The notice set apart as the last thing `npm start` prints, or null when there is nothing to say: after the
 * build's output and the server's own lines, a generated password printed once among them was easy to miss.
 */
export function initialAdminBanner(
  outcome: InitialAdminOutcome,
  configuredPassword: string | null,
  address: string,
): string | null {
  const notice = initialAdminNotice(outcome, configuredPassword);
  if (notice === null) return null;
  const lines = [notice];
  if (outcome.kind === 'created') {
    if (configuredPassword === null) lines.push('Ce mot de passe ne sera plus affiché : notez-le.');
    lines.push(`Ouvrez ${address}, connectez-vous, puis créez les comptes de vos traders (Administration).`);
  }
  return ['', BANNER_RULE, ...lines.map((line) => `  ${line}`), BANNER_RULE, ''].join('\n');
}
