import { isEmpty, parseJsonList, parseJsonObject, unlessSameJson } from "./values";

describe("isEmpty", () => {
  it.each([undefined, null, "", "   ", "\n\t", {}, []])("%p is empty", (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([0, false, "a", " a ", { a: 1 }, [1]])("%p is not empty", (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe("parseJsonObject", () => {
  it("accepts objects", () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonObject("{}")).toEqual({});
  });

  it.each([null, undefined, "", "  ", "12", '"text"', "true", "null", "{broken", "[1,2]", "[]", '[{"a":1}]'])("refuses %p", (text) => {
    expect(parseJsonObject(text)).toBeNull();
  });
});

describe("parseJsonList", () => {
  it("accepts arrays", () => {
    expect(parseJsonList('[{"a":1}]')).toEqual([{ a: 1 }]);
    expect(parseJsonList("[]")).toEqual([]);
  });

  it.each([null, "", "{}", '{"0":1}', "12", "null", "[broken"])("refuses %p", (text) => {
    expect(parseJsonList(text)).toBeNull();
  });
});

describe("unlessSameJson", () => {
  it("keeps the current object when the next one holds the same values", () => {
    const current = { quality: 75, sizes: [1, 2] };
    expect(unlessSameJson({ quality: 75, sizes: [1, 2] })(current)).toBe(current);
  });

  it("takes the next object when anything differs", () => {
    const next = { quality: 80, sizes: [1, 2] };
    expect(unlessSameJson(next)({ quality: 75, sizes: [1, 2] })).toBe(next);
    expect(unlessSameJson({ sizes: [2, 1] })({ sizes: [1, 2] })).toEqual({ sizes: [2, 1] });
  });
});
