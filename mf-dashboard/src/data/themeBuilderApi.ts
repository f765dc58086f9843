import type { Transport } from '@careers/shared/transport';
import type {
  PublishThemeBody,
  SearchResponse,
  ThemeAsset,
  ThemeBuilderState,
  ThemeDocument,
  ThemeDraftSaved,
  ThemeExport,
  ThemeVersion,
  ThemeVersions,
} from '@careers/shared/contracts';

// The theme builder's calls (shared/src/contracts/theme/themeApi.ts lists the routes; server: routes/themeBuilder).
// Every call names the company as `domain`; changes carry the CSRF token through the transport.

type Product = ThemeDocument['product'];

const base = (product: Product) => `/api/pcsx/theme_builder/${product}`;
const params = (domain: string) => (domain ? { domain } : {});

export const themeBuilderApi = {
  state: (t: Transport, domain: string, product: Product) => t.get<ThemeBuilderState>(base(product), { params: params(domain) }),
  versions: (t: Transport, domain: string, product: Product) => t.get<ThemeVersions>(`${base(product)}/versions`, { params: params(domain) }),
  saveDraft: (t: Transport, domain: string, theme: ThemeDocument) =>
    t.put<ThemeDraftSaved>(`${base(theme.product)}/draft`, { theme }, { params: params(domain) }),
  discardDraft: (t: Transport, domain: string, product: Product) => t.delete<{ ok: boolean }>(`${base(product)}/draft`, undefined, { params: params(domain) }),
  publish: (t: Transport, domain: string, product: Product, body: PublishThemeBody) =>
    t.post<ThemeVersion>(`${base(product)}/publish`, body, { params: params(domain) }),
  restore: (t: Transport, domain: string, product: Product, version: number) =>
    t.post<ThemeVersion>(`${base(product)}/versions/${version}/restore`, undefined, { params: params(domain) }),
  /** The file as the user chose it: the server checks it (format, product, every token) and says what is wrong. */
  importTheme: (t: Transport, domain: string, product: Product, file: ThemeExport) =>
    t.post<ThemeDraftSaved>(`${base(product)}/import`, file, { params: params(domain) }),
  /** The first job of the company's search, for the preview's job page; null when there is none. */
  firstJob: async (t: Transport, domain: string) => (await t.get<SearchResponse>('/api/pcsx/search', { params: { ...params(domain), start: 0 } })).positions[0]?.id ?? null,
  uploadAsset: (t: Transport, domain: string, use: 'hero' | 'logo', file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return t.postRaw<ThemeAsset>('/api/pcsx/theme_builder/assets', form, { params: { use, ...params(domain) } });
  },
};

/** The address of a theme file to download (a plain GET: the server answers with an attachment). */
export const themeExportHref = (domain: string, product: Product, source: 'draft' | 'published') =>
  `${base(product)}/export?${new URLSearchParams(domain ? { source, domain } : { source }).toString()}`;
