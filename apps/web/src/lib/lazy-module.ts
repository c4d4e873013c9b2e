import { useEffect, useState } from 'react';

const logLoadError = (error: unknown) => console.error('Chargement impossible', error);

/**
 * A module fetched on first use (a chart chunk, ARCHITECTURE.md): `useLoaded()` gives it once its code is here, else
 * undefined while it is fetched. Code already loaded is used in the same render (React.lazy would suspend once
 * anyway, and hold the boundary's content back for about 300 ms). A failed fetch is tried again on next use.
 */
export function createLazyModule<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const fetchModule = (): Promise<Module> => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    preload: (): void => {
      fetchModule().catch(logLoadError);
    },
    useLoaded(): Module | undefined {
      const [module, setModule] = useState(loaded);
      // biome-ignore lint/correctness/useExhaustiveDependencies: fetchModule is this module's, never a prop or state.
      useEffect(() => {
        if (module !== undefined) return;
        let isMounted = true;
        fetchModule()
          .then((fetched) => {
            if (isMounted) setModule(() => fetched);
          })
          .catch(logLoadError);
        return () => {
          isMounted = false;
        };
      }, [module]);
      return module;
    },
  };
}
