// The brand (white-label) configuration of this host, fetched once at boot before anything
// renders (platform-core §1). Components read it with useBrand().
import type { TBrand } from '@sortie/domain/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const BrandContext = createContext<TBrand | null>(null);

export function BrandProvider({ brand, children }: { brand: TBrand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): TBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() needs a BrandProvider above it.');
  return brand;
}

/** A feature listed in the brand's disabledFeatures (e.g. 'news', 'plans') is hidden. */
export function isBrandFeatureEnabled(brand: TBrand, feature: string): boolean {
  return !brand.disabledFeatures.includes(feature);
}

/** Pricing shows only when the plans flag is on and the brand has not disabled plans. */
export function isPlansVisible(brand: TBrand): boolean {
  return brand.flags.plans && isBrandFeatureEnabled(brand, 'plans');
}

/** Applies the brand to the document: title and favicon. */
export function applyBrandToDocument(brand: TBrand, doc: Document = document): void {
  doc.title = brand.appName;
  let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = brand.favicon;
}
