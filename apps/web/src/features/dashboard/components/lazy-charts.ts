import { useEffect, useState } from 'react';

// DESIGN §2: Recharts is loaded lazily, with the dashboard only; the charts share one chunk.
export type ChartsModule = typeof import('./dashboard-charts.ts');

let loadedCharts: ChartsModule | undefined;
let loadingCharts: Promise<ChartsModule> | undefined;

function loadCharts(): Promise<ChartsModule> {
  loadingCharts ??= import('./dashboard-charts.ts').then(
    (charts) => {
      loadedCharts = charts;
      return charts;
    },
    (error: unknown) => {
      loadingCharts = undefined; // a later visit tries again
      throw error;
    },
  );
  return loadingCharts;
}

const logLoadError = (error: unknown) => console.error('Chargement impossible', error);

/** Starts fetching the charts while the figures load, so neither waits for the other. */
export function preloadCharts(): void {
  loadCharts().catch(logLoadError);
}

/**
 * The charts once their code is here, else undefined (and it is fetched). Code already loaded — preloaded at
 * login — is used in the same render: React.lazy would suspend once anyway, and React holds back a suspended
 * boundary's content for about 300 ms, which would be a third of the dashboard's draw budget (DESIGN §9).
 */
export function useCharts(): ChartsModule | undefined {
  const [charts, setCharts] = useState(loadedCharts);
  useEffect(() => {
    if (charts !== undefined) return;
    let isMounted = true;
    loadCharts()
      .then((loaded) => {
        if (isMounted) setCharts(loaded);
      })
      .catch(logLoadError);
    return () => {
      isMounted = false;
    };
  }, [charts]);
  return charts;
}
