import { Controller, Get, Header } from '@nestjs/common';
import { Access } from '../http/access.decorator.js';
import { metricsRegistry } from './metrics.js';

@Controller('metrics')
@Access('public')
export class MetricsController {
  @Get()
  @Header('Content-Type', metricsRegistry.contentType)
  metrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
