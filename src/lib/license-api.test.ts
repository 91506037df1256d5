import { licenseApi, licenseApiBase, parseActivated, parseValid, readLicenseResponse, type Fetch } from "./license-api";

const meta = {
  store_id: 1,
  order_id: 2,
  order_item_id: 3,
  product_id: 4,
  product_name: "Bulk Flip 7 Days",
  variant_id: 5,
  variant_name: "Default",
  customer_id: 6,
  customer_name: "Ann",
  customer_email: "ann@example.com",
};
const licenseKey = {
  id: 1,
  status: "active",
  key: "38b1460a-5104-4067-a91d-77b872934d51",
  activation_limit: 3,
  activation_usage: 1,
  created_at: "2021-01-24T14:15:07.000000Z",
  expires_at: null,
  test_mode: false,
};
// The parsed answers keep the fields the site reads (spec §3).
const { created_at: _created, ...keyFields } = licenseKey;
const instance = { id: "47596ad9-a811-4ebf-ac8a-03fc7b6d2a17", name: "Linux / Chrome", created_at: "2021-04-06T14:15:07.000000Z" };

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: string, sent: Sent[] = []): Fetch {
  return async (url, init) => {
    sent.push({ url, init });
    return { status, text: async () => body } as Response;
  };
}

describe("licenseApiBase", () => {
  it("uses our pass-through route unless configured, without a trailing slash", () => {
    expect(licenseApiBase(undefined)).toBe("/api/licenses");
    expect(licenseApiBase("  ")).toBe("/api/licenses");
    expect(licenseApiBase("https://api.lemonsqueezy.com/v1/licenses/")).toBe("https://api.lemonsqueezy.com/v1/licenses");
  });
});

describe("license API calls", () => {
  it("posts the documented form fields to each path", async () => {
    const sent: Sent[] = [];
    const api = licenseApi("http://provider/v1/licenses", fakeFetch(200, JSON.stringify({ activated: true }), sent));
    await api.activate("KEY 1", "Linux / Chrome");
    await api.validate("KEY 1", "inst");
    await api.deactivate("KEY 1", "inst");
    expect(sent.map((call) => call.url)).toEqual(
      ["activate", "validate", "deactivate"].map((path) => `http://provider/v1/licenses/${path}`),
    );
    expect(sent.map((call) => call.init.body)).toEqual([
      "license_key=KEY+1&instance_name=Linux+%2F+Chrome",
      "license_key=KEY+1&instance_id=inst",
      "license_key=KEY+1&instance_id=inst",
    ]);
    for (const call of sent) {
      expect(call.init.method).toBe("POST");
      expect(call.init.headers).toEqual({ Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" });
    }
  });

  it("reads the three answers as three types", async () => {
    const activated = await licenseApi(
      "",
      fakeFetch(200, JSON.stringify({ activated: true, error: null, license_key: licenseKey, instance, meta })),
    ).activate("k", "n");
    expect(activated).toEqual({
      kind: "answer",
      status: 200,
      answer: {
        activated: true,
        error: null,
        instance: { id: instance.id, name: instance.name },
        license_key: keyFields,
        meta: {
          store_id: 1,
          product_id: 4,
          product_name: "Bulk Flip 7 Days",
          variant_id: 5,
          variant_name: "Default",
          customer_email: "ann@example.com",
        },
      },
    });
    const valid = await licenseApi(
      "",
      fakeFetch(200, JSON.stringify({ valid: true, error: null, license_key: licenseKey, instance: null, meta })),
    ).validate("k", "i");
    expect(valid.kind === "answer" && valid.answer).toMatchObject({ valid: true, instance: null, meta: { product_id: 4 } });
    expect(valid.kind === "answer" && "activated" in valid.answer).toBe(false);
    const deactivated = await licenseApi(
      "",
      fakeFetch(200, JSON.stringify({ deactivated: true, error: null, license_key: licenseKey, meta })),
    ).deactivate("k", "i");
    expect(deactivated.kind === "answer" && deactivated.answer).toEqual({
      deactivated: true,
      error: null,
      license_key: keyFields,
      meta: expect.any(Object),
    });
  });

  it("keeps a 4xx JSON body as the provider's verdict with its error text", async () => {
    const notFound = await licenseApi("", fakeFetch(404, JSON.stringify({ valid: false, error: "instance_id not found." }))).validate(
      "k",
      "i",
    );
    expect(notFound).toEqual({
      kind: "answer",
      status: 404,
      answer: { valid: false, error: "instance_id not found.", license_key: null, meta: null, instance: null },
    });
    const limit = await licenseApi(
      "",
      fakeFetch(
        400,
        JSON.stringify({
          activated: false,
          error: "This license key has reached the activation limit.",
          license_key: { ...licenseKey, activation_usage: 3 },
          meta,
        }),
      ),
    ).activate("k", "n");
    expect(limit.kind === "answer" && limit.answer).toMatchObject({
      activated: false,
      error: "This license key has reached the activation limit.",
      license_key: { activation_usage: 3 },
    });
  });

  it("reads the 422 validation envelope's message as the error", () => {
    const body = JSON.stringify({
      message: "The instance name field is required.",
      errors: { instance_name: ["The instance name field is required."] },
    });
    expect(readLicenseResponse("activate", 422, body, parseActivated)).toMatchObject({
      kind: "answer",
      answer: { activated: false, error: "The instance name field is required." },
    });
  });

  it("answers unknown for a network error, a 5xx, a body that is not JSON or not the provider's", async () => {
    const failing: Fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await licenseApi("", failing).validate("k", "i")).toEqual({
      kind: "unknown",
      reason: "the license server could not be reached (Failed to fetch)",
    });
    expect(readLicenseResponse("validate", 503, JSON.stringify({ valid: false, error: "down" }), parseActivated)).toMatchObject({
      kind: "unknown",
    });
    expect(readLicenseResponse("validate", 200, "<html>Cloudflare</html>", parseActivated)).toMatchObject({ kind: "unknown" });
    expect(readLicenseResponse("validate", 403, "<html>blocked</html>", parseActivated)).toMatchObject({ kind: "unknown" });
    expect(readLicenseResponse("validate", 200, "[1]", parseActivated)).toMatchObject({ kind: "unknown" });
    expect(readLicenseResponse("validate", 200, "{}", parseActivated)).toMatchObject({ kind: "unknown" });
    expect(readLicenseResponse("validate", 200, JSON.stringify({ activated: true }), parseActivated)).toMatchObject({ kind: "unknown" });
  });

  it("answers unknown for too many requests, ours or the provider's, so a valid license is never dropped for it", () => {
    const limited = JSON.stringify({ success: false, message: "Too many requests: slow down and try again in a minute." });
    expect(readLicenseResponse("validate", 429, limited, parseValid)).toEqual({
      kind: "unknown",
      reason: "the license server answered 429",
    });
    expect(readLicenseResponse("activate", 429, JSON.stringify({ error: "Too Many Attempts." }), parseActivated)).toMatchObject({
      kind: "unknown",
    });
  });

  it("reads a part of unexpected shape as absent instead of failing the answer", () => {
    const result = readLicenseResponse(
      "activate",
      200,
      JSON.stringify({ activated: true, instance: { id: 7 }, meta: { store_id: "1" } }),
      parseActivated,
    );
    expect(result).toMatchObject({ kind: "answer", answer: { activated: true, instance: null, meta: null } });
  });
});
