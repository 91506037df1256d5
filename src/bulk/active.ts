import type { Job } from "./batch";

/** A job still to be done in this batch: queued or running, files held back past the free allowance excepted. */
export const isActive = (job: Job): boolean => (job.status === "queued" || job.status === "processing") && !job.held;
