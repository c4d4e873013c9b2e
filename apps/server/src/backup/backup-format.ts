import { z } from 'zod';

/**
 * A Carnet backup is one gzip stream of lines (the format is described in ./README.md):
 *   {"format":"carnet-backup","version":1,…}     header: format version and migration level
 *   {"table":"users","columns":["id",…]}         then that table's rows, parents before children
 *   [{"id":1,…},{"id":2,…}]                       one batch of rows, exactly as PostgreSQL's row_to_json wrote them
 *   {"media":"3/<uuid>.png","bytes":1234}         followed by the object's raw bytes and "\n"
 *   {"end":{"rows":{"users":2,…},"media":4}}      counts the restore checks; gzip's CRC covers every byte
 * Row batches are never parsed by JavaScript: numerics keep their exact digits from one database to the other.
 */
export const BACKUP_FORMAT = 'carnet-backup';
export const BACKUP_FORMAT_VERSION = 1;

const migrationLevelSchema = z.object({ tag: z.string().min(1), when: z.number().int() });
export type MigrationLevel = z.infer<typeof migrationLevelSchema>;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  created_at: z.iso.datetime(),
  migration: migrationLevelSchema,
  database: z.enum(['pglite', 'postgres']),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/);
const count = z.number().int().nonnegative();

const tableRecord = z.strictObject({ table: identifier, columns: z.array(identifier).min(1) });
const mediaRecord = z.strictObject({ media: z.string().min(1).max(200), bytes: count });
const endRecord = z.strictObject({
  end: z.strictObject({ rows: z.record(identifier, count), media: count }),
});

export const backupRecordSchema = z.union([tableRecord, mediaRecord, endRecord]);
export type BackupEnd = z.infer<typeof endRecord>['end'];

/** What the user reads when a backup cannot be written or restored; shown as is by the command line. */
export class BackupError extends Error {}

export const backupMessages = {
  missingFile: (path: string) => `Fichier de sauvegarde introuvable : ${path}`,
  notABackup: (path: string) => `${path} n'est pas une sauvegarde Carnet.`,
  corrupt: (path: string, detail: string) =>
    `La sauvegarde ${path} est illisible ou incomplète (fichier corrompu ou tronqué) : ${detail}`,
  unsupportedVersion: (version: number) =>
    `Cette sauvegarde est au format ${version}, que cette version de Carnet ne sait pas lire ` +
    `(format ${BACKUP_FORMAT_VERSION}).`,
  newerBackup: (tag: string) =>
    `Cette sauvegarde vient d'une version plus récente de Carnet (migration ${tag}) : ` +
    'mettez Carnet à jour avant de la restaurer.',
  newerDatabase:
    'La base de données a été migrée par une version plus récente de Carnet : ' +
    'sauvegardez-la avec cette version.',
  targetNotEmpty: (tables: readonly string[]) =>
    `La base de données cible n'est pas vide (tables ${tables.join(', ')}) : une restauration ne remplace ` +
    'jamais des données. Restaurez dans un DATA_DIR neuf ou une base PostgreSQL vide.',
  targetNewer:
    'La base de données cible a déjà été initialisée par une version de Carnet plus récente que la ' +
    'sauvegarde. Restaurez dans un DATA_DIR neuf ou une base PostgreSQL vide.',
  outputExists: (path: string) => `Le fichier ${path} existe déjà : choisissez un autre nom.`,
};
