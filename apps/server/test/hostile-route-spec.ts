import { freshScreenshot } from './hostile-fixtures.ts';
import type { SlotKind, Wire } from './hostile-values.ts';
import { idOf, type Run, type World } from './hostile-world.ts';

/*
 * What the hostile-input test knows of a route: how to make a valid request of it, and what a 2xx answer
 * created. The table is in hostile-routes.ts; the screenshot galleries share theirs here.
 */

/** A multipart body: one CSV file whose one row has these cells, or one image part with this file name and type. */
export type UploadBody = { kind: 'csv' | 'image'; fields: Record<string, Wire> };

/** A valid request; params and query values are URL text. */
export type BaseRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Wire;
  upload?: UploadBody;
  remoteAddress?: string;
};

/** A field a route reads without a zod schema (multipart parts, the media path and signature). */
export type ExtraSlot = { part: 'params' | 'query' | 'upload'; name: string; kind: SlotKind };

export type RouteSpec = {
  /** A valid request for `world`, creating what it consumes in `run`; `variant` picks among equivalent ones. */
  base: (world: World, run: Run, variant: number) => Promise<BaseRequest>;
  /** Objects a 2xx answer created: read back, then deleted. */
  created?: (answer: unknown, run: Run, world: World) => void;
  /** False for the POSTs that store nothing of the user's (evaluate, tokens). */
  writes?: boolean;
  extraSlots?: ExtraSlot[];
  /** What a 2xx answer changed in the world (a new password). */
  afterSuccess?: (world: World, body: Wire | undefined) => void;
};

/** Path parameters naming one object. */
export const id = (value: number) => ({ id: String(value) });

const SCREENSHOT_PATCH = (kind: string) => ({ caption: 'Légende', kind, order: 0 });
const IMAGE_SLOTS: ExtraSlot[] = [
  { part: 'upload', name: 'filename', kind: 'string' },
  { part: 'upload', name: 'type', kind: 'string' },
];
const image = (): UploadBody => ({ kind: 'image', fields: { filename: 'capture.png', type: 'image/png' } });

/** The four screenshot routes of a gallery whose parent is `parent(world)` (`/api/v1/trades/`). */
export function screenshotRoutes(
  collection: string,
  parent: (world: World) => number,
  kind: string,
): Record<string, RouteSpec> {
  const galleryOf = (world: World) => `${collection}${parent(world)}/`;
  return {
    [`GET ${collection}:id/screenshots/`]: { base: async (world) => ({ params: id(parent(world)) }) },
    [`POST ${collection}:id/screenshots/`]: {
      base: async (world) => ({ params: id(parent(world)), upload: image() }),
      extraSlots: IMAGE_SLOTS,
      created: (answer, run, world) => {
        const shots = Array.isArray(answer) ? answer : [];
        for (const shot of shots) run.removals.push(`${galleryOf(world)}screenshots/${idOf(shot)}/`);
      },
    },
    [`PATCH ${collection}:id/screenshots/:sid/`]: {
      base: async (world, run) => ({
        params: {
          id: String(parent(world)),
          sid: String(await freshScreenshot(world, run, galleryOf(world))),
        },
        body: SCREENSHOT_PATCH(kind),
      }),
    },
    [`DELETE ${collection}:id/screenshots/:sid/`]: {
      base: async (world, run) => ({
        params: {
          id: String(parent(world)),
          sid: String(await freshScreenshot(world, run, galleryOf(world))),
        },
      }),
    },
  };
}
