import { isUniqueViolation } from './unique-violation.js';

describe('isUniqueViolation', () => {
  it.each([
    ['PostgreSQL, wrapped by TypeORM', { driverError: { code: '23505' } }],
    ['PostgreSQL, bare', { code: '23505' }],
    ['SQLite unique index', { driverError: { code: 'SQLITE_CONSTRAINT_UNIQUE' } }],
    ['SQLite primary key', { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' }],
  ])('recognises %s', (_what, err) => {
    expect(isUniqueViolation(err)).toBe(true);
  });

  it.each([
    ['a foreign key violation', { driverError: { code: '23503' } }],
    ['a SQLite NOT NULL violation', { code: 'SQLITE_CONSTRAINT_NOTNULL' }],
    ['an error without a code', new Error('boom')],
    ['null', null],
    ['undefined', undefined],
  ])('does not mistake %s for one', (_what, err) => {
    expect(isUniqueViolation(err)).toBe(false);
  });
});
