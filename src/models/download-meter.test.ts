import { DownloadMeter, type DownloadState } from "./download-meter";

describe("DownloadMeter", () => {
  it("reports the start, at most once per interval, and the end", () => {
    let clock = 0;
    const states: DownloadState[] = [];
    const meter = new DownloadMeter(
      1000,
      (state) => states.push(state),
      () => clock,
      100,
    );
    meter.start();
    meter.add(100);
    clock = 50;
    meter.add(100);
    clock = 150;
    meter.add(300);
    meter.finish();
    expect(states).toEqual([
      { loaded: 0, total: 1000, done: false },
      { loaded: 500, total: 1000, done: false },
      { loaded: 1000, total: 1000, done: true },
    ]);
  });

  it("never shows more than the total while running", () => {
    const states: DownloadState[] = [];
    const meter = new DownloadMeter(
      10,
      (state) => states.push(state),
      () => 1000,
      0,
    );
    meter.add(25);
    expect(states.at(-1)).toEqual({ loaded: 10, total: 10, done: false });
  });
});
