export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * Asks the browser for a page's main photo before the page's code has rendered it, with the very
 * srcset and sizes the <img> will use, so it picks the same file and downloads it once.
 */
export function preloadImage({ src, srcSet, sizes }: ResponsiveImage, doc: Document = document) {
  const links = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if ([...links].some((l) => l.href === new URL(src, doc.baseURI).href)) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  if (srcSet) link.setAttribute('imagesrcset', srcSet);
  link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  doc.head.append(link);
}
