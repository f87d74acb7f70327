import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { z } from 'zod';
import { EXPORT_SCHEMA_VERSION, exportFileSchemas, type ConsentsExport, type ExportFileName } from '@holdfast/shared/data-exports';
import type { AreaExport, ConsentsPart, ExportPeopleSql } from '../../platform/db/area-export';
import type { Db } from '../../platform/db/client';
import type { Storage } from '../../platform/storage/storage';
import { renderExportPage, type PageSection } from './data-exports.page';

/** What a built ZIP holds, for the log and the tests. */
export interface BuiltExport {
  zip: Buffer;
  files: string[];
}

/**
 * A ZIP written as it goes (fflate's streaming Zip): each area's file is read, checked against its
 * shared schema, compressed and let go before the next is read; only the compressed bytes and the
 * readable page's text are held until the end (the store takes the whole file).
 */
export async function buildExportZip(
  db: Db,
  storage: Storage,
  parts: readonly AreaExport[],
  people: ExportPeopleSql,
  userId: number,
  now = new Date(),
): Promise<BuiltExport> {
  const chunks: Uint8Array[] = [];
  const names: string[] = [];
  let done!: () => void;
  let failed!: (error: Error) => void;
  const finished = new Promise<void>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) return failed(error);
    chunks.push(chunk);
    if (final) done();
  });
  const add = (name: string, data: Uint8Array, compress = true) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    entry.mtime = now;
    zip.add(entry);
    entry.push(data, true);
    names.push(name);
  };
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

  const sections: PageSection[] = [];
  const addFile = (file: ExportFileName, title: string, data: Record<string, unknown>) => {
    const content = exportFileSchemas[file].parse({ schema_version: EXPORT_SCHEMA_VERSION, ...data });
    add(file, json(content));
    add(`schemas/${file.replace(/\.json$/, '.schema.json')}`, json(z.toJSONSchema(exportFileSchemas[file], { io: 'output' })));
    sections.push({ file, title, content: content as Record<string, unknown> });
  };

  for (const part of parts)
    for (const file of part.files) {
      if (!(file.file in exportFileSchemas)) throw new Error(`export: ${part.area}'s ${file.file} has no shared schema`);
      addFile(file.file as ExportFileName, file.title, await file.read(db, userId, people));
    }

  const consents: ConsentsPart = { partners: [], groups: [], coaches: [], community_agreement_accepted_at: null, history: [] };
  for (const part of parts) {
    if (!part.consents) continue;
    const c = await part.consents(db, userId, people);
    consents.partners.push(...(c.partners ?? []));
    consents.groups.push(...(c.groups ?? []));
    consents.coaches.push(...(c.coaches ?? []));
    consents.history.push(...(c.history ?? []));
    if (c.community_agreement_accepted_at) consents.community_agreement_accepted_at = c.community_agreement_accepted_at;
  }
  consents.history.sort((a, b) => a.at.localeCompare(b.at));
  addFile('consents.json', 'Consents and their history', consents satisfies Omit<ConsentsExport, 'schema_version'>);

  const uploads: string[] = [];
  for (const part of parts)
    for (const upload of (await part.uploads?.(db, userId)) ?? []) {
      const bytes = await storage.get(upload.key);
      if (!bytes) continue;
      add(`files/${upload.name}`, bytes, false);
      uploads.push(`files/${upload.name}`);
    }

  add('index.html', Buffer.from(renderExportPage(sections, uploads, now), 'utf8'));
  zip.end();
  await finished;
  return { zip: Buffer.concat(chunks), files: names };
}
