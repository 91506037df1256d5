/**
 * WebKitGTK (Safari's engine) from Debian's packages: its MiniBrowser driven by WebKitWebDriver over
 * classic W3C WebDriver (selenium-webdriver), on a virtual display (xvfb-run) when there is no real
 * one, since MiniBrowser has no headless mode.
 *
 * Classic WebDriver runs nothing in a page before the page's own scripts, so the error listeners go
 * in once the load event has passed: an error thrown earlier than that goes unseen here, though one
 * that breaks the page still shows, as a page that never hydrates.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { Builder, By, Capabilities, type WebDriver } from "selenium-webdriver";
import { freePort, untilAnswering } from "../site-server";
import { type Engine, scriptSource } from "./engine";

export const miniBrowserPath = process.env.WEBKIT_BROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** A running WebKitWebDriver: where it answers, and its process. */
interface DriverServer {
  url: string;
  process: ChildProcess;
}

/** WebKitWebDriver in its own process group, so stopping it stops xvfb-run's display and the browser too. */
async function startDriver(): Promise<DriverServer> {
  const port = await freePort();
  const driver = ["WebKitWebDriver", `--port=${port}`];
  const [command, ...args] = process.env.DISPLAY ? driver : ["xvfb-run", "-a", ...driver];
  const child = spawn(command!, args, { detached: true, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  await untilAnswering(child, `WebKitWebDriver on port ${port}`, async () => (await fetch(`${url}/status`)).ok);
  return { url, process: child };
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    // A stopped or stalled process may not heed SIGTERM: after 5 s the group is killed.
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // The group has already gone.
      }
    }, 5_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    process.kill(-pid, "SIGTERM");
  });
}

/** Records the page's uncaught errors and rejections from now on, where the next call can read them. */
function listenForErrors(): void {
  const page = window as unknown as { __smokeErrors?: string[] };
  if (page.__smokeErrors) return;
  const errors: string[] = (page.__smokeErrors = []);
  window.addEventListener("error", (event) => errors.push(event.message));
  window.addEventListener("unhandledrejection", (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
}

interface Session {
  driver: WebDriver;
  server: DriverServer;
}

async function startSession(): Promise<Session> {
  const server = await startDriver();
  try {
    const driver = await new Builder()
      .usingServer(server.url)
      .withCapabilities(
        new Capabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] } }),
      )
      .build();
    await driver.manage().setTimeouts({ script: 180_000, pageLoad: 60_000 });
    return { driver, server };
  } catch (error) {
    await stopGroup(server.process);
    throw error;
  }
}

/** Ends the session and its processes; a browser that no longer answers gets 10 s to quit, then its group is stopped. */
async function stopSession({ driver, server }: Session): Promise<void> {
  await Promise.race([driver.quit().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  await stopGroup(server.process);
}

export async function startWebKit(siteUrl: string): Promise<Engine> {
  let session = await startSession();
  let restarted = false;
  const run: Engine["run"] = <A extends unknown[], R>(script: (...args: A) => R, ...args: A) =>
    session.driver.executeScript<Awaited<R>>(scriptSource(script), ...args);
  const load = async (path: string) => {
    await session.driver.get(new URL(path, siteUrl).href);
    await run(listenForErrors);
  };
  return {
    name: "WebKit",
    async open(path) {
      try {
        await load(path);
      } catch (error) {
        // Once in a CI run (2026-11-30) MiniBrowser stopped answering after its first page: every later
        // page timed out, 40 tests at a minute each, while the same suite alone passed. The first page
        // that times out gets the browser one fresh start per run: a page that stalls the new one too
        // fails, and a browser that keeps stalling costs a minute a test, not two.
        if (restarted || !/Timeout/.test((error as Error).name)) throw error;
        restarted = true;
        console.warn(`WebKit timed out opening ${path}: restarting the browser once`);
        await stopSession(session);
        session = await startSession();
        await load(path);
      }
    },
    run,
    async setFiles(selector, files) {
      // WebDriver's way to pick files: their paths typed into the input, one a line.
      await session.driver.findElement(By.css(selector)).sendKeys(files.join("\n"));
    },
    errors: () => run(() => (window as unknown as { __smokeErrors?: string[] }).__smokeErrors ?? []),
    close: () => stopSession(session),
  };
}
