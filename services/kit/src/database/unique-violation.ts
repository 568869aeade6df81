/** True when a write failed on a unique index, on PostgreSQL or SQLite (TypeORM wraps the driver's error). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
