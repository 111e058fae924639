import { describe, expect, it } from "vitest";
import { collatorOf, displayNameOf, numberFormatOf } from "./intl";

describe("intl", () => {
  it("builds one formatter per locale and option set, and a new one when either differs", () => {
    expect(numberFormatOf("en-US", { maximumFractionDigits: 1 })).toBe(numberFormatOf("en-US", { maximumFractionDigits: 1 }));
    expect(numberFormatOf("en-US", { maximumFractionDigits: 2 })).not.toBe(numberFormatOf("en-US", { maximumFractionDigits: 1 }));
    expect(numberFormatOf("zh-CN", { maximumFractionDigits: 1 }).format(1234.56)).toBe("1,234.6");
    expect(collatorOf("en-US")).toBe(collatorOf("en-US"));
  });

  it("names regions and currencies in the language, and keeps a code Intl has no name for", () => {
    expect(displayNameOf("en-US", "region", "DE")).toBe("Germany");
    expect(displayNameOf("zh-CN", "region", "DE")).toBe("德国");
    expect(displayNameOf("en-US", "currency", "EUR")).toBe("Euro");
    expect(displayNameOf("en-US", "currency", "XYZ")).toBe("XYZ");
  });
});
