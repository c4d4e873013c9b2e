import type { RestoreSummary } from './restore-backup.ts';
import type { BackupSummary } from './write-backup.ts';

const integer = new Intl.NumberFormat('fr-FR');
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** What `carnet backup` and the daily backups say once a backup is written. */
export function describeBackup(summary: BackupSummary, path: string, elapsedMs: number): string[] {
  const lines = [
    `Sauvegarde écrite : ${path} (${megabytes(summary.bytes)}, ${seconds(elapsedMs)}).`,
    `  ${contents(summary.rows, summary.media)}`,
  ];
  if (summary.missingMedia.length > 0) {
    lines.push(
      `  Attention : ${plural(summary.missingMedia.length, 'fichier média introuvable', 'fichiers média introuvables')} ` +
        `(supprimés pendant la sauvegarde ?) : ${summary.missingMedia.join(', ')}`,
    );
  }
  return lines;
}

/** What `carnet restore` says once done. */
export function describeRestore(summary: RestoreSummary, path: string, elapsedMs: number): string[] {
  return [
    `Sauvegarde du ${summary.header.created_at} restaurée depuis ${path} (${seconds(elapsedMs)}).`,
    `  ${contents(summary.rows, summary.media)}`,
  ];
}

function contents(rows: Record<string, number>, media: number): string {
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  return (
    `${plural(total, 'ligne', 'lignes')} dans ${plural(Object.keys(rows).length, 'table', 'tables')} ` +
    `(${plural(rows.users ?? 0, 'utilisateur', 'utilisateurs')}, ` +
    `${plural(rows.trades ?? 0, 'opération', 'opérations')}), ` +
    `${plural(media, 'fichier média', 'fichiers média')}.`
  );
}

/** French plural: 0 and 1 take the singular. */
function plural(count: number, one: string, many: string): string {
  return `${integer.format(count)} ${count < 2 ? one : many}`;
}

function megabytes(bytes: number): string {
  return `${decimal.format(bytes / (1024 * 1024))} Mo`;
}

function seconds(ms: number): string {
  return `${decimal.format(ms / 1000)} s`;
}
