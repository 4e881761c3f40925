// A module (it exports), so the declaration below augments Astro's types instead of replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first focus, touch or key press inside the island, or also when it comes into
     * view with `{ visible: true }` (src/scripts/directives/interaction.ts).
     */
    'client:interaction'?: boolean | { visible: true };
  }
}
