import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A fresh module for each test: it remembers the face's load.
const load = async () => await import("./page-face");

describe("drawWithSiteFace", () => {
  let fontsLoad: ReturnType<typeof vi.fn>;
  let settle: () => void;
  beforeEach(() => {
    vi.resetModules();
    document.documentElement.lang = "bn";
    document.documentElement.removeAttribute("data-face");
    fontsLoad = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    Object.defineProperty(document, "fonts", { value: { load: fontsLoad }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, "fonts");
    document.documentElement.lang = "";
  });

  it("draws a Bengali page with the site's face at once after a move, and fetches it once", async () => {
    const { drawWithSiteFace } = await load();
    drawWithSiteFace(document);
    expect(document.documentElement.getAttribute("data-face")).toBe("site");
    drawWithSiteFace(document);
    expect(fontsLoad).toHaveBeenCalledTimes(1);
    expect(fontsLoad).toHaveBeenCalledWith('1em "Site Bengali"', "অ");
  });

  it("waits for the face before drawing with it, when asked to (the words shown never wait)", async () => {
    const { drawWithSiteFace } = await load();
    drawWithSiteFace(document, { whenLoaded: true });
    expect(document.documentElement.hasAttribute("data-face")).toBe(false);
    settle();
    await vi.waitFor(() => expect(document.documentElement.getAttribute("data-face")).toBe("site"));
  });

  it("names the site's face for an English page's whole text at once, and fetches nothing for it", async () => {
    document.documentElement.lang = "en";
    const { drawWithSiteFace } = await load();
    drawWithSiteFace(document, { whenLoaded: true });
    expect(document.documentElement.getAttribute("data-face")).toBe("site");
    drawWithSiteFace(document);
    expect(fontsLoad).not.toHaveBeenCalled();
  });

  it("leaves an English page's font list as it is for words shown in a marked element (the search's dialog)", async () => {
    document.documentElement.lang = "en";
    const { drawWithSiteFace } = await load();
    drawWithSiteFace(document, { whenLoaded: true, marked: true });
    expect(document.documentElement.hasAttribute("data-face")).toBe(false);
    expect(fontsLoad).not.toHaveBeenCalled();
  });

  it("draws a Bengali page's search results with the site's face all the same", async () => {
    const { drawWithSiteFace } = await load();
    drawWithSiteFace(document, { whenLoaded: true, marked: true });
    settle();
    await vi.waitFor(() => expect(document.documentElement.getAttribute("data-face")).toBe("site"));
  });

  it("asks again after a failed fetch", async () => {
    fontsLoad.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    const { loadSiteFace } = await load();
    await loadSiteFace(document);
    void loadSiteFace(document);
    expect(fontsLoad).toHaveBeenCalledTimes(2);
  });
});
