import { PlanCard } from "../../components/pricing/PlanCard";
import { PlanList } from "../../components/views/PricingView";
import { toPlan } from "../../lib/plan-schema";
import type { PreviewProps } from "../decap-types";
import { entryData, PREVIEW_CHECKOUT } from "./preview-frame";

/** The plan's card on the pricing page, or what the build would refuse in it. */
export function PlanPreview(props: PreviewProps) {
  const data = entryData<{ product_id: number }>(props);
  const slug = props.entry.get("slug") || "new-plan";
  let plan;
  try {
    plan = toPlan(slug, { store_id: 1, product_id: data.product_id ?? 0 }, data);
  } catch (error) {
    return (
      <div className="container">
        <p className="notice" role="alert">
          {(error as Error).message}
        </p>
      </div>
    );
  }
  return (
    <div className="container">
      <PlanList>
        <PlanCard plan={plan} unlocksTool={null} checkoutUrl={plan.checkout_url} opening={false} onBuy={PREVIEW_CHECKOUT.buy} />
      </PlanList>
    </div>
  );
}
