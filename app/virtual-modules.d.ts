// Modules the build makes (pipeline/vite/).

/** The tap keeper's address (pipeline/vite/tap-keeper.ts). */
declare module "virtual:tap-keeper" {
  export const TAP_KEEPER_SRC: string;
}
