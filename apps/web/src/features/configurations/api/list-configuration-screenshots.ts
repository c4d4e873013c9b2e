import { CONFIGURATION_SCREENSHOT_KINDS, screenshotSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { configurationQueryKey } from './get-configuration.ts';

export const configurationScreenshotSchema = screenshotSchema(CONFIGURATION_SCREENSHOT_KINDS);
export type ConfigurationScreenshot = z.infer<typeof configurationScreenshotSchema>;

export const configurationScreenshotsQueryKey = (configurationId: number) =>
  [...configurationQueryKey(configurationId), 'screenshots'] as const;

/** GET /api/v1/strategies/{id}/screenshots/ → with freshly signed image and thumbnail URLs. */
export function listConfigurationScreenshots(configurationId: number): Promise<ConfigurationScreenshot[]> {
  return apiRequest(
    `/api/v1/strategies/${configurationId}/screenshots/`,
    z.array(configurationScreenshotSchema),
  );
}

export const configurationScreenshotsQueryOptions = (configurationId: number) =>
  queryOptions({
    queryKey: configurationScreenshotsQueryKey(configurationId),
    queryFn: () => listConfigurationScreenshots(configurationId),
  });

export function useConfigurationScreenshots(configurationId: number) {
  return useQuery(configurationScreenshotsQueryOptions(configurationId));
}
