/** @jest-environment node */
import { oxipngStarted } from "./oxipng-start";

/**
 * A stand-in for @jsquash/oxipng/optimise with its own start-up as it is written: `init()` checks its
 * flag, awaits its feature probe and only then sets the flag. Each start counts here: in a browser
 * each is a WebAssembly instance and a thread pool of its own.
 */
const mockStarts: string[] = [];
jest.mock("@jsquash/oxipng/optimise", () => {
  let ready: Promise<void> | undefined;
  return {
    __esModule: true,
    init: async () => {
      if (!ready) {
        await Promise.resolve();
        mockStarts.push("instance and thread pool");
        ready = Promise.resolve();
      }
      return ready;
    },
  };
});

test("two first PNGs asked for at once start one instance and one thread pool, and later PNGs none", async () => {
  const [first, second] = await Promise.all([oxipngStarted(), oxipngStarted()]);
  await oxipngStarted();
  expect(first).toBe(second);
  expect(mockStarts).toEqual(["instance and thread pool"]);
});
