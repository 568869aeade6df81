import type { LoggerService } from '@nestjs/common';
import { currentCorrelationId } from './request-context.js';

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';
const RANK: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 };

type Fields = Record<string, unknown>;

/**
 * Structured JSON logs, one object a line, each with the correlation id of the request being served.
 * Used as Nest's logger and directly by our own code.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly base: Fields = {},
    private readonly level: LogLevel = 'info',
    private readonly write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
  ) {}

  child(fields: Fields): JsonLogger {
    return new JsonLogger({ ...this.base, ...fields }, this.level, this.write);
  }

  emit(level: LogLevel, msg: string, fields: Fields = {}): void {
    if (RANK[level] > RANK[this.level]) return;
    const correlationId = currentCorrelationId();
    const entry: Fields = { time: new Date().toISOString(), level, msg, ...this.base, ...fields };
    if (correlationId && entry.correlationId === undefined) entry.correlationId = correlationId;
    this.write(JSON.stringify(entry, errorReplacer));
  }

  info(msg: string, fields?: Fields): void {
    this.emit('info', msg, fields);
  }

  // LoggerService: Nest passes (message, ...optionalParams) where the last param is the context name.
  log(message: unknown, ...params: unknown[]): void {
    this.emit('info', text(message), nestFields(params));
  }

  error(message: unknown, ...params: unknown[]): void {
    const fields = nestFields(params);
    if (message instanceof Error) fields.err = message;
    this.emit('error', text(message), fields);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.emit('warn', text(message), nestFields(params));
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.emit('debug', text(message), nestFields(params));
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.emit('debug', text(message), nestFields(params));
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.emit('error', text(message), nestFields(params));
  }
}

function text(message: unknown): string {
  if (message instanceof Error) return message.message;
  return typeof message === 'string' ? message : JSON.stringify(message);
}

function nestFields(params: unknown[]): Fields {
  const fields: Fields = {};
  const rest = [...params];
  if (typeof rest[rest.length - 1] === 'string') fields.context = rest.pop();
  for (const p of rest) {
    if (typeof p === 'string') fields.stack = p;
    else if (p instanceof Error) fields.err = p;
    else if (p && typeof p === 'object') Object.assign(fields, p);
  }
  return fields;
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return { name: value.name, message: value.message, code, stack: value.stack };
  }
  return value;
}
