import { toImagePoint } from "../../models/face/crop";
import { LANDMARKS } from "../../models/face/landmarks";
import { syntheticMesh } from "../../test-utils/face-mesh";
import {
  faceGeometry,
  fillShare,
  fitFrame,
  frameBox,
  frameFor,
  frameInside,
  frameOfBox,
  HEAD_PER_EYE_CHIN,
  MAX_HEAD_SHARE,
  MAX_SHIFT,
} from "./framing";

/** A level face with eye centres 60 px apart and the chin 100 px below the eye line, at the origin between the eyes. */
const FACE = {
  [LANDMARKS.rightEyeOuter]: { x: -45, y: 0 },
  [LANDMARKS.rightEyeInner]: { x: -15, y: 0 },
  [LANDMARKS.leftEyeInner]: { x: 15, y: 0 },
  [LANDMARKS.leftEyeOuter]: { x: 45, y: 0 },
  [LANDMARKS.chin]: { x: 0, y: 100 },
};
const RULE = { side: 512, headShare: 0.6, eyeHeight: 0.45 };

/** Where a point of the photo lands in the picture: the inverse of the frame's own mapping. */
function toPicture(frame: ReturnType<typeof frameFor>, side: number, p: { x: number; y: number }) {
  const dx = p.x - frame.centre.x;
  const dy = p.y - frame.centre.y;
  const cos = Math.cos(frame.angle);
  const sin = Math.sin(frame.angle);
  return { x: side / 2 + (dx * cos + dy * sin) / frame.scale, y: side / 2 + (-dx * sin + dy * cos) / frame.scale };
}

