/** jsdom lays nothing out: a drawing stage placed on screen at `rect`, taking pointer capture, for pointer-event tests. */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function layOut(stage: HTMLElement, rect: ScreenRect = { left: 0, top: 0, width: 200, height: 100 }): void {
  stage.getBoundingClientRect = () => ({
    ...rect,
    x: rect.left,
    y: rect.top,
    right: rect.left + rect.width,
    bottom: rect.top + rect.height,
    toJSON: () => ({}),
  });
  stage.setPointerCapture = jest.fn();
}
