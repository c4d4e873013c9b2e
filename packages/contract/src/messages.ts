// French messages of field rules that several places show, word for word (docs/ui.md#errors). This module imports nothing,
// so a page that only needs a message (the login form) does not load zod with it.

/** DRF's message for a missing field. */
export const REQUIRED_MESSAGE = 'Ce champ est obligatoire.';

export const FIELD_MESSAGES = {
  atLeastZero: 'Doit être ≥ 0.',
  aboveZero: 'Doit être supérieur à 0.',
  percentRange: 'Doit être entre 0 et 100.',
  /** A number that is no number at all (letters, two signs, `5,`). */
  invalidNumber: 'Nombre décimal invalide.',
  /** docs/ui.md#numbers: both marks or two of one (`1.085,5`, `1,085.5`) — refused, never read as another number. */
  ambiguousNumber:
    'Nombre ambigu : une seule virgule (ou un point) pour les décimales, des espaces entre les milliers (ex. 1 085,50).',
  wholeNumber: 'Nombre entier attendu.',
  invalidDate: 'Date invalide (AAAA-MM-JJ).',
  /** An instant where a calendar date is not enough (UTC or with its offset). */
  invalidDateTime: 'Date invalide (AAAA-MM-JJTHH:MM:SSZ).',
  /** A whole day or an instant. */
  invalidDayOrDateTime: 'Date invalide (AAAA-MM-JJ ou AAAA-MM-JJTHH:MM:SSZ).',
  unknownTimeZone: 'Fuseau horaire inconnu.',
  rangeOrder: 'La date de début doit précéder la date de fin.',
  atLeastOneGradeBand: 'Au moins une bande de note.',
  backtestStopLoss: 'Le stop doit être > 0.',
  passwordsDiffer: 'Les deux mots de passe ne correspondent pas.',
  cannotDisableSelf: 'Vous ne pouvez pas désactiver votre propre compte.',
} as const;

/** Tags on a trade (docs/rules/trades.md). */
export const TAG_MESSAGES = {
  tooMany: '20 tags au maximum.',
  tooLong: '40 caractères au maximum par tag.',
  empty: 'Un tag ne peut pas être vide.',
} as const;

/** Import templates, the column mapping of a CSV no platform reader knows (docs/rules/imports.md). */
export const IMPORT_TEMPLATE_MESSAGES = {
  duplicateName: 'Vous avez déjà un modèle d’import de ce nom.',
  unknownTemplate: 'Modèle d’import introuvable.',
  unknownDelimiter: 'Séparateur non pris en charge.',
  unknownDecimalSeparator: 'Séparateur décimal non pris en charge.',
  unknownDateFormat: 'Format de date non pris en charge.',
  missingColumn: (column: string) => `Colonne « ${column} » absente de l’en-tête du fichier.`,
} as const;

/** The day's journal (docs/rules/journal.md). */
export const JOURNAL_MESSAGES = {
  planLocked: 'Le plan du jour est verrouillé.',
  retroactivePlan: 'Plan écrit après la première entrée',
  scale: 'Doit être un entier de 1 à 5.',
  sleepHours: 'Doit être entre 0 et 24 h, par demi-heure.',
  maxTrades: 'Doit être un entier ≥ 1.',
  maxLossR: 'Doit être un nombre supérieur à 0.',
  richTextTooLong: '20 000 caractères au maximum.',
  plainTextTooLong: '5 000 caractères au maximum.',
  addendumTooLong: '2 000 caractères au maximum.',
  tooManyAddenda: '50 ajouts au maximum.',
  emptyAddendum: 'Un ajout ne peut pas être vide.',
  unknownBias: 'Valeur inconnue. Valeurs possibles : LONG, SHORT, NEUTRAL.',
  unknownPlanFollowed: 'Valeur inconnue. Valeurs possibles : YES, PARTLY, NO.',
  unknownTemplateKind: 'Valeur inconnue. Valeurs possibles : PLAN, REVIEW.',
  rangeTooLong: 'Période de 400 jours au maximum.',
  templateNameTooLong: '120 caractères au maximum.',
} as const;
