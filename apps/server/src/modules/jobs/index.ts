// The jobs module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export type { JobHandler, JobRunner } from './job-runner.js';
export { JOBS_CHANNEL, enqueueJob, hurryPendingJobs } from './jobs.repository.js';
