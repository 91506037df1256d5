/** @jest-environment jsdom */
import { applyScrollPlan, scrollPlan, takeOverScrollRestoration } from "./scroll";

describe("scrollPlan", () => {
  it("scrolls to the hash target, decoded", () => {
    expect(scrollPlan({ hash: "#faq" }, 500)).toEqual({ kind: "element", id: "faq" });
    expect(scrollPlan({ hash: "#caf%C3%A9" }, null)).toEqual({ kind: "element", id: "café" });
    expect(scrollPlan({ hash: "#100%" }, null)).toEqual({ kind: "element", id: "100%" });
  });

  it("restores the saved position of the history entry", () => {
    expect(scrollPlan({ hash: "" }, 1234)).toEqual({ kind: "position", y: 1234 });
  });

  it("goes to the top of a new entry", () => {
    expect(scrollPlan({ hash: "" }, undefined)).toEqual({ kind: "position", y: 0 });
    expect(scrollPlan({ hash: "#" }, null)).toEqual({ kind: "position", y: 0 });
  });
});

describe("applyScrollPlan", () => {
  it("scrolls an existing target into view", () => {
    document.body.innerHTML = '<h2 id="faq">FAQ</h2>';
    const target = document.getElementById("faq")!;
    target.scrollIntoView = jest.fn();
    const win = { scrollTo: jest.fn() };
    applyScrollPlan({ kind: "element", id: "faq" }, document, win);
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(win.scrollTo).not.toHaveBeenCalled();
  });

  it("goes to the top when the target does not exist, and to a saved position otherwise", () => {
    document.body.innerHTML = "";
    const win = { scrollTo: jest.fn() };
    applyScrollPlan({ kind: "element", id: "missing" }, document, win);
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 0);
    applyScrollPlan({ kind: "position", y: 640 }, document, win);
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});

describe("takeOverScrollRestoration", () => {
  it("turns the browser's own restoration off", () => {
    const history = { scrollRestoration: "auto" as ScrollRestoration };
    takeOverScrollRestoration(history);
    expect(history.scrollRestoration).toBe("manual");
  });
});
