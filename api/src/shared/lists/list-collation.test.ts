import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationsDirectory } from '../../paths.js';
import { readerLanguageOf, serverLanguages } from '../translations.js';
import { sortedBy } from './list-arguments.js';
import { listCollations, textSort } from './list-collation.js';

describe('the collation of each portal language', () => {
  it('is one of a fixed set, a different one per language', () => {
    expect(listCollations).toEqual({
      da: 'list_text_da',
      en: 'list_text_en',
      fi: 'list_text_fi',
      no: 'list_text_nb',
      se: 'list_text_sv',
    });
    expect(Object.keys(listCollations).sort()).toEqual([...serverLanguages].sort());
  });

  it('is created by a migration as an ICU collation of that language, numbers as numbers', async () => {
    const migrations = await Promise.all(
      (await readdir(migrationsDirectory))
        .filter((file) => file.endsWith('.sql'))
        .map((file) => readFile(path.join(migrationsDirectory, file), 'utf8')),
    );
    const created = new Map(
      [
        ...migrations
          .join('\n')
          .matchAll(/create collation (\w+) \(provider = icu, locale = '([^']+)'\)/g),
      ].map(([, name, locale]) => [name, locale]),
    );
    expect(
      Object.fromEntries(
        serverLanguages.map((language) => [language, created.get(listCollations[language])]),
      ),
    ).toEqual({
      da: 'da-u-kn',
      en: 'en-u-kn',
      fi: 'fi-u-kn',
      no: 'nb-u-kn',
      se: 'sv-u-kn',
    });
  });
});

describe('the language a list is read in', () => {
  it('is the one asked for, else the user’s own, else English', () => {
    expect(readerLanguageOf('da', 'se')).toBe('se');
    expect(readerLanguageOf('da', undefined)).toBe('da');
    expect(readerLanguageOf('fi', '')).toBe('fi');
    expect(readerLanguageOf(null)).toBe('en');
    expect(readerLanguageOf('de')).toBe('en');
  });

  it('never takes anything but a portal language from the client', () => {
    expect(readerLanguageOf('no', 'da-x-icu')).toBe('no');
    expect(readerLanguageOf('no', 'C')).toBe('no');
    expect(readerLanguageOf('no', 'sv')).toBe('no');
    expect(readerLanguageOf(undefined, '"; drop table users; --')).toBe('en');
  });
});

// Compiles queries without a database, to read the SQL an order makes.
const compiler = new Kysely<{ items: { id: string; name: string; serial: string } }>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (database) => new PostgresIntrospector(database),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const columns = {
  name: textSort(sql`items.name`),
  serial: sql`items.serial collate "C"`,
  grouped: [sql`length(items.name)`, textSort(sql`items.name`)],
};

const orderOf = (order: Parameters<typeof sortedBy<keyof typeof columns>>[2]) =>
  compiler
    .selectFrom('items')
    .select('items.id')
    .$call(sortedBy(columns, sql`items.id`, order))
    .compile()
    .sql.replace(/^.* order by /, '');

describe('sortedBy', () => {
  it('sorts text in the reader’s collation, case ignored, then by the unique column', () => {
    expect(orderOf({ sort: 'name', direction: 'ASC', language: 'se' })).toBe(
      'lower(items.name collate "list_text_sv") asc nulls last, items.id asc',
    );
    expect(orderOf({ sort: 'name', direction: 'DESC', language: 'no' })).toBe(
      'lower(items.name collate "list_text_nb") desc nulls last, items.id desc',
    );
  });

  it('keeps any other column as it is, serial numbers in byte order', () => {
    expect(orderOf({ sort: 'serial', direction: 'ASC', language: 'da' })).toBe(
      'items.serial collate "C" asc nulls last, items.id asc',
    );
  });

  it('sorts a column of several values by each in turn', () => {
    expect(orderOf({ sort: 'grouped', direction: 'DESC', language: 'fi' })).toBe(
      'length(items.name) desc nulls last, lower(items.name collate "list_text_fi") desc nulls last, items.id desc',
    );
  });
});