describe("profile picture framing", () => {
  it.each([0, 12, -25])(
    "levels a face rolled by %i°, with the eyes centred across at the eye line and the head at its share",
    (degrees) => {
      const roll = (degrees * Math.PI) / 180;
      const offset = { x: 900, y: 700 };
      const mesh = syntheticMesh(FACE, { offset, roll });
      const geometry = faceGeometry(mesh);
      expect(geometry.roll).toBeCloseTo(roll, 3);
      expect(geometry.eyeToChin).toBeCloseTo(100, 3);
      const frame = frameFor(geometry, RULE);
      const eyes = toPicture(frame, RULE.side, offset);
      expect(eyes.x).toBeCloseTo(RULE.side / 2, 3);
      expect(eyes.y).toBeCloseTo(RULE.eyeHeight * RULE.side, 3);
      // The chin straight below the eyes in the picture: the face is level, and eye-to-chin is the head's share over 2.1.
      const chin = toPicture(frame, RULE.side, { x: mesh.points[LANDMARKS.chin * 3]!, y: mesh.points[LANDMARKS.chin * 3 + 1]! });
      expect(chin.x).toBeCloseTo(RULE.side / 2, 3);
      expect(chin.y - eyes.y).toBeCloseTo((RULE.headShare * RULE.side) / HEAD_PER_EYE_CHIN, 3);
      // The eye corners on the eyes' row of the picture, and the picture's own mapping agreeing with the inverse used here.
      const corner = { x: mesh.points[LANDMARKS.rightEyeOuter * 3]!, y: mesh.points[LANDMARKS.rightEyeOuter * 3 + 1]! };
      expect(toPicture(frame, RULE.side, corner).y).toBeCloseTo(eyes.y, 3);
      const back = toImagePoint(frame, RULE.side, RULE.side, { x: RULE.side / 2, y: RULE.eyeHeight * RULE.side });
      expect(back.x).toBeCloseTo(offset.x, 3);
      expect(back.y).toBeCloseTo(offset.y, 3);
    },
  );

  it("gives faces photographed at different distances the same head size", () => {
    const near = frameFor(faceGeometry(syntheticMesh(FACE, { offset: { x: 500, y: 500 } })), RULE);
    const far = frameFor(
      faceGeometry(
        syntheticMesh(Object.fromEntries(Object.entries(FACE).map(([key, p]) => [key, { x: p.x / 3, y: p.y / 3 }])), {
          offset: { x: 200, y: 300 },
        }),
      ),
      RULE,
    );
    expect(near.scale / far.scale).toBeCloseTo(3, 3);
  });

  it("moves the eyes down the picture as the eye line setting grows, and shrinks the head for a looser share", () => {
    const geometry = faceGeometry(syntheticMesh(FACE, { offset: { x: 500, y: 500 } }));
    const low = frameFor(geometry, { ...RULE, eyeHeight: 0.55 });
    expect(toPicture(low, RULE.side, geometry.eyes).y).toBeCloseTo(0.55 * RULE.side, 3);
    const loose = frameFor(geometry, { ...RULE, headShare: 0.45 });
    expect(loose.scale / frameFor(geometry, RULE).scale).toBeCloseTo(0.6 / 0.45, 3);
  });

  it("maps the visitor's square to a level frame and back to the same box", () => {
    const box = { x: 0.2, y: 0.1, width: 0.5, height: 0.75 };
    const frame = frameOfBox(box, 1200, 800, 400);
    expect(frame.angle).toBe(0);
    expect(frame.scale).toBeCloseTo(600 / 400, 3);
    expect(frameBox(frame, 400, 1200, 800)).toEqual({ x: 0.2, y: 0.1, width: 0.5, height: 0.75 });
  });

  it("tells a frame inside the photo from one that reaches past an edge, turned or not", () => {
    expect(frameInside({ centre: { x: 500, y: 500 }, scale: 1, angle: 0 }, 400, 1000, 1000)).toBe(true);
    expect(frameInside({ centre: { x: 150, y: 500 }, scale: 1, angle: 0 }, 400, 1000, 1000)).toBe(false);
    // A 400-px square turned by 45° reaches 283 px from its centre.
    expect(frameInside({ centre: { x: 250, y: 500 }, scale: 1, angle: Math.PI / 4 }, 400, 1000, 1000)).toBe(false);
    expect(frameInside({ centre: { x: 290, y: 500 }, scale: 1, angle: Math.PI / 4 }, 400, 1000, 1000)).toBe(true);
  });

  describe("fitting the frame to the photo", () => {
    const degrees = (value: number) => (value * Math.PI) / 180;
    const face = (x: number, y: number, eyeToChin: number, roll = 0) => ({ eyes: { x, y }, roll: degrees(roll), eyeToChin });

    it("keeps the rule's frame where the photo fills it", () => {
      const geometry = face(600, 500, 100, 12);
      const fitted = fitFrame(geometry, RULE, 1200, 1000);
      expect(fitted).toEqual({ frame: frameFor(geometry, RULE), headShare: RULE.headShare, roll: degrees(12), shift: 0, fill: 0 });
    });

    it("moves a face near the photo's edge a little off its place rather than fill", () => {
      const geometry = face(80, 500, 50);
      const rule = frameFor(geometry, RULE);
      expect(frameInside(rule, RULE.side, 1000, 1000)).toBe(false);
      const fitted = fitFrame(geometry, RULE, 1000, 1000);
      expect(fitted.headShare).toBe(RULE.headShare);
      expect(fitted.shift).toBeGreaterThan(0.02);
      expect(fitted.shift).toBeLessThanOrEqual(MAX_SHIFT);
      expect(frameInside(fitted.frame, RULE.side, 1000, 1000)).toBe(true);
    });

    it("gives a tilted close-up a larger head, still level, never a frame of fill", () => {
      // A face that fills a 600 × 800 portrait, turned 22°: at the rule's 60 % its frame would be 700 px wide.
      const geometry = face(300, 330, 200, 22);
      expect(fillShare(frameFor(geometry, RULE), RULE.side, 600, 800)).toBeGreaterThan(0.1);
      const fitted = fitFrame(geometry, RULE, 600, 800);
      expect(fitted.fill).toBe(0);
      expect(frameInside(fitted.frame, RULE.side, 600, 800)).toBe(true);
      expect(fitted.headShare).toBeGreaterThan(RULE.headShare);
      expect(fitted.headShare).toBeLessThanOrEqual(MAX_HEAD_SHARE);
      expect(fitted.frame.angle).toBeCloseTo(degrees(22), 6);
    });

    it("levels a strongly tilted close-up only as far as the photo's edges allow, even at the largest head", () => {
      const geometry = face(300, 260, 250, 30);
      const fitted = fitFrame(geometry, RULE, 600, 600);
      expect(fitted.fill).toBe(0);
      expect(frameInside(fitted.frame, RULE.side, 600, 600)).toBe(true);
      expect(Math.abs(fitted.frame.angle)).toBeLessThan(degrees(30));
      expect(fitted.roll).toBeCloseTo(degrees(30), 6);
    });

    it("raises the head only as far as needed: the next smaller head would not fit", () => {
      const geometry = face(300, 330, 200, 0);
      const fitted = fitFrame(geometry, RULE, 600, 800);
      const smaller = fitFrame(geometry, { ...RULE, headShare: fitted.headShare - 0.02 }, 600, 800);
      expect(smaller.headShare).toBeCloseTo(fitted.headShare, 6);
    });

    it("leaves fill only for a face too large for even the largest head, measured and level", () => {
      const fitted = fitFrame(face(300, 300, 400, 10), RULE, 600, 600);
      expect(fitted.headShare).toBe(MAX_HEAD_SHARE);
      expect(fitted.frame.angle).toBe(0);
      expect(fitted.fill).toBeGreaterThan(0);
      expect(fitted.fill).toBeCloseTo(fillShare(fitted.frame, RULE.side, 600, 600), 6);
    });
  });
});
