import { clsx } from 'clsx';

/** Headings, lists and links inside the editor and wherever rich text is shown (without loading the editor). */
export const RICH_TEXT_STYLES = clsx(
  '[&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:mb-1 [&_h3]:font-semibold',
  '[&_p]:my-1 [&_ul]:my-1 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-1 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_a]:text-accent [&_a]:underline [&_strong]:font-semibold [&_em]:italic',
);
