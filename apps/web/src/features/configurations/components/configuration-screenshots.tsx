import { CONFIGURATION_SCREENSHOT_KINDS } from '@carnet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ScreenshotGallery } from '../../../components/screenshots/screenshot-gallery.tsx';
import type { ScreenshotApi } from '../../../components/screenshots/screenshot-types.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { deleteConfigurationScreenshot } from '../api/delete-configuration-screenshot.ts';
import {
  configurationScreenshotsQueryKey,
  useConfigurationScreenshots,
} from '../api/list-configuration-screenshots.ts';
import {
  type ConfigurationScreenshotKind,
  updateConfigurationScreenshot,
} from '../api/update-configuration-screenshot.ts';
import { uploadConfigurationScreenshots } from '../api/upload-configuration-screenshots.ts';
import { FormSection } from './form-section.tsx';

/** docs/rules/trades.md#fields: HTF, LTF, EXAMPLE, RULE, OTHER. */
const KIND_LABELS: Record<ConfigurationScreenshotKind, string> = {
  HTF: 'HTF',
  LTF: 'LTF',
  EXAMPLE: 'Exemple',
  RULE: 'Règle',
  OTHER: 'Autre',
};

/** The configuration's screenshots: examples and rules to look at before entering. */
export function ConfigurationScreenshots({ configurationId }: { configurationId: number | null }) {
  return (
    <FormSection
      id="configuration-screenshots"
      title="Captures"
      description="Exemples et règles en image : HTF, LTF, exemple, règle ou autre."
    >
      {configurationId === null ? (
        <p className="text-sm text-fg-subtle">Enregistrez la configuration pour y ajouter des captures.</p>
      ) : (
        <StoredConfigurationScreenshots configurationId={configurationId} />
      )}
    </FormSection>
  );
}

function StoredConfigurationScreenshots({ configurationId }: { configurationId: number }) {
  const queryClient = useQueryClient();
  const screenshots = useConfigurationScreenshots(configurationId);
  const api = useMemo<ScreenshotApi<ConfigurationScreenshotKind>>(
    () => ({
      upload: (files) => uploadConfigurationScreenshots(configurationId, files),
      update: (id, patch) => updateConfigurationScreenshot(configurationId, id, patch),
      remove: (id) => deleteConfigurationScreenshot(configurationId, id),
      refresh: () =>
        queryClient.invalidateQueries({ queryKey: configurationScreenshotsQueryKey(configurationId) }),
    }),
    [configurationId, queryClient],
  );

  if (screenshots.isPending) return <Skeleton className="h-20" />;
  if (screenshots.isError) {
    return <p className="text-sm text-fg-subtle">Les captures n’ont pas pu être chargées.</p>;
  }
  return (
    <ScreenshotGallery
      screenshots={screenshots.data}
      kinds={CONFIGURATION_SCREENSHOT_KINDS}
      kindLabels={KIND_LABELS}
      api={api}
    />
  );
}
