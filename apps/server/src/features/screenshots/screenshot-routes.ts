import { idSchema, screenshotPatchSchema, screenshotSchema } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedFiles } from '../../media/index.ts';
import type { ScreenshotChange, ScreenshotGallery, ScreenshotKinds } from './screenshot-gallery.ts';

export type ScreenshotRoutesOptions<Kinds extends ScreenshotKinds> = {
  /** The parent's path with its `:id`, e.g. `/strategies/:id` (the routes add `/screenshots/…`). */
  parentPath: string;
  kinds: Kinds;
  gallery: ScreenshotGallery<Kinds>;
  /** Throws the 404 of a parent that is not the caller's; runs before anything else. */
  requireOwnedParent(userId: number, parentId: number): Promise<unknown>;
  maxUploadBytes: number;
  /** Called once screenshots were added or removed (a trade records it in its history). */
  onChange?(
    parentId: number,
    change: 'ADDED' | 'REMOVED',
    screenshots: readonly ScreenshotChange[],
  ): Promise<void>;
};

const parentParams = z.object({ id: idSchema });
const screenshotParams = z.object({ id: idSchema, sid: idSchema });

/**
 * GET/POST `<parent>/screenshots/` and PATCH/DELETE `<parent>/screenshots/:sid/` (docs/api.md) for any parent with a
 * gallery. POST is multipart with the repeated field `files` and answers 201 with the new screenshots in upload
 * order. Needs @fastify/multipart registered on the app.
 */
export function registerScreenshotRoutes<const Kinds extends ScreenshotKinds>(
  app: FastifyInstance,
  options: ScreenshotRoutesOptions<Kinds>,
) {
  const { parentPath, kinds, gallery, requireOwnedParent, maxUploadBytes, onChange } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const screenshot = screenshotSchema(kinds);
  const collection = `${parentPath}/screenshots/`;
  const item = `${parentPath}/screenshots/:sid/`;

  routes.get(
    collection,
    { schema: { params: parentParams, response: { 200: z.array(screenshot) } } },
    async (request) => {
      await requireOwnedParent(request.user.id, request.params.id);
      return gallery.list(request.params.id);
    },
  );

  routes.post(
    collection,
    { schema: { params: parentParams, response: { 201: z.array(screenshot) } } },
    async (request, reply) => {
      await requireOwnedParent(request.user.id, request.params.id);
      const files = await readUploadedFiles(request, maxUploadBytes);
      const created = await gallery.upload(request.user.id, request.params.id, files);
      await onChange?.(request.params.id, 'ADDED', created);
      return reply.code(201).send(created);
    },
  );

  routes.patch(
    item,
    {
      schema: {
        params: screenshotParams,
        body: screenshotPatchSchema(kinds),
        response: { 200: screenshot },
      },
    },
    async (request) => {
      await requireOwnedParent(request.user.id, request.params.id);
      return gallery.update(request.params.id, request.params.sid, request.body);
    },
  );

  routes.delete(item, { schema: { params: screenshotParams } }, async (request, reply) => {
    await requireOwnedParent(request.user.id, request.params.id);
    const removed = await gallery.remove(request.params.id, request.params.sid);
    await onChange?.(request.params.id, 'REMOVED', [removed]);
    return reply.code(204).send();
  });
}
