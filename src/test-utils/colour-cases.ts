/**
 * The colorizer's held-out test set (issue 46): colour photos of the corpus made grey by us, each
 * with its colour original on the same pixel grid as the truth, plus the five grey/original pairs of
 * `corpus/grayscale` (whose grey files are the corpus's own, see colour-pairs.ts). Left out: the
 * animated GIF, the 4× downscale of the cups (the same photo), the transparent fire-truck cut-out, the
 * 320 px sledgehammer (tiny), the masks and `bad/`. The cases are data; `buildColourCase` makes the
 * pixels. Files are decoded by the server's decoder (upright by EXIF, sRGB, BMP and HEIC included),
 * as the API would read them.
 */
import fs from "node:fs";
import path from "node:path";
import { sourcePipeline, toRaster } from "../../server/processing/image-io";
import type { Raster } from "../codecs/image";
import { labToRgb, lightnessOf } from "../lib/cielab";
import { REFERENCE_SIDE } from "../tools/bulk-photo-colorizer/colorize-photo";
import { GREY_PAIRS, greyPair } from "./colour-pairs";
import { corpusDir } from "./corpus";

export interface ColourCase {
  name: string;
  /** What the photo shows, and what it tests where it is one of the failures. */
  scene: string;
  /** The colour original, a corpus file. */
  photo: string;
  /** The corpus's own grey copy of `photo` (the grayscale pairs); otherwise we make the grey. */
  grey?: string;
  /** Another case whose photo is of the same kind of scene, the same-scene reference; none where the corpus has none. */
  sameScene?: string;
}

/** The long side the cases are read at (never enlarged): a solve of a few hundred pixels keeps the set fast. */
export const CASE_SIDE = 512;

const pair = (name: keyof typeof GREY_PAIRS, scene: string, sameScene: string): ColourCase => ({
  name,
  scene,
  photo: `grayscale/${name}.orig.jpg`,
  grey: `grayscale/${GREY_PAIRS[name]}`,
  sameScene,
});

export const COLOUR_CASES: readonly ColourCase[] = [
  {
    name: "castle",
    scene: "château façade under a cloudy blue sky, lawn (sky against façade)",
    photo: "photos/castle_maintenon_1024x681.gif",
    sameScene: "aqueduct",
  },
  {
    name: "pagoda",
    scene: "pagoda, pale sky, lake and trees (sky against façade)",
    photo: "photos/china_summer_palace_640x427.bmp",
    sameScene: "castle",
  },
  { name: "citrus", scene: "citrus slices against the light (food)", photo: "photos/citrus_fruits_1350x890.png", sameScene: "pizza" },
  { name: "cups", scene: "stacked plastic cups, saturated magenta and cyan", photo: "photos/colorful_cups_2560x1600.jpg" },
  { name: "dogs", scene: "two spaniels at a weathered wooden window", photo: "photos/dogs_in_window_portrait_2056x3088.jpg" },
  {
    name: "boats",
    scene: "rowing boats on a lake at sunset (water, sky)",
    photo: "photos/evening_glow_2560x1600.avif",
    sameScene: "sunset_hills",
  },
  { name: "autumn_leaf", scene: "autumn leaf on warm bokeh", photo: "photos/fallen_leaf_progressive_2560x1600.jpg" },
  { name: "creek", scene: "forest creek over rocks", photo: "photos/forest_creek_3088x2056.heic", sameScene: "forest" },
  { name: "forest", scene: "conifer forest and ferns (dark foliage)", photo: "photos/forest_path_2560x1600.jpg", sameScene: "creek" },
  {
    name: "red_flower",
    scene: "red flower on green and yellow bokeh (foliage bokeh; a flower a face detector may mistake)",
    photo: "photos/garden_adobergb_icc_2560x1600.jpg",
    sameScene: "yellow_flower",
  },
  { name: "brushes", scene: "paint brushes, every hue", photo: "photos/paint_brushes_1365x1074.jpg" },
  {
    name: "mountains",
    scene: "mountains, blue sky with a cloud, meadow",
    photo: "photos/picos_de_europa_3264x2448.jpg",
    sameScene: "storm",
  },
  {
    name: "aqueduct",
    scene: "stone aqueduct, trees, pale sky (sky against stone)",
    photo: "photos/pont_du_gard_1024x681.tif",
    sameScene: "castle",
  },
  { name: "pool", scene: "pool player indoors, green table (stored sideways, EXIF 8)", photo: "photos/pool_player_exif_orientation8.jpg" },
  { name: "rocket", scene: "rocket on its pad, deep blue night sky, lamps", photo: "photos/rocket_launch_640x427.jpg" },
  { name: "crab", scene: "red crab on grey sand", photo: "photos/sally_lightfoot_crab_1920x1080.webp" },
  {
    name: "coast",
    scene: "coast from the air: sea, sky and a sand spit (sea)",
    photo: "photos/skagen_beach_camera_exif_800x600.jpg",
    sameScene: "mountains",
  },
  {
    name: "storm",
    scene: "storm clouds over a field and a road (grey-blue sky)",
    photo: "photos/storm_field_1920x1280.jpg",
    sameScene: "mountains",
  },
  { name: "sunset_hills", scene: "low sun over hills", photo: "photos/sunset_mountains_4272x2848.jpg", sameScene: "boats" },
  {
    name: "yellow_flower",
    scene: "yellow flower on dark bokeh (a flower a face detector may mistake)",
    photo: "photos/yellow_flower_cmyk_2560x1600.jpg",
    sameScene: "red_flower",
  },
  {
    name: "astronaut",
    scene: "portrait, orange suit, flag (one face)",
    photo: "faces/astronaut_eileen_collins_512x512.png",
    sameScene: "portrait",
  },
  { name: "bar", scene: "people in a bar, flash (several faces)", photo: "faces/group_bar_800x600.jpg", sameScene: "three_men" },
  {
    name: "mariachi",
    scene: "mariachi band outdoors (several faces)",
    photo: "faces/group_mariachi_band_1024x680.jpg",
    sameScene: "three_men",
  },
  { name: "orchestra", scene: "orchestra in a hall (30+ tiny faces)", photo: "faces/group_orchestra_many_small_faces_1024x613.jpg" },
  { name: "three_men", scene: "three men side by side (three faces)", photo: "faces/group_three_men_800x542.jpg", sameScene: "bar" },
  { name: "portrait", scene: "man indoors, close (one face)", photo: "faces/portrait_man_800x532.jpg", sameScene: "young_man" },
  {
    name: "young_man",
    scene: "young man smiling, scanned print (one face)",
    photo: "faces/portrait_young_man_smiling_800x549.jpg",
    sameScene: "portrait",
  },
  { name: "apple", scene: "red apple on a plain background", photo: "objects/apple_plain_bg_512x512.jpg", sameScene: "fig" },
  { name: "balloon", scene: "hot-air balloon on white", photo: "objects/composite_hot_air_balloon_on_white_1200x1200.jpg" },
  { name: "race_car", scene: "race car on vivid grass", photo: "objects/composite_indycar_on_meadow_1600x1000.jpg", sameScene: "rabbit" },
  {
    name: "fig",
    scene: "fig in a red bowl on concrete (food)",
    photo: "objects/fig_in_red_bowl_plain_bg_2572x1740.jpg",
    sameScene: "apple",
  },
  {
    name: "kingfisher",
    scene: "kingfisher on a lichen branch, soft green bokeh (a toucan-like bird on foliage bokeh)",
    photo: "objects/kingfisher_on_branch_1920x1080.jpg",
    sameScene: "bonnet_macaques",
  },
  { name: "pizza", scene: "pizza (food)", photo: "objects/pizza_800x600.jpg", sameScene: "citrus" },
  { name: "rabbit", scene: "rabbit on grass", photo: "objects/rabbit_on_grass_800x551.jpg", sameScene: "alpaca" },
  pair("alpaca", "alpaca on a meadow, green bokeh", "rabbit"),
  pair("bonnet_macaques", "macaque on green foliage bokeh", "rabbit"),
  pair("nature_lake", "canyon, trees and water", "creek"),
  pair("petra_treasury", "rock-cut façade, blue sky (sky against façade)", "aqueduct"),
  pair("sunset_field", "sunset over a field", "boats"),
];

