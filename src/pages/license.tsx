import { graphql, navigate } from "gatsby";
import { useCallback } from "react";
import { ActivationForm } from "../components/license/ActivationForm";
import { LicenseList } from "../components/license/LicenseList";
import { TextPage, textPageHead, type TextPageProps } from "../components/TextPage";
import { useLicenses } from "../hooks/useLicenses";
import { useLicenseActivation } from "../hooks/useLicenseActivation";
import { LICENSE_ERRORS } from "../lib/license-acceptance";
import { deactivateLicense } from "../lib/license-activation";
import { licenseApi } from "../lib/license-api";
import type { LicenseEntry } from "../lib/license-state";
import { browserLicenseStore } from "../lib/license-store";
import type { Plan } from "../lib/plans";

const goToRedirect = (plan: Plan) => void navigate(plan.redirect_path);

/** /license/: activate a license key in this browser, see the activated licenses and deactivate them. */
export default function License({ data, location }: TextPageProps) {
  const entries = useLicenses();
  const activate = useLicenseActivation(location.pathname, goToRedirect);

  const deactivate = useCallback(async (entry: LicenseEntry): Promise<string | null> => {
    const store = browserLicenseStore();
    if (!store) return LICENSE_ERRORS.NOT_DEACTIVATED;
    try {
      return await deactivateLicense(licenseApi(), store, entry);
    } catch (error) {
      console.warn("License deactivation failed", error);
      return LICENSE_ERRORS.NOT_DEACTIVATED;
    }
  }, []);

  return (
    <TextPage data={data} fallbackTitle="Activate your license">
      {/* The stored licenses are read once the page runs: from then on the form works without a reload. */}
      <ActivationForm onActivate={activate} ready={entries !== null} />
      <LicenseList entries={entries} onDeactivate={deactivate} />
    </TextPage>
  );
}

export const Head = textPageHead("Activate your license");

export const query = graphql`
  query LicensePage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "license" } }) {
      ...PageTextFields
    }
  }
`;
