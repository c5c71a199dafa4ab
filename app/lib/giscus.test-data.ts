// The giscus settings and the post page the giscus tests run on (lib and component alike).
import type { GiscusSettings } from "./giscus";

export const giscusSettings: GiscusSettings = {
  repo: "lena-martinez/journal",
  repoId: "R_kgDOLfixture",
  category: "Comments",
  categoryId: "DIC_kwDOLfixture4Cd1",
  mapping: "pathname",
  strict: false,
  reactions: true,
  inputPosition: "bottom",
  theme: { light: "light", dark: "dark" },
};

export const giscusPage = {
  path: "/blog/naming-colours",
  url: "https://lena.example.org/blog/naming-colours",
  title: "Naming colours | Lena Martínez",
  description: "Why role names beat hue names.",
};
