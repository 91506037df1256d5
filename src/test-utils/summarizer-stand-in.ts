/**
 * A stand-in for Chrome's built-in Summarizer (the `Summarizer` global), for jest and for browser
 * tests, where no browser has the real one. It speaks the API's shape: `availability()`,
 * `create()` with a monitor that reports `downloadprogress` and a refusal without a user gesture
 * while the model is downloadable, and `summarize(input, { context, signal })`. It writes what it
 * was asked on `globalThis.summarizerCalls`.
 *
 * Self-contained on purpose: a browser test hands this function's source to the page
 * (`page.addInitScript`), where nothing it could import exists.
 */
export interface StandInOptions {
  availability: "downloadable" | "available" | "unavailable";
  /** A chapter whose context contains this is refused as too long, whatever its length. */
  tooLong?: string;
  /** Milliseconds each summary takes, so a test can stop a run halfway. */
  delay?: number;
}

export interface StandInCalls {
  create: { type: string; format: string; length: string; sharedContext?: string; activation: boolean }[];
  summarize: { input: string; context?: string }[];
}

export function installSummarizerStandIn(options: StandInOptions): void {
  const calls: StandInCalls = { create: [], summarize: [] };
  let availability: string = options.availability;
  const scope = globalThis as unknown as Record<string, unknown>;
  scope.summarizerCalls = calls;
  const wait = (milliseconds: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, milliseconds);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  scope.Summarizer = {
    availability: async () => availability,
    create: async (create: {
      type: string;
      format: string;
      length: string;
      sharedContext?: string;
      monitor?: (monitor: EventTarget) => void;
      signal?: AbortSignal;
    }) => {
      const activation = typeof navigator !== "undefined" && navigator.userActivation ? navigator.userActivation.isActive : true;
      calls.create.push({
        type: create.type,
        format: create.format,
        length: create.length,
        sharedContext: create.sharedContext,
        activation,
      });
      if (availability === "unavailable") throw new DOMException("The model is not available.", "NotSupportedError");
      if (availability === "downloadable") {
        if (!activation) throw new DOMException("Requires a user gesture when availability is downloadable.", "NotAllowedError");
        const monitor = new EventTarget();
        create.monitor?.(monitor);
        for (const loaded of [0, 0.5, 1]) {
          await wait(10, create.signal);
          monitor.dispatchEvent(Object.assign(new Event("downloadprogress"), { loaded }));
        }
        availability = "available";
      }
      return {
        summarize: async (input: string, summarize: { context?: string; signal?: AbortSignal } = {}) => {
          calls.summarize.push({ input, context: summarize.context });
          await wait(options.delay ?? 0, summarize.signal);
          if (options.tooLong && summarize.context?.includes(options.tooLong))
            throw new DOMException("The input is too large.", "QuotaExceededError");
          const words = input.split(/\s+/).length;
          return create.type === "key-points"
            ? `* ${summarize.context ?? "Untitled"} in brief.\n* ${words} words read.`
            : `${summarize.context ?? "Untitled"} in brief, from ${words} words.`;
        },
        destroy: () => undefined,
      };
    },
  };
}
