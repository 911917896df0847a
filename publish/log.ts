/**
 * The publish log in the CMS (collection publish_log, read-only in the admin app): one entry per
 * publish of a site, naming its restaurant, so editors can see when their change went live on
 * which site or, in plain words, what stopped it.
 * Written with the Site publisher's token. A log that cannot be written is reported on the
 * console and never fails a publish.
 */
export interface PublishLogEntry {
  status: 'published' | 'failed';
  trigger: string;
  version?: string;
  pages?: number;
  duration_ms: number;
  message?: string;
  /** What happened, in words, in English and Arabic (publish/summary.ts). */
  summary_en?: string;
  summary_ar?: string;
  /** On failure, the record to fix as "collection/id" (publish/summary.ts recordToFix). */
  record?: string;
  /** The id of the restaurant whose site it was: the admin app names the site by it, in both languages. */
  restaurant?: string;
}

export interface PublishLog {
  write: (entry: PublishLogEntry) => Promise<void>;
}

export function createPublishLog(
  cms: { url: string; token: string },
  report: (line: string) => void = (line) => console.warn(line),
): PublishLog {
  return {
    async write(entry) {
      try {
        const response = await fetch(`${cms.url.replace(/\/+$/, '')}/items/publish_log`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cms.token}` },
          body: JSON.stringify({
            ...entry,
            trigger: entry.trigger.slice(0, 255),
            message: entry.message?.slice(0, 4000),
            summary_en: entry.summary_en?.slice(0, 255),
            summary_ar: entry.summary_ar?.slice(0, 255),
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) report(`[publish] could not write the publish log: the CMS answered ${response.status}`);
      } catch (error) {
        report(`[publish] could not write the publish log: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
