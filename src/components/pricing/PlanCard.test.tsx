import { fireEvent, render, screen, within } from "@testing-library/react";
import { plans } from "../../test-utils/content-files";
import { PlanCard } from "./PlanCard";

const flip = plans({}).find((plan) => plan.slug === "bulk-flip-7-days")!;

function renderCard(overrides: Partial<Parameters<typeof PlanCard>[0]> = {}) {
  const onBuy = jest.fn();
  render(
    <ul>
      <PlanCard plan={flip} unlocksTool={null} checkoutUrl={flip.checkout_url} opening={false} onBuy={onBuy} {...overrides} />
    </ul>,
  );
  return onBuy;
}

describe("PlanCard", () => {
  it("shows the name, kind, price with its period and every feature", () => {
    renderCard();
    const card = screen.getByRole("listitem", { name: "Bulk Flip 7 Days" });
    expect(within(card).getByText("Pass")).toBeInTheDocument();
    expect(within(card).getByTestId("price")).toHaveTextContent("$49 for 7 days");
    for (const feature of flip.features) expect(within(card).getByText(feature.title)).toBeInTheDocument();
    expect(within(card).queryByTestId("unlocks-tool")).toBeNull();
  });

  it("says which tool it unlocks when the visitor came from one", () => {
    renderCard({ unlocksTool: "Bulk Flip Image" });
    expect(screen.getByTestId("unlocks-tool")).toHaveTextContent("Unlocks Bulk Flip Image");
  });

  it("the buy link goes to the checkout page; a plain click opens the overlay instead", () => {
    const onBuy = renderCard({ checkoutUrl: `${flip.checkout_url}?checkout%5Bdiscount_code%5D=PPP40` });
    const buy = screen.getByRole("link", { name: "Buy Bulk Flip 7 Days" });
    expect(buy).toHaveAttribute("href", `${flip.checkout_url}?checkout%5Bdiscount_code%5D=PPP40`);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    buy.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onBuy).toHaveBeenCalledWith(`${flip.checkout_url}?checkout%5Bdiscount_code%5D=PPP40`);
  });

  it("a modified or middle click keeps the browser's meaning", () => {
    const onBuy = renderCard();
    const buy = screen.getByRole("link", { name: "Buy Bulk Flip 7 Days" });
    fireEvent.click(buy, { ctrlKey: true });
    fireEvent.click(buy, { metaKey: true });
    fireEvent.click(buy, { button: 1 });
    expect(onBuy).not.toHaveBeenCalled();
  });

  it("shows that the checkout is opening", () => {
    renderCard({ opening: true });
    expect(screen.getByTestId("buy")).toHaveTextContent("Opening checkout…");
    expect(screen.getByTestId("buy")).toHaveAttribute("aria-busy", "true");
  });
});
