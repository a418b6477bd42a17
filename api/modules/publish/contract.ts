import { defineCall } from '../../lib/contract.ts';
import { ClaimedJob, JobAnswer, JobClaim, JobFinish, JobProgress, Publish, PublishListQuery, PublishPage } from './schema.ts';

/**
 * Asks for a publish: the site is rebuilt with every change saved so far and replaces the live one
 * when the build succeeds. A publish asked for while one is queued joins it; while one is building,
 * a new one is queued after it. Editors call it with their token, a CMS or CI job with
 * `Authorization: Bearer <PUBLISH_WEBHOOK_SECRET>`.
 */
export const publish = defineCall({ method: 'POST', path: '/editor/publish', auth: 'publisher', response: Publish });
/**
 * Asks for a preview: the site is built with every change saved so far, like a publish, but never
 * goes live. Once built, the preview's link (`preview.url`) shows its pages to whoever opens it,
 * with the pages that differ from the live site listed; it works for PREVIEW_HOURS.
 */
export const preview = defineCall({ method: 'POST', path: '/editor/preview', auth: 'publisher', response: Publish });
/** Publishes and previews with their progress, durations and failures, newest first (for editors, and for the webhook's caller to follow its publish). */
export const publishList = defineCall({
  method: 'GET',
  path: '/editor/publish/list',
  auth: 'publisher',
  query: PublishListQuery,
  response: PublishPage,
});

/**
 * The build worker's calls (X-Build-Token): claim the oldest queued publish or preview (waiting up
 * to `wait_ms` for one), report progress and heartbeats into its row, and finish it.
 */
export const jobClaim = defineCall({ method: 'POST', path: '/publish/jobs/claim', auth: 'builder', body: JobClaim, response: ClaimedJob });
export const jobProgress = defineCall({
  method: 'POST',
  path: '/publish/jobs/progress',
  auth: 'builder',
  body: JobProgress,
  response: JobAnswer,
});
export const jobFinish = defineCall({
  method: 'POST',
  path: '/publish/jobs/finish',
  auth: 'builder',
  body: JobFinish,
  response: JobAnswer,
});
