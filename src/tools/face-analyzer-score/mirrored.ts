/**
 * The face measured twice, as photographed and mirrored, and the two averaged. The mesh does not
 * place a face's left and right side quite alike (on the corpus portraits, mirroring alone moved
 * single measurements by up to a unit of the shape space), so a face and its mirror image could
 * get different shapes; averaged, they cannot.
 */
import type { Raster } from "../../codecs/image";
import type { Box } from "../../models/face/boxes";
import { mirrorRaster, sampleWindow } from "../../models/face/crop";
import type { FaceMesh } from "../../models/face/landmarks";
import { meshFace } from "../../models/face/mesh";
import type { Network } from "../../models/face/network";
import { type Measurements, measure } from "./measure";

/** The face's surroundings are read at this size for the mirrored pass: the mesh's own crop (192 px) with room to spare. */
const REGION_SIZE = 384;
/** The region around the detector's box: the mesh's crops stay well inside it. */
const REGION_GROWTH = 2.4;

export function averaged(a: Measurements, b: Measurements): Measurements {
  return {
    lengthRatio: (a.lengthRatio + b.lengthRatio) / 2,
    foreheadRatio: (a.foreheadRatio + b.foreheadRatio) / 2,
    jawRatio: (a.jawRatio + b.jawRatio) / 2,
    chinRatio: (a.chinRatio + b.chinRatio) / 2,
    jawAngle: (a.jawAngle + b.jawAngle) / 2,
    // The mirror image turns the other way.
    yaw: (a.yaw - b.yaw) / 2,
    roll: a.roll,
  };
}

/** The face's measurements, mirror-averaged; `mesh` is its mesh in the photo, `box` the detector's. */
export async function mirrorAveraged(network: Network, raster: Raster, box: Box, mesh: FaceMesh): Promise<Measurements> {
  const side = Math.max(box.width, box.height) * REGION_GROWTH;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const region = mirrorRaster(sampleWindow(raster, { centre, scale: side / REGION_SIZE, angle: 0 }, REGION_SIZE, REGION_SIZE));
  // The detector's box in the region: the same size scaled to it, centred (mirroring keeps it centred).
  const scale = REGION_SIZE / side;
  const [width, height] = [box.width * scale, box.height * scale];
  const mirrored = await meshFace(network, region, { x: (REGION_SIZE - width) / 2, y: (REGION_SIZE - height) / 2, width, height });
  const own = measure(mesh);
  return mirrored ? averaged(own, measure(mirrored)) : own;
}
