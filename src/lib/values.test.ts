import { isEmpty, parseJsonObject } from "./values";

describe("isEmpty", () => {
  it.each([undefined, null, "", "   ", "\n\t", {}, []])("%p is empty", (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([0, false, "a", " a ", { a: 1 }, [1]])("%p is not empty", (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe("parseJsonObject", () => {
  it("accepts objects and arrays", () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonObject("[1,2]")).toEqual([1, 2]);
  });

  it.each([null, undefined, "", "  ", "12", '"text"', "true", "null", "{broken"])("refuses %p", (text) => {
    expect(parseJsonObject(text)).toBeNull();
  });
});
