/**
 * The runner pool's settings an operator may change, their defaults and their ranges: read by the API
 * server from its environment (api-config.ts: TASK_MEMORY_MB, MODEL_TASKS_IN_FLIGHT) and by the CLI's
 * --local runs from its flags, so that a file has the same limits on either.
 */
import { availableParallelism, totalmem } from "node:os";

/**
 * The peaks of large files in a runner, with room, but never more than half the machine's memory: the
 * background actions on a 12-megapixel photo reached 2.2–2.5 GB in a runner warm from an earlier file
 * (2.0 GB for 24 megapixels in a fresh one), a 100-megapixel image blurred or flipped holds about 2 GB
 * of pixels.
 */
export const DEFAULT_TASK_MEMORY_MB = Math.min(6144, Math.floor(totalmem() / 2 / 1024 / 1024));

/** The memory a task may be given, in MB: below 256 a runner could not hold sharp and a small image. */
export const TASK_MEMORY_MB_RANGE = { min: 256, max: 65536 } as const;

/** What every action's time budget may be multiplied by. */
export const TASK_TIME_SCALE_RANGE = { min: 0.001, max: 100 } as const;

/**
 * A model action holds its network and tensors (hundreds of MB for an upscale): one per two cores keeps
 * a burst of them from exhausting memory while the other actions still use every runner.
 */
export const DEFAULT_MODEL_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2));
