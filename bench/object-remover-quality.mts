import { evaluateCases, TABLE_LEGEND } from "../src/test-utils/fill-evaluation";
import { judge, qualityTable } from "../src/test-utils/fill-targets";
import { fillCaseSet } from "./fill-case-sets";
import { writeContactSheet } from "./fill-contact-sheet";
import { cliOption, runBench, targetsSection } from "./report-parts";

/**
 * The object remover's fill quality alone, in a minute or two: every case of the test set
 * (src/test-utils/fill-cases.ts) filled by the tool's fill and by OpenCV's Telea and Navier-Stokes,
 * the table and issue 45's targets printed, nothing written unless asked.
 *
 *   npx tsx bench/object-remover-quality.mts [--set held-out] [--only grass,water] [--sheet /tmp/sheet.png]
 *
 * `--set held-out` runs src/test-utils/fill-cases-held-out.ts instead, the cases no figure was tuned on.
 *
 * The full bench (bench/object-remover.bench.mts) adds the speed series and writes bench/results/.
 */
runBench(async () => {
  const only = cliOption("only")?.split(",");
  const set = fillCaseSet();
  const cases = set.cases.filter((fillCase) => !only || only.includes(fillCase.name));
  if (cases.length === 0) throw new Error(`no case is named ${only?.join(", ")}`);
  const rows = await evaluateCases(cases);
  const results = rows.map((row) => row.result);
  console.log(
    [
      "",
      TABLE_LEGEND,
      "",
      ...qualityTable(results),
      "",
      ...targetsSection(judge(results), set.heldOut ? "Targets on the held-out set" : "Targets"),
    ].join("\n"),
  );
  const sheet = cliOption("sheet");
  if (sheet) {
    await writeContactSheet(sheet, rows);
    console.log(`contact sheet: ${sheet}`);
  }
});
