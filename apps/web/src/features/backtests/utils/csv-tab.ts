import { BLOB_URL_LIFETIME_MS } from '../../../lib/download-blob.ts';

const TAB_STYLE = `
  :root { color-scheme: light dark; font: 14px/1.45 system-ui, sans-serif; }
  body { margin: 0; }
  header { position: sticky; top: 0; display: flex; flex-wrap: wrap; gap: 12px; align-items: center;
    justify-content: space-between; padding: 12px 20px; background: Canvas; border-bottom: 1px solid GrayText; }
  h1 { margin: 0; font-size: 15px; }
  a { padding: 6px 12px; border-radius: 6px; background: #2563eb; color: #fff; text-decoration: none; }
  pre { margin: 0; padding: 16px 20px; font: 12.5px/1.5 ui-monospace, Menlo, Consolas, monospace; }
`;

/**
 * Fills the tab opened for an export with the file: its name, a download link that keeps that name, and the
 * CSV itself as text. Built with DOM nodes and textContent: the cells are data, never markup.
 */
export async function showCsvInTab(tab: Window, csv: Blob, fileName: string): Promise<void> {
  const url = URL.createObjectURL(csv);
  window.setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  const text = await csv.text();
  const page = tab.document;
  page.title = fileName;
  const style = page.createElement('style');
  style.textContent = TAB_STYLE;
  const title = page.createElement('h1');
  title.textContent = fileName;
  const download = page.createElement('a');
  download.href = url;
  download.download = fileName;
  download.textContent = 'Télécharger le fichier CSV';
  const header = page.createElement('header');
  header.append(title, download);
  const content = page.createElement('pre');
  content.textContent = text;
  page.head.append(style);
  page.body.replaceChildren(header, content);
}
