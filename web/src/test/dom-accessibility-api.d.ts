// The package ships its types, but its package.json "exports" do not point at them for an ESM import.
declare module 'dom-accessibility-api' {
  /** The accessible name as the accessible name algorithm computes it; `hidden` counts hidden elements too. */
  export function computeAccessibleName(root: Element, options?: { hidden?: boolean }): string;
}
