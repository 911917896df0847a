/**
 * Publish step "stage": a new, empty staging folder for the version, after the crash recovery
 * of the store (a publisher killed mid-way left a staging folder or a stray link: they go, and
 * a `current` that points nowhere is repaired). Nothing visitors see changes until the switch.
 */
import { join } from 'node:path';
import type { VersionStore } from '../versions.ts';

export interface StageInput {
  store: Pick<VersionStore, 'root' | 'recover' | 'begin' | 'current'>;
}

export interface StagedVersion {
  id: string;
  /** The staging folder the version is written into. */
  dir: string;
  /** The live version's folder (through `current`), or undefined before the first publish. */
  live?: string;
}

export async function stageVersion({ store }: StageInput): Promise<StagedVersion> {
  await store.recover();
  const { id, dir } = await store.begin();
  const live = (await store.current()) ? join(store.root, 'current') : undefined;
  return { id, dir, live };
}
