/**
 * Counts a model's bytes as they arrive and decides when the page hears about it: at most every
 * `intervalMs`, and always at the start and the end, so a bar neither floods the page with
 * messages nor stops short of 100%.
 */
export interface DownloadState {
  loaded: number;
  total: number;
  done: boolean;
}

export class DownloadMeter {
  private loaded = 0;
  private lastReport = -Infinity;

  constructor(
    private readonly total: number,
    private readonly report: (state: DownloadState) => void,
    private readonly now: () => number = () => performance.now(),
    private readonly intervalMs = 100,
  ) {}

  start(): void {
    this.emit(false);
  }

  add(bytes: number): void {
    this.loaded += bytes;
    if (this.now() - this.lastReport >= this.intervalMs) this.emit(false);
  }

  finish(): void {
    this.emit(true);
  }

  private emit(done: boolean): void {
    this.lastReport = this.now();
    this.report({ loaded: done ? Math.max(this.loaded, this.total) : Math.min(this.loaded, this.total), total: this.total, done });
  }
}
