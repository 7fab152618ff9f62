// White-label brands (platform-core §1): one folder per brand under BRANDS_DIR holding
// brand.json and its images. Loaded and validated once at boot; a bad file stops the server.
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '@sortie/domain';
import { ZBrand, type TBrand } from '@sortie/domain/contracts';
import { z } from 'zod';

const IMAGE_FILE = z.string().regex(/^[a-z0-9][a-z0-9._-]*\.(svg|png|ico|webp)$/);

/** brand.json: the public brand minus what the server derives (key, image URLs, Google flag). */
export const ZBrandFile = ZBrand.omit({
  key: true,
  appLogo: true,
  appLogoWhite: true,
  favicon: true,
  googleSignInEnabled: true,
})
  .extend({
    /** Host names served as this brand: exact ('sortie.in') or a wildcard ('*.sortie.in'). */
    hosts: z.array(z.string().min(1)).min(1),
    /** Origin of the web app for this brand; used for redirects and mailed links. */
    publicUrl: z.url().optional(),
    images: z
      .object({ appLogo: IMAGE_FILE, appLogoWhite: IMAGE_FILE, favicon: IMAGE_FILE })
      .default({ appLogo: 'logo.svg', appLogoWhite: 'logo-white.svg', favicon: 'favicon.svg' }),
  })
  .strict();

export type LoadedBrand = {
  brand: TBrand;
  hosts: string[];
  publicUrl: string | undefined;
  dir: string;
  images: Set<string>;
  faviconFile: string;
};

export type BrandsService = ReturnType<typeof createBrandsService>;

export function loadBrands(
  brandsDir: string,
  googleSignInEnabled: boolean,
): Map<string, LoadedBrand> {
  const brands = new Map<string, LoadedBrand>();
  const keys = fs
    .readdirSync(brandsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(brandsDir, d.name, 'brand.json')))
    .map((d) => d.name)
    .sort();
  for (const key of keys) {
    const dir = path.join(brandsDir, key);
    const raw: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'brand.json'), 'utf8'));
    const parsed = ZBrandFile.safeParse(raw);
    if (!parsed.success) {
      throw new Error(
        `Brand "${key}" (${dir}/brand.json) is invalid:\n${z.prettifyError(parsed.error)}`,
      );
    }
    const { hosts, publicUrl, images, ...rest } = parsed.data;
    for (const file of Object.values(images)) {
      if (!fs.existsSync(path.join(dir, file)))
        throw new Error(`Brand "${key}" is missing ${file}.`);
    }
    const url = (file: string) => `/brands/${key}/${file}`;
    const brand = ZBrand.parse({
      ...rest,
      key,
      appLogo: url(images.appLogo),
      appLogoWhite: url(images.appLogoWhite),
      favicon: url(images.favicon),
      googleSignInEnabled,
    });
    brands.set(key, {
      brand,
      hosts: hosts.map((h) => h.toLowerCase()),
      publicUrl: publicUrl?.replace(/\/+$/, ''),
      dir,
      images: new Set(Object.values(images)),
      faviconFile: images.favicon,
    });
  }
  return brands;
}

/** Host header without port or IPv6 brackets, lower-cased. */
export function normalizeHost(host: string | undefined): string {
  return (host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
}

/** Is this Host one the brand is configured to serve? (Links are built only from such hosts.) */
export function isBrandHost(brand: LoadedBrand, host: string | undefined): boolean {
  const h = normalizeHost(host);
  return h !== '' && brand.hosts.some((p) => hostMatches(p, h));
}

function hostMatches(pattern: string, host: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1));
  return pattern === host;
}

export function createBrandsService(deps: {
  brandsDir: string;
  defaultBrand: string;
  googleSignInEnabled: boolean;
}) {
  const brands = loadBrands(deps.brandsDir, deps.googleSignInEnabled);
  const fallback = brands.get(deps.defaultBrand);
  if (!fallback) {
    throw new Error(
      `DEFAULT_BRAND "${deps.defaultBrand}" is not one of: ${[...brands.keys()].join(', ')}`,
    );
  }

  return {
    list(): LoadedBrand[] {
      return [...brands.values()];
    },
    findByKey(key: string | undefined): LoadedBrand | undefined {
      return key ? brands.get(key.toLowerCase()) : undefined;
    },
    /** The brand named by X-Brand (when known), else the one serving the host, else the default. */
    resolve(input: { host: string | undefined; brandKey?: string | undefined }): LoadedBrand {
      const byKey = this.findByKey(input.brandKey);
      if (byKey) return byKey;
      const host = normalizeHost(input.host);
      for (const b of brands.values()) if (b.hosts.some((p) => hostMatches(p, host))) return b;
      return fallback;
    },
    get(key: string): LoadedBrand {
      const b = brands.get(key);
      if (!b) throw AppError.notFound('Brand');
      return b;
    },
  };
}
