import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/registry/database/statementCache';

// The SQLite connection's prepared statements (src/registry/database/statementCache.ts): reused by SQL
// text, a fixed number kept, never one that is still being iterated.

function database() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (n integer); insert into t values (1), (2), (3);');
  return sqlite;
}

describe('prepared statements kept by their SQL', () => {
  it('prepares a query once and answers it every time', () => {
    const sqlite = database();
    const db = withStatementCache(sqlite);
    const first = db.prepare('select n from t where n >= ?');
    expect(db.prepare('select n from t where n >= ?')).toBe(first);
    expect(first.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare('select n from t where n >= ?').all([3])).toEqual([{ n: 3 }]);
    db.close();
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const db = withStatementCache(database(), 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // now `select 2` is the oldest
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
    db.close();
  });

  it('prepares a fresh statement while the kept one is being iterated', () => {
    const db = withStatementCache(database());
    const sql = 'select n from t order by n';
    const rows = db.prepare(sql).iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const other = db.prepare(sql);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    db.close();
  });
});
