import { TRADE_SCREENSHOT_KINDS } from '@carnet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ScreenshotGallery } from '../../../components/screenshots/screenshot-gallery.tsx';
import type { ScreenshotApi } from '../../../components/screenshots/screenshot-types.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { deleteTradeScreenshot } from '../api/delete-trade-screenshot.ts';
import { type TradeScreenshotKind, useTradeScreenshots } from '../api/list-trade-screenshots.ts';
import { tradeScreenshotsQueryKey } from '../api/query-keys.ts';
import { updateTradeScreenshot } from '../api/update-trade-screenshot.ts';
import { uploadTradeScreenshots } from '../api/upload-trade-screenshots.ts';
import { TradeFormSection } from './trade-form-section.tsx';

/** docs/rules/trades.md#fields: BEFORE, AFTER, HTF, LTF, EXEC, OTHER. */
const KIND_LABELS: Record<TradeScreenshotKind, string> = {
  BEFORE: 'Avant',
  AFTER: 'Après',
  HTF: 'HTF',
  LTF: 'LTF',
  EXEC: 'Exécution',
  OTHER: 'Autre',
};

/** The trade's screenshot gallery (edit mode): upload, caption, kind, order, deletion, full-screen viewer. */
export function TradeScreenshots({ tradeId }: { tradeId: number }) {
  const queryClient = useQueryClient();
  const screenshots = useTradeScreenshots(tradeId);
  const api = useMemo<ScreenshotApi<TradeScreenshotKind>>(
    () => ({
      upload: (files) => uploadTradeScreenshots(tradeId, files),
      update: (id, patch) => updateTradeScreenshot(tradeId, id, patch),
      remove: (id) => deleteTradeScreenshot(tradeId, id),
      refresh: () => queryClient.invalidateQueries({ queryKey: tradeScreenshotsQueryKey(tradeId) }),
    }),
    [tradeId, queryClient],
  );

  return (
    <TradeFormSection
      id="trade-screenshots"
      title="Captures"
      description="Graphiques avant et après, HTF, LTF, exécution."
    >
      {screenshots.isPending ? (
        <Skeleton className="h-20" />
      ) : screenshots.isError ? (
        <p className="text-sm text-fg-subtle">Les captures n’ont pas pu être chargées.</p>
      ) : (
        <ScreenshotGallery
          screenshots={screenshots.data}
          kinds={TRADE_SCREENSHOT_KINDS}
          kindLabels={KIND_LABELS}
          api={api}
        />
      )}
    </TradeFormSection>
  );
}
