import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Access } from '@remuda/service-kit';
import { openApiDocument } from './openapi.js';

const ASSETS = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Remuda API</title><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body></html>`;

const START = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#docs' });`;

/** The OpenAPI document and a Swagger UI page to read and try it, served from the installed swagger-ui-dist. */
@Controller('api/docs')
export class DocsController {
  private readonly document = openApiDocument();
  private readonly assetDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

  @Get()
  @Access('public')
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  @Get('openapi.json')
  @Access('public')
  openapi(): Record<string, unknown> {
    return this.document;
  }

  @Get('assets/start.js')
  @Access('public')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  start(): string {
    return START;
  }

  @Get('assets/:file')
  @Access('public')
  @Header('Cache-Control', 'public, max-age=86400')
  asset(@Param('file') file: string, @Res({ passthrough: true }) res: Response): Buffer {
    const type = ASSETS.get(file);
    if (!type) throw new NotFoundException();
    res.type(type);
    return readFileSync(path.join(this.assetDir, file));
  }
}
