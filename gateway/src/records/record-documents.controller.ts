import { createHash } from 'node:crypto';
import { Controller, Inject, Req, Res, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type EdgeRoute, type Operation, type RecordDocument, apiRoute, documentKey, documentName } from '@remuda/contracts';
import { CONFIG, type Config, DomainError, MessageClient, OBJECT_STORE, type ObjectStore, currentActor, currentRequestMeta } from '@remuda/service-kit';
import { MEDIA_TIMEOUT_MS, receiveAndAdopt } from '../horses/receive-upload.js';
import { Route, routeInput } from '../http/route.js';

/** A kind of record that carries documents, as its contract defines it (`withDocuments`). */
export interface KindWithDocuments {
  operations: { get: Operation; addDocument: Operation; removeDocument: Operation; document: EdgeRoute };
}

const documentNotFound = () => new DomainError('NOT_FOUND', 'Document not found.');

/**
 * The upload's name for a request sent with an Idempotency-Key: the same for every repeat by the same person (a
 * UUID's shape, from a hash of both), so each repeat names the same input and the service applies it once.
 */
function repeatableUploadKey(): string | undefined {
  const key = currentRequestMeta()?.idempotencyKey;
  const actor = currentActor();
  if (!key || !actor) return undefined;
  const hex = createHash('sha256').update(`${actor.id}\n${key}`).digest('hex');
  return `uploads/${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A document goes out only ever as a download (never shown in the site's own origin), under a policy that lets
 * nothing in it run or load, were a browser to open it anyway.
 */
function sendAsDownload(res: Response, document: RecordDocument, size: number): void {
  res.attachment(document.name);
  res.setHeader('Content-Type', document.contentType);
  res.setHeader('Content-Length', String(size));
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * The routes of a kind's documents the gateway answers itself; removing one is forwarded as any operation.
 * Attaching one reads the record first (it exists, and the person may write it: the route's access), so nothing is
 * stored for a record that is not there, then streams the file into storage judged by its bytes and has the owning
 * service adopt it. Downloading one reads the record as the person asking (so its read access is the record's) and
 * streams the file from the media store, which `/media` never serves.
 */
export function recordDocumentsController(kind: KindWithDocuments): Type {
  const { get, addDocument, document } = kind.operations;
  const attachRoute = apiRoute(addDocument);
  const downloadRoute = apiRoute(document);

  @Controller()
  class RecordDocumentsController {
    constructor(
      @Inject(MessageClient) readonly messages: MessageClient,
      @Inject(OBJECT_STORE) readonly store: ObjectStore,
      @Inject(CONFIG) readonly config: Config,
    ) {}

    async attach(req: Request, res: Response): Promise<unknown> {
      const { id } = routeInput(attachRoute, req) as { id: string };
      await this.messages.request(get, { id });
      return receiveAndAdopt(req, res, this.store, this.config.uploadLimits, { documents: true, uploadKey: repeatableUploadKey() }, ({ upload, filename }) =>
        this.messages.request(addDocument, { id, name: documentName(filename), upload }, { timeoutMs: MEDIA_TIMEOUT_MS }),
      );
    }

    async download(req: Request, res: Response): Promise<void> {
      const { id, documentId } = routeInput(downloadRoute, req) as { id: string; documentId: string };
      const record = (await this.messages.request(get, { id })) as { documents?: RecordDocument[] };
      const found = record.documents?.find((candidate) => candidate.id === documentId);
      const stored = found && (await this.store.stat(documentKey(found)));
      if (!found || !stored) throw documentNotFound();
      sendAsDownload(res, found, stored.size);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      const body = await this.store.read(documentKey(found));
      body.on('error', () => res.destroy());
      body.pipe(res);
    }
  }

  const prototype = RecordDocumentsController.prototype as unknown as Record<string, unknown>;
  const mount = (name: 'attach' | 'download', entry: Operation | EdgeRoute, passthrough: boolean) => {
    Route(entry)(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
    Req()(prototype, name, 0);
    Res({ passthrough })(prototype, name, 1);
  };
  mount('attach', addDocument, true);
  mount('download', document, false);
  Object.defineProperty(RecordDocumentsController, 'name', { value: `${addDocument.pattern.split('.').slice(0, 2).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}DocumentsController` });
  return RecordDocumentsController;
}
