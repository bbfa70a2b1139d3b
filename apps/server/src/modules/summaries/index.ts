/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { createPendingAttachmentsJob, savePendingAttachment } from './attachments.ts';
export { summaryRoutes } from './routes.ts';
export { deleteSummariesOfLeavingMember, insertSummary } from './write.ts';
