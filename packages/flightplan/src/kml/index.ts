export { parseSiteFile, siteNameFromFileName, MAX_SITE_FILE_BYTES } from './parse-site-file.ts';
export type { ParseSiteFileOptions } from './parse-site-file.ts';
export { SITE_FILE_DIALOGS, siteFileIssue } from './issues.ts';
export type { ParsedSite, SiteFileIssue, SiteFileIssueType, SiteGeometry } from './issues.ts';
