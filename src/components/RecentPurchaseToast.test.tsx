import { act, fireEvent, render, screen } from "@testing-library/react";
import { STORAGE_KEYS } from "../lib/storage-keys";
import { setStaticQueryData } from "../test-utils/gatsby-mock";
import { RecentPurchaseToast } from "./RecentPurchaseToast";

const FEED = "/api/v1/pixelbatch/users/sub";
const license = { license_key: "k", instance_id: "i", email: "e", plan: "Premium", usage_stat: "1 Used / 3", redirect_path: "/" };

function answerFeed(body: unknown, ok = true) {
  const fetchMock = jest.fn(async () => ({ ok, json: async () => body }));
  Object.assign(window, { fetch: fetchMock });
  return fetchMock;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const toast = () => screen.queryByTestId("purchase-toast");

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  setStaticQueryData({ site: { siteMetadata: { title: "PixelBatch", salesFeedUrl: FEED } } });
});

afterEach(() => jest.useRealTimers());

describe("RecentPurchaseToast", () => {
  it("fetches the feed after 5 s, shows at 6 s for 12 s, then the next country every 16 s", async () => {
    const fetchMock = answerFeed({ data: [{ country: "DE" }, { country: "Brazil" }] });
    render(<RecentPurchaseToast pathname="/pricing/" />);
    await advance(4999);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchMock).toHaveBeenCalledWith(FEED, expect.objectContaining({ headers: { Accept: "application/json" } }));
    await advance(999);
    expect(toast()).toBeNull();
    await advance(1);
    expect(toast()).toHaveTextContent("Someone in Germany recently bought PixelBatch.");
    expect(screen.getByRole("status")).toContainElement(toast());
    await advance(11_999);
    expect(toast()).not.toBeNull();
    await advance(1);
    expect(toast()).toBeNull();
    await advance(4000);
    expect(toast()).toHaveTextContent("Someone in Brazil recently bought PixelBatch.");
    await advance(16_000);
    expect(toast()).toHaveTextContent("Germany");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("closes for the rest of the session", async () => {
    answerFeed({ data: [{ country: "FR" }] });
    const { unmount } = render(<RecentPurchaseToast pathname="/" />);
    await advance(6000);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(toast()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.toastDismissed)).toBe("1");
    await advance(60_000);
    expect(toast()).toBeNull();
    unmount();
    render(<RecentPurchaseToast pathname="/" />);
    await advance(60_000);
    expect(toast()).toBeNull();
  });

  it.each([
    ["an empty feed", { data: [] }, true],
    ["entries without a country", { data: [{ name: "x" }] }, true],
    ["an error answer", { data: [{ country: "DE" }] }, false],
  ])("shows nothing for %s", async (_, body, ok) => {
    answerFeed(body, ok);
    render(<RecentPurchaseToast pathname="/pricing/" />);
    await advance(60_000);
    expect(toast()).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("shows nothing when the request fails", async () => {
    Object.assign(window, { fetch: jest.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) });
    render(<RecentPurchaseToast pathname="/pricing/" />);
    await advance(60_000);
    expect(toast()).toBeNull();
  });

  it("is not fetched for a license holder outside the pricing page, and is on the pricing page", async () => {
    localStorage.setItem(STORAGE_KEYS.licenses, JSON.stringify([license]));
    const fetchMock = answerFeed({ data: [{ country: "DE" }] });
    const { rerender } = render(<RecentPurchaseToast pathname="/tools/bulk-flip-image/" />);
    await advance(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(<RecentPurchaseToast pathname="/pricing/" />);
    await advance(6000);
    expect(toast()).toHaveTextContent("Germany");
  });

  it("does nothing when the feed is switched off", async () => {
    setStaticQueryData({ site: { siteMetadata: { title: "PixelBatch", salesFeedUrl: "" } } });
    const fetchMock = answerFeed({ data: [{ country: "DE" }] });
    render(<RecentPurchaseToast pathname="/pricing/" />);
    await advance(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
