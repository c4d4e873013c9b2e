import { useEffect } from 'react';

const APP_NAME = 'Carnet';

/** « Profil · Carnet »: tabs and history entries say which page they are. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title === null ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title]);
}
