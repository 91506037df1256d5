import { earlyIncoming, earlyIntakeScript, takeEarlyIntake } from "./early-intake";

/** The page's head script, run from its source text as the browser runs it: it must need nothing around it. */
function runHeadScript() {
  new Function(earlyIntakeScript())();
}

function toolPage() {
  document.body.innerHTML = `
    <div data-drop-zone=""><input type="file" id="files" multiple /><input type="file" id="folder" /></div>
    <input type="file" id="elsewhere" />`;
  return {
    zone: document.querySelector("[data-drop-zone]") as HTMLElement,
    input: (id: string) => document.getElementById(id) as HTMLInputElement,
  };
}

/** Hands an input files as a pick does (jsdom's FileList cannot be made), with its change event; true if the page's own listeners saw it. */
function pick(input: HTMLInputElement, files: File[]): boolean {
  Object.defineProperty(input, "files", { configurable: true, value: files });
  let seen = false;
  const own = () => (seen = true);
  document.body.addEventListener("change", own);
  input.dispatchEvent(new Event("change", { bubbles: true }));
  document.body.removeEventListener("change", own);
  return seen;
}

function fileEntry(path: string): FileSystemFileEntry {
  const name = path.split("/").pop() ?? path;
  return {
    isFile: true,
    isDirectory: false,
    name,
    fullPath: `/${path}`,
    file: (done: (file: File) => void) => done(new File([path], name)),
  } as never;
}

function folderEntry(path: string, children: FileSystemEntry[]): FileSystemDirectoryEntry {
  let read = false;
  const reader = { readEntries: (done: (entries: FileSystemEntry[]) => void) => done(read ? [] : ((read = true), children)) };
  return { isFile: false, isDirectory: true, name: path.split("/").pop(), fullPath: `/${path}`, createReader: () => reader } as never;
}

/** A drop as the browser delivers it; the items answer only while the event is being handled, as a real DataTransfer's do. */
function drop(target: Element, items: { entry: FileSystemEntry | null; file: File | null }[]): Event {
  let handling = true;
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const live = <T>(value: T) => (handling ? value : null);
  Object.defineProperty(event, "dataTransfer", {
    value: {
      items: items.map((item) => ({ kind: "file", webkitGetAsEntry: () => live(item.entry), getAsFile: () => live(item.file) })),
    },
  });
  target.dispatchEvent(event);
  handling = false;
  return event;
}

afterEach(() => {
  takeEarlyIntake();
  document.body.innerHTML = "";
});

describe("early intake", () => {
  it("keeps files picked in the drop zone before the tool is live, once, and no other handler sees them", async () => {
    runHeadScript();
    const { zone, input } = toolPage();
    const photos = [new File(["a"], "a.jpg"), new File(["b"], "b.jpg")];
    expect(pick(input("files"), photos)).toBe(false);
    expect(input("files").value).toBe("");
    expect(zone).toHaveAttribute("data-early-files");

    const batches = takeEarlyIntake();
    expect(zone).not.toHaveAttribute("data-early-files");
    expect(await earlyIncoming(batches)).toEqual([
      { file: photos[0], path: "a.jpg" },
      { file: photos[1], path: "b.jpg" },
    ]);
    expect(takeEarlyIntake()).toEqual([]);
    // From now on the tool's own handler takes every pick.
    expect(pick(input("files"), [new File(["c"], "c.jpg")])).toBe(true);
  });

  it("leaves file inputs outside the drop zone alone", () => {
    runHeadScript();
    const { zone, input } = toolPage();
    expect(pick(input("elsewhere"), [new File(["a"], "a.jpg")])).toBe(true);
    expect(zone).not.toHaveAttribute("data-early-files");
    expect(takeEarlyIntake()).toEqual([]);
  });

  it("lets files be dropped on the drop zone only, and walks a dropped folder once the tool takes it", async () => {
    runHeadScript();
    const { zone } = toolPage();
    const over = (target: Element) => target.dispatchEvent(new Event("dragover", { bubbles: true, cancelable: true }));
    expect(over(zone)).toBe(false);
    expect(over(document.body)).toBe(true);

    const loose = new File(["l"], "loose.png");
    const trip = folderEntry("trip", [fileEntry("trip/b.jpg"), fileEntry("trip/.DS_Store"), fileEntry("trip/a.jpg")]);
    const dropped = drop(zone.querySelector("input") as Element, [
      { entry: null, file: loose },
      { entry: trip, file: null },
    ]);
    expect(dropped.defaultPrevented).toBe(true);
    expect(zone).toHaveAttribute("data-early-files");
    expect(drop(document.body, [{ entry: null, file: new File(["x"], "x.png") }]).defaultPrevented).toBe(false);

    const incoming = await earlyIncoming(takeEarlyIntake());
    expect(incoming.map((item) => item.path)).toEqual(["loose.png", "trip/a.jpg", "trip/b.jpg"]);
    expect(incoming[0]?.file).toBe(loose);
  });

  it("has nothing to give on a page without the head script", () => {
    expect(takeEarlyIntake()).toEqual([]);
  });
});
