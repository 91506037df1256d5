import { useLicenseActivation } from "../../hooks/useLicenseActivation";
import { ActivationForm } from "./ActivationForm";

/** An accepted license shows itself on the tool page: the batch allowance follows the stored licenses. */
const stayOnPage = () => undefined;

/**
 * The activation form where a visitor meets the free limit (spec §5): it activates with the tool
 * page's path, so a key whose plan does not open this tool is refused and its instance deactivated.
 */
export function ActivateHere({ path }: { path: string }) {
  const activate = useLicenseActivation(path, stayOnPage);
  return (
    <details data-testid="activate-here">
      <summary>Have a license key? Activate it here</summary>
      <ActivationForm onActivate={activate} ready />
    </details>
  );
}
