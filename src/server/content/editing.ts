// Whether this server may publish content (docs/operations.md#editing-content): the setting, a
// source folder it can write, and the project (astro.config.mjs and Astro) to rebuild the pages
// with. Whatever the answer, the content can be read.
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import type { ContentEditing } from '../../lib/content';
import { config } from '../config';
import { HttpError } from '../http/httpError';

/** The project the pages are rebuilt from: the folder the server runs in (`npm start`). */
export const projectDir = (): string => process.cwd();

const writable = (target: string) =>
  fs.access(target, constants.W_OK).then(
    () => true,
    () => false,
  );

export async function contentEditing(): Promise<ContentEditing> {
  const dir = config.content.dir;
  if (!config.content.editing)
    return {
      enabled: false,
      reason:
        'Content editing is switched off on this server (CONTENT_EDITING=off): change the files in the repository and deploy them.',
    };
  try {
    await fs.access(dir);
  } catch {
    return { enabled: false, reason: `This server has no content folder at ${dir} (CONTENT_DIR).` };
  }
  const folders = [dir, path.join(dir, 'faqs'), path.join(dir, 'legal')];
  if (!(await Promise.all(folders.map(writable))).every(Boolean))
    return {
      enabled: false,
      reason: `The content folder ${dir} is read-only on this server: edit the content on the instance that holds the source, or in the repository.`,
    };
  const project = projectDir();
  const canBuild = await Promise.all([
    fs.access(path.join(project, 'astro.config.mjs')),
    fs.access(path.join(project, 'node_modules', 'astro', 'astro.js')),
  ]).then(
    () => true,
    () => false,
  );
  if (!canBuild)
    return {
      enabled: false,
      reason: `This server does not run in the project folder (no astro.config.mjs or Astro in ${project}), so it cannot rebuild the pages.`,
    };
  return { enabled: true, reason: null };
}

/** 409 with the reason when this server may not publish. */
export async function assertEditing(): Promise<void> {
  const editing = await contentEditing();
  if (!editing.enabled) throw new HttpError(409, editing.reason!);
}
