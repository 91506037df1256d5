import { render, screen, within } from "@testing-library/react";
import { readCreditPacks } from "../../../server/credits/credit-packs";
import { CreditPacks } from "./CreditPacks";

const packs = readCreditPacks();
const retired = {
  ...packs[0]!,
  slug: "retired",
  name: "100 API credits",
  listed: false,
  checkout_url: "https://store.example/checkout/buy/retired",
};

function renderPacks(opening: string | null = null) {
  const checkout = { buy: jest.fn(), opening };
  render(<CreditPacks packs={[retired, ...[...packs].reverse()]} checkout={checkout} />);
  return checkout;
}

describe("CreditPacks", () => {
  it("is the #credits section, listing the packs on sale in their order", () => {
    renderPacks();
    const section = screen.getByRole("region", { name: "API credits" });
    expect(section).toHaveAttribute("id", "credits");
    const shown = within(section)
      .getAllByTestId("credit-pack")
      .map((card) => card.dataset.pack);
    expect(shown).toEqual([...packs].sort((a, b) => a.order - b.order).map((pack) => pack.slug));
    expect(shown).not.toContain("retired");
  });

  it("shows each pack's credits, price and price per credit", () => {
    renderPacks();
    const card = screen.getByRole("listitem", { name: "500 API credits" });
    expect(within(card).getByTestId("pack-credits")).toHaveTextContent("500 credits");
    expect(within(card).getByTestId("pack-price")).toHaveTextContent("$9 $0.018 per credit");
    const large = screen.getByRole("listitem", { name: "10,000 API credits" });
    expect(within(large).getByTestId("pack-credits")).toHaveTextContent("10,000 credits");
    expect(within(large).getByTestId("pack-price")).toHaveTextContent("$99 $0.0099 per credit");
  });

  it("buys a pack in the overlay, and goes to the dashboard after payment", () => {
    const checkout = renderPacks();
    const pack = packs.find((candidate) => candidate.credits === 2000)!;
    const buy = screen.getByRole("link", { name: "Buy 2,000 API credits" });
    expect(buy).toHaveAttribute("href", pack.checkout_url);
    buy.click();
    expect(checkout.buy).toHaveBeenCalledWith(pack.checkout_url, "/login/");
  });

  it("shows the pack whose checkout is opening", () => {
    renderPacks(packs[0]!.checkout_url);
    expect(within(screen.getByRole("listitem", { name: packs[0]!.name })).getByTestId("buy")).toHaveTextContent("Opening checkout…");
  });

  it("is left out when no pack is on sale", () => {
    render(<CreditPacks packs={[retired]} checkout={{ buy: jest.fn(), opening: null }} />);
    expect(screen.queryByRole("region", { name: "API credits" })).toBeNull();
  });
});
