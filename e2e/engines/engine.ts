/**
 * What the smoke suite needs of a browser, whatever drives it (WebDriver BiDi for Firefox, classic
 * W3C WebDriver for WebKitGTK): one tab on the site, scripts run in it, files handed to a file input.
 * The checks themselves read the page through scripts, so they are the same in every engine.
 */
export interface Engine {
  readonly name: string;
  /** Opens a path of the site in the tab and waits for its load event; the page's error list starts empty. */
  open(path: string): Promise<void>;
  /**
   * Runs a function in the page with JSON arguments and resolves with its awaited JSON result. It is
   * sent as source text, so it must not reach anything outside its own body.
   */
  run<A extends unknown[], R>(script: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Hands files of this machine to the file input `selector` matches, as a visitor's picker would. */
  setFiles(selector: string, files: readonly string[]): Promise<void>;
  /**
   * Runs `script` in every page opened from now on, before the page's own scripts: puppeteer's engines
   * (Firefox, Chromium) have it, classic WebDriver (WebKit) runs nothing that early.
   */
  beforePageScripts?(script: () => void): Promise<void>;
  /** Uncaught errors and rejections of the page since it was opened. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export type StartEngine = (siteUrl: string) => Promise<Engine>;

/** What checks of one engine's own get from the smoke suite: its browser, and a folder for inputs they make. */
export interface SuiteContext {
  engine(): Engine;
  scratch(): string;
}

/**
 * The body of a page script call, reading its arguments from `arguments`. tsx compiles with esbuild's
 * keepNames, which wraps named functions in a `__name` helper that lives in Node only: the page gets
 * a stand-in that does nothing.
 */
export function scriptSource(script: (...args: never[]) => unknown): string {
  return `const __name = (target) => target; return (${script.toString()}).apply(null, arguments);`;
}
