import { describe, expect, it } from "vitest";
import { choosePackagePath, packageAsked } from "./packages";

const packages = { "wordpress-website-development": { title: "WordPress Website Development", names: ["Starter", "Business", "Custom"] } };
const asked = (path: string) => packageAsked(packages, new URL(path, "https://example.com").searchParams);

describe("a package's Choose link", () => {
  it("leads to the contact page, which reads the service and the package back", () => {
    const path = choosePackagePath("wordpress-website-development", 1);
    expect(path).toBe("/contact?service=wordpress-website-development&package=2");
    expect(asked(path)).toEqual({ service: "WordPress Website Development", name: "Business" });
  });

  it("asks about nothing when the service or the package does not exist", () => {
    expect(asked("/contact")).toBeUndefined();
    expect(asked("/contact?service=nope&package=1")).toBeUndefined();
    expect(asked("/contact?service=wordpress-website-development&package=4")).toBeUndefined();
    expect(asked("/contact?service=wordpress-website-development&package=0")).toBeUndefined();
    expect(asked("/contact?service=wordpress-website-development&package=1.5")).toBeUndefined();
    expect(asked("/contact?service=wordpress-website-development")).toBeUndefined();
  });
});
