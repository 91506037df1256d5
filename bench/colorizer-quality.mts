import { COLOUR_CASES } from "../src/test-utils/colour-cases";
import { evaluateColourCases, judge, qualityTable, TABLE_LEGEND } from "../src/test-utils/colour-evaluation";
import { cliOption, runBench, targetsSection } from "./report-parts";

/**
 * The colorizer's quality alone, in a few minutes: every case of the test set
 * (src/test-utils/colour-cases.ts) as grey, a constant tint, automatic mode, 10 and 50 hints and
 * reference mode, the table and issue 46's targets printed, nothing written.
 *
 *   npx tsx bench/colorizer-quality.mts [--only castle,kingfisher]
 *
 * The full bench (bench/colorizer.bench.mts) adds the speed series and writes bench/results/.
 */
runBench(async () => {
  const only = cliOption("only")?.split(",");
  const cases = COLOUR_CASES.filter((colourCase) => !only || only.includes(colourCase.name));
  if (cases.length === 0) throw new Error(`no case is named ${only?.join(", ")}`);
  const results = await evaluateColourCases(cases);
  console.log(["", TABLE_LEGEND, "", ...qualityTable(results), "", ...targetsSection(judge(results))].join("\n"));
});
