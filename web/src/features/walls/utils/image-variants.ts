interface ImageVariant {
  width: number;
  url: string;
}

/** `srcset` for the server's WebP variants, so the browser downloads only the width it needs. */
export function variantsSrcSet(variants: readonly ImageVariant[]) {
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/** The narrowest variant at least `width` pixels wide, else the widest there is. */
export function pickVariant(variants: readonly ImageVariant[], width: number): ImageVariant | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= width) ?? sorted.at(-1);
}