/** The unrelated reference: saturated magenta and cyan cups, unlike every other scene of the set. */
const UNRELATED = "cups";
const UNRELATED_FOR_CUPS = "forest";

export function caseNamed(name: string): ColourCase {
  const found = COLOUR_CASES.find((colourCase) => colourCase.name === name);
  if (!found) throw new Error(`no colour case is named ${name}`);
  return found;
}

/** The case whose photo serves as the unrelated reference of this one. */
export function unrelatedCase(colourCase: ColourCase): ColourCase {
  return caseNamed(colourCase.name === UNRELATED ? UNRELATED_FOR_CUPS : UNRELATED);
}

/** A corpus image decoded as the server decodes it, fitting `side` × `side` (never enlarged). */
export async function corpusPhoto(file: string, side: number): Promise<Raster> {
  const { pipeline } = await sourcePipeline(fs.readFileSync(path.join(corpusDir(), file)));
  return toRaster(pipeline.resize(side, side, { fit: "inside", withoutEnlargement: true }));
}

/** A case's photo as a reference, at the size the tool draws references. */
export function referencePhoto(colourCase: ColourCase): Promise<Raster> {
  return corpusPhoto(colourCase.photo, REFERENCE_SIDE);
}

/**
 * The photo as a grey scan saved as RGB: each pixel's CIELAB lightness kept (the colorizer keeps
 * lightness too, so every error against the original is colour), R = G = B.
 */
export function greyOf(photo: Raster): Raster {
  const pixels = photo.width * photo.height;
  const lightness = lightnessOf(photo.data, pixels);
  const data = new Uint8ClampedArray(photo.data.length);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const level = labToRgb(lightness[pixel] as number, 0, 0)[1];
    data.set([level, level, level, 255], pixel * 4);
  }
  return { data, width: photo.width, height: photo.height };
}

export async function buildColourCase(colourCase: ColourCase, side = CASE_SIDE): Promise<{ grey: Raster; original: Raster }> {
  if (colourCase.grey) return greyPair(colourCase.name, side);
  const original = await corpusPhoto(colourCase.photo, side);
  return { grey: greyOf(original), original };
}
