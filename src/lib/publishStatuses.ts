/** How a publish of the Content section goes: waiting its turn, its pages being built, served,
 *  or refused by the build (docs/api.md#content). */
export const PUBLISH_STATUSES = ['queued', 'building', 'done', 'failed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
