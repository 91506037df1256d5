import { useMemo } from "react";
import { type AccessAnswer, batchAccess, type Grant, grantOf } from "../lib/access";
import { usePlans } from "./usePlans";
import { useStoredLicenses } from "./useStoredLicenses";
import { useAllTools } from "./useToolCatalogue";

/** The plans this visitor's licenses grant. */
export function useGrant(): Grant {
  const plans = usePlans();
  const entries = useStoredLicenses();
  return useMemo(() => grantOf(entries, plans), [entries, plans]);
}

/** A tool page's batch allowance, following license changes in this tab and others. */
export function useBatchAccess(toolPath: string): AccessAnswer {
  const grant = useGrant();
  const hiddenForSoloPlus = useAllTools().some((tool) => tool.link === toolPath && tool.hide_solo_plus === true);
  return useMemo(() => batchAccess(toolPath, grant, hiddenForSoloPlus), [toolPath, grant, hiddenForSoloPlus]);
}
